import {
  CASH_LOCATION_MAX_AGE_HOURS,
  CASH_PLAY_MIN_AGE,
  type CashPlayStatus,
  type CashPlayStep,
  ERROR_MESSAGES,
  type ErrorCode,
  VALIDATION_MESSAGES,
} from '@cardroom/protocol';
import { type Config, loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import {
  storeDeclaredBirthDate,
  storeLocationCheck,
  storeVerifiedBirthDate,
} from './cash-play-repository.js';
import { isValidCoordinate, type Place, placeOf } from './geolocate.js';
import { findUserById, type UserRow } from './repository.js';
import { isGuest } from './roles.js';

/**
 * The cash-play gate (spec §1, §4; decision 0022): a registered person with a verified email, a verified age
 * of 18 or over, and a location check of the last CASH_LOCATION_MAX_AGE_HOURS hours in a place the
 * configuration allows.
 */

/** What decides where cash play is offered: countries or ISO 3166-2 regions, less the blocked ones. */
export type CashPlayRegions = Pick<Config, 'CASH_PLAY_REGIONS' | 'CASH_PLAY_BLOCKED_REGIONS'>;

export type { CashPlayStatus, CashPlayStep };

/** The refusal of a place: unknown (ocean, no country) or known but not offered. */
export type RegionRefusal = 'LOCATION_NOT_SUPPORTED' | 'REGION_NOT_AVAILABLE';

/**
 * The process's own setting (its environment, as main.ts's loadConfig reads it; config.ts's defaults when
 * unset), for callers without the app's config at hand: buildUserData, and a gate caller that passes none.
 */
export const DEFAULT_CASH_PLAY_REGIONS: CashPlayRegions = (() => {
  const pick = (env: Record<string, string | undefined>): CashPlayRegions => {
    const config = loadConfig({
      CASH_PLAY_REGIONS: env.CASH_PLAY_REGIONS,
      CASH_PLAY_BLOCKED_REGIONS: env.CASH_PLAY_BLOCKED_REGIONS,
    });
    return {
      CASH_PLAY_REGIONS: config.CASH_PLAY_REGIONS,
      CASH_PLAY_BLOCKED_REGIONS: config.CASH_PLAY_BLOCKED_REGIONS,
    };
  };
  try {
    return pick(process.env);
  } catch {
    // main.ts refuses to start with a bad setting; anywhere else, the defaults.
    return pick({});
  }
})();

const HOUR_MS = 3600 * 1000;

/**
 * Whether cash play is offered at this region ('US-FL', or a bare country 'CA' where we know no
 * subdivision), or why not. A place matches a listed code when it is that code or inside that country;
 * blocked codes win over allowed ones. A US point without a state is not supported: US rules are per state.
 */
export function regionRefusal(
  region: string | null | undefined,
  regions: CashPlayRegions,
): RegionRefusal | null {
  if (!region) return 'LOCATION_NOT_SUPPORTED';
  const country = region.slice(0, 2);
  if (country === 'US' && region.length === 2) return 'LOCATION_NOT_SUPPORTED';
  const matches = (code: string) => code === region || code === country;
  if (regions.CASH_PLAY_BLOCKED_REGIONS.some(matches)) return 'REGION_NOT_AVAILABLE';
  if (!regions.CASH_PLAY_REGIONS.some(matches)) return 'REGION_NOT_AVAILABLE';
  return null;
}

/** Whether the last location check is recent enough for a cash action. */
export function locationIsFresh(checkedAt: Date | null, now: Date = new Date()): boolean {
  if (!checkedAt) return false;
  const age = now.getTime() - checkedAt.getTime();
  return age >= -60_000 && age <= CASH_LOCATION_MAX_AGE_HOURS * HOUR_MS;
}

/** The steps this person still has to take before playing for cash (userData.cash_play, owner only). */
export function cashPlayStatusOf(
  user: UserRow,
  regions: CashPlayRegions = DEFAULT_CASH_PLAY_REGIONS,
  now: Date = new Date(),
): CashPlayStatus {
  const missing: CashPlayStep[] = [];
  if (isGuest(user) || !user.email || !user.emailVerified) missing.push('email');
  if (!user.ageVerified) missing.push('age');
  if (!locationIsFresh(user.locationCheckedAt, now)) missing.push('location');
  else if (regionRefusal(user.locationRegion, regions)) missing.push('region');
  return { allowed: missing.length === 0, missing };
}

/** The code refusing the first missing step, or null when this person may play for cash. */
export function cashPlayRefusal(
  user: UserRow,
  regions: CashPlayRegions = DEFAULT_CASH_PLAY_REGIONS,
  now: Date = new Date(),
): ErrorCode | null {
  if (isGuest(user)) return 'GUEST_NOT_ALLOWED';
  if (!user.email || !user.emailVerified) return 'ACCOUNT_NOT_VERIFIED';
  if (!user.ageVerified) return 'AGE_VERIFICATION_REQUIRED';
  if (!locationIsFresh(user.locationCheckedAt, now)) return 'LOCATION_REQUIRED';
  return regionRefusal(user.locationRegion, regions);
}

/**
 * Throws the AppError of the first step this person has not taken (GUEST_NOT_ALLOWED, ACCOUNT_NOT_VERIFIED,
 * AGE_VERIFICATION_REQUIRED, LOCATION_REQUIRED, LOCATION_NOT_SUPPORTED, REGION_NOT_AVAILABLE). The row is
 * read again so a check made a moment ago counts. Pass the app's config (ctx.config) as `regions` so
 * CASH_PLAY_REGIONS and CASH_PLAY_BLOCKED_REGIONS apply; without it config.ts's defaults do.
 */
export async function assertCashPlayAllowed(
  db: Db,
  user: UserRow,
  regions: CashPlayRegions = DEFAULT_CASH_PLAY_REGIONS,
): Promise<void> {
  const current = (await findUserById(db, user.id)) ?? user;
  const refusal = cashPlayRefusal(current, regions);
  if (refusal) throw new AppError(refusal);
}

/** Whole years from a YYYY-MM-DD birth date to a YYYY-MM-DD day (a 29 February birthday counts on 1 March). */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Today's date in UTC, YYYY-MM-DD. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The earliest date of birth taken: older than any living person. */
const EARLIEST_BIRTH_DATE = '1900-01-01';
const DATE_OF_BIRTH_FIELD = 'date_of_birth';

/**
 * Verifies the person's age from their date of birth (a real calendar day, checked by the protocol): 18 or
 * over today (UTC) stores the date and age_verified. A younger date is kept on record unverified, so a minor
 * cannot simply try an older one next (it verifies on its own once the 18th birthday comes). A date on record
 * never changes here; support can.
 */
export async function verifyAge(
  db: Db,
  user: UserRow,
  dateOfBirth: string,
  now: Date = new Date(),
): Promise<UserRow> {
  if (isGuest(user)) throw new AppError('GUEST_NOT_ALLOWED');
  const today = utcDay(now);
  if (dateOfBirth > today)
    throw new AppError('VALIDATION_ERROR', VALIDATION_MESSAGES.dateOfBirthFuture, DATE_OF_BIRTH_FIELD);
  if (dateOfBirth < EARLIEST_BIRTH_DATE)
    throw new AppError('VALIDATION_ERROR', VALIDATION_MESSAGES.dateOfBirthTooOld, DATE_OF_BIRTH_FIELD);
  if (user.dateOfBirth && user.dateOfBirth !== dateOfBirth)
    throw new AppError(
      user.ageVerified ? 'AGE_ALREADY_VERIFIED' : 'AGE_ON_RECORD',
      undefined,
      DATE_OF_BIRTH_FIELD,
    );
  if (ageOn(dateOfBirth, today) < CASH_PLAY_MIN_AGE) {
    await storeDeclaredBirthDate(db, user.id, dateOfBirth);
    throw new AppError('AGE_UNDER_MINIMUM', undefined, DATE_OF_BIRTH_FIELD);
  }
  const updated = await storeVerifiedBirthDate(db, user.id, dateOfBirth);
  // Another call recorded a different date in the meantime.
  if (!updated) throw new AppError('AGE_ON_RECORD', undefined, DATE_OF_BIRTH_FIELD);
  return updated;
}

/** What a location check found and whether that place allows cash play (POST /user/location's reply). */
export interface LocationOutcome {
  user: UserRow;
  place: Place | null;
  refusal: RegionRefusal | null;
}

/**
 * Maps the point to its place (offline) and records it with the time of the check. A place without cash
 * play is recorded too (the gate then refuses cash actions with its reason); only bad coordinates fail.
 */
export async function recordLocation(
  db: Db,
  user: UserRow,
  point: { latitude: number; longitude: number },
  regions: CashPlayRegions = DEFAULT_CASH_PLAY_REGIONS,
  now: Date = new Date(),
): Promise<LocationOutcome> {
  if (isGuest(user)) throw new AppError('GUEST_NOT_ALLOWED');
  if (!isValidCoordinate(point.latitude, point.longitude))
    throw new AppError('VALIDATION_ERROR', 'Latitude and longitude must be a point on Earth.');
  const place = placeOf(point.latitude, point.longitude);
  const updated = await storeLocationCheck(db, user.id, {
    locationRegion: place?.region ?? null,
    countryCode: place?.country_code ?? null,
    regionName: place?.region_name ?? null,
    locationCheckedAt: now,
  });
  if (!updated) throw new AppError('NOT_FOUND', 'User not found.');
  return { user: updated, place, refusal: regionRefusal(place?.region, regions) };
}

/** The reply's cash_play part of a location check: the place's answer, with the message to show. */
export function locationVerdict(refusal: RegionRefusal | null): {
  allowed: boolean;
  reason: RegionRefusal | null;
  message: string | null;
} {
  return { allowed: refusal === null, reason: refusal, message: refusal ? ERROR_MESSAGES[refusal] : null };
}
