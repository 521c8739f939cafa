import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  type CashPlayRegions,
  cashPlayRefusal,
  cashPlayStatusOf,
  DEFAULT_CASH_PLAY_REGIONS,
  locationIsFresh,
  regionRefusal,
} from './cash-play.js';
import type { UserRow } from './repository.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3600 * 1000);

function user(overrides: Partial<UserRow> = {}): UserRow {
  return {
    roles: ['ROLE_USER'],
    email: 'ann@example.com',
    emailVerified: true,
    ageVerified: true,
    dateOfBirth: '1990-05-17',
    locationRegion: 'US-FL',
    locationCheckedAt: hoursBefore(1),
    ...overrides,
  } as UserRow;
}

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-16', '2026-06-15')).toBe(17);
    expect(ageOn('2008-12-31', '2027-01-01')).toBe(18);
    // A 29 February birthday is reached on 1 March in other years.
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('agrees with calendar arithmetic: 18 exactly when the 18th birthday has come', () => {
    const day = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (born, today) => {
        fc.pre(born <= today);
        const [y, m, d] = born.split('-').map(Number) as [number, number, number];
        // The 18th birthday, a 29 February one moved to 1 March when that year has none.
        const eighteenth = new Date(Date.UTC(y + 18, m - 1, d)).toISOString().slice(0, 10);
        expect(ageOn(born, today) >= 18).toBe(today >= eighteenth);
      }),
    );
  });
});

describe('regionRefusal', () => {
  const regions: CashPlayRegions = {
    CASH_PLAY_REGIONS: ['US', 'CA-ON'],
    CASH_PLAY_BLOCKED_REGIONS: ['US-AZ'],
  };

  it('allows a listed country or region less the blocked ones', () => {
    expect(regionRefusal('US-FL', regions)).toBeNull();
    expect(regionRefusal('US-AZ', regions)).toBe('REGION_NOT_AVAILABLE');
    expect(regionRefusal('CA-ON', regions)).toBeNull();
    expect(regionRefusal('CA', regions)).toBe('REGION_NOT_AVAILABLE');
    expect(regionRefusal('MX', regions)).toBe('REGION_NOT_AVAILABLE');
  });

  it('does not support an unknown place or a US point without a state', () => {
    expect(regionRefusal(null, regions)).toBe('LOCATION_NOT_SUPPORTED');
    expect(regionRefusal('US', regions)).toBe('LOCATION_NOT_SUPPORTED');
  });

  it('blocks a whole country when its code is listed', () => {
    expect(regionRefusal('US-FL', { CASH_PLAY_REGIONS: ['US'], CASH_PLAY_BLOCKED_REGIONS: ['US'] })).toBe(
      'REGION_NOT_AVAILABLE',
    );
  });

  it('by default, every US state but the nine restricted ones', () => {
    for (const state of ['US-FL', 'US-NY', 'US-CA', 'US-TX', 'US-DC'])
      expect(regionRefusal(state, DEFAULT_CASH_PLAY_REGIONS)).toBeNull();
    for (const state of ['US-AZ', 'US-AR', 'US-CT', 'US-DE', 'US-LA', 'US-MT', 'US-SC', 'US-SD', 'US-TN'])
      expect(regionRefusal(state, DEFAULT_CASH_PLAY_REGIONS)).toBe('REGION_NOT_AVAILABLE');
    expect(regionRefusal('CA', DEFAULT_CASH_PLAY_REGIONS)).toBe('REGION_NOT_AVAILABLE');
  });
});

describe('the gate', () => {
  it('a location check counts for 24 hours', () => {
    expect(locationIsFresh(null, NOW)).toBe(false);
    expect(locationIsFresh(hoursBefore(23.9), NOW)).toBe(true);
    expect(locationIsFresh(hoursBefore(24), NOW)).toBe(true);
    expect(locationIsFresh(hoursBefore(24.01), NOW)).toBe(false);
    // A check stamped far in the future (a wrong clock) does not count.
    expect(locationIsFresh(hoursBefore(-2), NOW)).toBe(false);
  });

  it('names every missing step and refuses the first, in the checklist order', () => {
    const cases: [Partial<UserRow>, string[], string | null][] = [
      [{}, [], null],
      [{ roles: ['ROLE_GUEST'], email: null, emailVerified: false }, ['email'], 'GUEST_NOT_ALLOWED'],
      [{ emailVerified: false, ageVerified: false }, ['email', 'age'], 'ACCOUNT_NOT_VERIFIED'],
      [{ ageVerified: false, locationCheckedAt: null }, ['age', 'location'], 'AGE_VERIFICATION_REQUIRED'],
      [{ locationCheckedAt: hoursBefore(30) }, ['location'], 'LOCATION_REQUIRED'],
      // An old check in a blocked place asks for a new check, not for another place.
      [{ locationCheckedAt: hoursBefore(30), locationRegion: 'US-AZ' }, ['location'], 'LOCATION_REQUIRED'],
      [{ locationRegion: 'US-AZ' }, ['region'], 'REGION_NOT_AVAILABLE'],
      [{ locationRegion: null }, ['region'], 'LOCATION_NOT_SUPPORTED'],
    ];
    for (const [overrides, missing, refusal] of cases) {
      const row = user(overrides);
      expect(cashPlayStatusOf(row, DEFAULT_CASH_PLAY_REGIONS, NOW)).toEqual({
        allowed: missing.length === 0,
        missing,
      });
      expect(cashPlayRefusal(row, DEFAULT_CASH_PLAY_REGIONS, NOW)).toBe(refusal);
    }
  });
});
