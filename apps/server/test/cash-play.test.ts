/**
 * Cash play's gate (spec §1, §2, §4; decision 0022): POST /user/verify-age, POST /user/location (mapped
 * offline to a country and US state), userData.cash_play and assertCashPlayAllowed's refusals, in order.
 */
import type { UserData } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { AppError } from '../src/http/errors.js';
import { assertCashPlayAllowed, utcDay } from '../src/users/cash-play.js';
import { findUserById } from '../src/users/repository.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';

interface Session {
  accessToken: string;
  userData: UserData;
}

const MIAMI = { latitude: 25.7617, longitude: -80.1918 };
const PHOENIX = { latitude: 33.4484, longitude: -112.074 };
const MID_ATLANTIC = { latitude: 30, longitude: -40 };
const TORONTO = { latitude: 43.6532, longitude: -79.3832 };

/** YYYY-MM-DD `years` years before today (UTC; 29 February becomes the 28th), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const today = utcDay();
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  const date = new Date(`${Number(today.slice(0, 4)) - years}-${monthDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

async function register(t: TestApp, prefix: string, verified = true): Promise<Session> {
  const user = uniqueUser(prefix);
  const registered = await post(t.app, '/auth/register', user);
  expect(registered.statusCode, registered.body).toBe(200);
  const session = json<Session>(
    await post(t.app, '/auth/login', { email: user.email, password: user.password }),
  );
  if (verified)
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, session.userData.id));
  return session;
}

/** A refusal's status, code and (when given) message; the field it names is not compared. */
function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  message?: string,
): void {
  const body = response.json() as { success: boolean; code: string; message: string };
  expect({ status: response.statusCode, success: body.success, code: body.code }).toEqual({
    status,
    success: false,
    code,
  });
  if (message !== undefined) expect(body.message).toBe(message);
}

async function gateRefusal(t: TestApp, userId: string): Promise<string | null> {
  const row = await findUserById(t.ctx.db, userId);
  if (!row) throw new Error('no such user');
  try {
    await assertCashPlayAllowed(t.ctx.db, row, t.ctx.config);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe.each(databaseTiers())('cash play on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  const verifyAge = (session: Session, date_of_birth: unknown) =>
    post(t.app, '/user/verify-age', { date_of_birth }, { token: session.accessToken });
  const locate = (session: Session, body: unknown) =>
    post(t.app, '/user/location', body, { token: session.accessToken });

  it('verifies an adult once, refuses a minor, impossible dates and a changed date', async () => {
    const adult = await register(t, 'adult');
    expect(adult.userData.age_verified).toBe(false);
    const birthday = yearsAgo(18);
    const verified = await verifyAge(adult, birthday);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(json<Session>(verified).userData.age_verified).toBe(true);
    expect(json<Session>(verified).userData.cash_play?.missing).toEqual(['location']);
    expect((await findUserById(t.ctx.db, adult.userData.id))?.dateOfBirth).toBe(birthday);
    // The same date again is fine; another is refused and the first stays.
    expect((await verifyAge(adult, birthday)).statusCode).toBe(200);
    expectError(await verifyAge(adult, '1980-01-01'), 409, 'AGE_ALREADY_VERIFIED');
    expect((await findUserById(t.ctx.db, adult.userData.id))?.dateOfBirth).toBe(birthday);

    // A day short of 18: refused with the spec's minimum, the date kept unverified so an older one is refused.
    const minor = await register(t, 'minor');
    const minorBirthday = yearsAgo(18, 1);
    expectError(
      await verifyAge(minor, minorBirthday),
      403,
      'AGE_UNDER_MINIMUM',
      'You must be 18 or older to play for cash.',
    );
    const minorRow = await findUserById(t.ctx.db, minor.userData.id);
    expect([minorRow?.ageVerified, minorRow?.dateOfBirth]).toEqual([false, minorBirthday]);
    expectError(await verifyAge(minor, '1990-01-01'), 409, 'AGE_ON_RECORD');
    expectError(await verifyAge(minor, minorBirthday), 403, 'AGE_UNDER_MINIMUM');
    expect((await findUserById(t.ctx.db, minor.userData.id))?.ageVerified).toBe(false);

    for (const bad of [
      '2001-02-31',
      '1990-13-01',
      '17/05/1990',
      '',
      19900517,
      null,
      yearsAgo(-1),
      '1850-01-01',
    ]) {
      expectError(await verifyAge(minor, bad), 400, 'VALIDATION_ERROR');
    }
    expectError(
      await post(t.app, '/user/verify-age', {}, { token: minor.accessToken }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await verifyAge(minor, '2001-02-31'),
      400,
      'VALIDATION_ERROR',
      'Enter your date of birth as YYYY-MM-DD.',
    );
    expectError(
      await verifyAge(minor, yearsAgo(0, 1)),
      400,
      'VALIDATION_ERROR',
      'The date of birth cannot be in the future.',
    );
    expect((await findUserById(t.ctx.db, minor.userData.id))?.ageVerified).toBe(false);
  });

  it('refuses guests and visitors', async () => {
    const created = await post(t.app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    const guest = json<Session>(created);
    expectError(await verifyAge(guest, yearsAgo(30)), 403, 'GUEST_NOT_ALLOWED');
    expectError(await locate(guest, MIAMI), 403, 'GUEST_NOT_ALLOWED');
    expect(await gateRefusal(t, guest.userData.id)).toBe('GUEST_NOT_ALLOWED');
    expectError(await post(t.app, '/user/verify-age', { date_of_birth: yearsAgo(30) }), 401, 'UNAUTHORIZED');
  });

  it('maps points offline: Florida allowed, Arizona blocked, open sea and Canada not offered', async () => {
    const who = await register(t, 'where');
    const miami = await locate(who, MIAMI);
    expect(miami.statusCode, miami.body).toBe(200);
    expect(json(miami)).toMatchObject({
      location: { country_code: 'US', region: 'US-FL', region_name: 'Florida' },
      cash_play: { allowed: true, reason: null, message: null },
      userData: { country_code: 'US', region_name: 'Florida' },
    });
    const row = await findUserById(t.ctx.db, who.userData.id);
    expect(row?.locationRegion).toBe('US-FL');
    expect(Date.now() - (row?.locationCheckedAt?.getTime() ?? 0)).toBeLessThan(60_000);

    expect(json(await locate(who, PHOENIX))).toMatchObject({
      location: { country_code: 'US', region: 'US-AZ', region_name: 'Arizona' },
      cash_play: {
        allowed: false,
        reason: 'REGION_NOT_AVAILABLE',
        message: 'This feature is not available in your region.',
      },
    });
    expect((await findUserById(t.ctx.db, who.userData.id))?.locationRegion).toBe('US-AZ');

    const sea = await locate(who, MID_ATLANTIC);
    expect(sea.statusCode).toBe(200);
    expect(json(sea)).toMatchObject({
      location: { country_code: null, region: null, region_name: null },
      cash_play: {
        allowed: false,
        reason: 'LOCATION_NOT_SUPPORTED',
        message: 'This location is not supported.',
      },
    });
    const seaRow = await findUserById(t.ctx.db, who.userData.id);
    expect([seaRow?.locationRegion, seaRow?.countryCode]).toEqual([null, null]);
    expect(seaRow?.locationCheckedAt).not.toBeNull();

    expect(json(await locate(who, TORONTO))).toMatchObject({
      location: { country_code: 'CA', region: 'CA', region_name: 'Canada' },
      cash_play: { allowed: false, reason: 'REGION_NOT_AVAILABLE' },
    });

    for (const bad of [
      { latitude: 91, longitude: 0 },
      { latitude: 0, longitude: -180.5 },
      { latitude: '25.7', longitude: -80.1 },
      { latitude: 25.7 },
      { latitude: 25.7, longitude: -80.1, accuracy: 10 },
    ]) {
      expectError(await locate(who, bad), 400, 'VALIDATION_ERROR');
    }
  });

  it('a configuration can offer Canada and block Florida', async () => {
    const custom = await startTestApp(tier, {
      CASH_PLAY_REGIONS: 'US, ca',
      CASH_PLAY_BLOCKED_REGIONS: 'US-FL',
    });
    try {
      const user = uniqueUser('conf');
      expect((await post(custom.app, '/auth/register', user)).statusCode).toBe(200);
      const session = json<Session>(
        await post(custom.app, '/auth/login', { email: user.email, password: user.password }),
      );
      const at = (point: object) => post(custom.app, '/user/location', point, { token: session.accessToken });
      expect(json(await at(TORONTO))).toMatchObject({ cash_play: { allowed: true } });
      expect(json(await at(PHOENIX))).toMatchObject({ cash_play: { allowed: true } });
      expect(json(await at(MIAMI))).toMatchObject({
        cash_play: { allowed: false, reason: 'REGION_NOT_AVAILABLE' },
        userData: { cash_play: { missing: ['email', 'age', 'region'] } },
      });
    } finally {
      await custom.close();
    }
  });

  it('the gate refuses the first missing step, in order, and a location check older than 24 hours', async () => {
    const unverified = await register(t, 'gate', false);
    expect(unverified.userData.cash_play).toEqual({ allowed: false, missing: ['email', 'age', 'location'] });
    expect(await gateRefusal(t, unverified.userData.id)).toBe('ACCOUNT_NOT_VERIFIED');
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, unverified.userData.id));
    expect(await gateRefusal(t, unverified.userData.id)).toBe('AGE_VERIFICATION_REQUIRED');
    expect((await verifyAge(unverified, yearsAgo(40))).statusCode).toBe(200);
    expect(await gateRefusal(t, unverified.userData.id)).toBe('LOCATION_REQUIRED');

    expect((await locate(unverified, MID_ATLANTIC)).statusCode).toBe(200);
    expect(await gateRefusal(t, unverified.userData.id)).toBe('LOCATION_NOT_SUPPORTED');
    const blocked = json<Session>(await locate(unverified, PHOENIX));
    expect(blocked.userData.cash_play).toEqual({ allowed: false, missing: ['region'] });
    expect(await gateRefusal(t, unverified.userData.id)).toBe('REGION_NOT_AVAILABLE');
    const allowed = json<Session>(await locate(unverified, MIAMI));
    expect(allowed.userData.cash_play).toEqual({ allowed: true, missing: [] });
    expect(await gateRefusal(t, unverified.userData.id)).toBeNull();

    // The check expires: 23 hours old still counts, 25 hours old does not.
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
    const setCheckedAt = (at: Date) =>
      t.ctx.db.update(users).set({ locationCheckedAt: at }).where(eq(users.id, unverified.userData.id));
    await setCheckedAt(hoursAgo(23));
    expect(await gateRefusal(t, unverified.userData.id)).toBeNull();
    await setCheckedAt(hoursAgo(25));
    expect(await gateRefusal(t, unverified.userData.id)).toBe('LOCATION_REQUIRED');
    const stale = await post(t.app, '/user/onboarding/skip', {}, { token: unverified.accessToken });
    expect(json<Session>(stale).userData.cash_play).toEqual({ allowed: false, missing: ['location'] });
    // The gate reads the row again: a row passed in stale still meets the current state.
    const staleRow = await findUserById(t.ctx.db, unverified.userData.id);
    expect((await locate(unverified, MIAMI)).statusCode).toBe(200);
    if (!staleRow) throw new Error('no row');
    await expect(assertCashPlayAllowed(t.ctx.db, staleRow, t.ctx.config)).resolves.toBeUndefined();
  });
});
