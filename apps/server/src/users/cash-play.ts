import { CASH_LOCATION_MAX_AGE_HOURS, type ErrorCode } from '@cardroom/protocol';
import type { Config } from '../config.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { findUserById, type UserRow } from './repository.js';
import { GUEST_ROLE } from './roles.js';

/**
 * The cash-play gate (spec §1, §4; decision 0022): a registered person with a verified email, a verified age
 * of 18 or over, and a location check of the last CASH_LOCATION_MAX_AGE_HOURS hours in a place the
 * configuration allows.
 */

/** What decides where cash play is offered: countries or ISO 3166-2 regions, less the blocked ones. */
export type CashPlayRegions = Pick<Config, 'CASH_PLAY_REGIONS' | 'CASH_PLAY_BLOCKED_REGIONS'>;

/** One missing step, in the order the checklist shows them and the gate refuses them. */
export type CashPlayStep = 'email' | 'age' | 'location' | 'region';

export interface CashPlayStatus {
  allowed: boolean;
  missing: CashPlayStep[];
}

/** The refusal of a place: unknown (ocean, no country) or known but not offered. */
export type RegionRefusal = 'LOCATION_NOT_SUPPORTED' | 'REGION_NOT_AVAILABLE';

/** The defaults of config.ts, for callers that have no configuration at hand (tests, scripts). */
export const DEFAULT_CASH_PLAY_REGIONS: CashPlayRegions = (() => {
  const config = loadConfig({});
  return {
    CASH_PLAY_REGIONS: config.CASH_PLAY_REGIONS,
    CASH_PLAY_BLOCKED_REGIONS: config.CASH_PLAY_BLOCKED_REGIONS,
  };
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

function isGuestRow(user: UserRow): boolean {
  return user.roles.includes(GUEST_ROLE);
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
  if (isGuestRow(user) || !user.email || !user.emailVerified) missing.push('email');
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
  if (isGuestRow(user)) return 'GUEST_NOT_ALLOWED';
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
