import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPADES_SETTINGS,
  type HeartsSideStats,
  type SeatHandResult,
  type SideScore,
  SPADES_MODES,
  type SpadesMode,
  scoreHand,
} from '../src/index.js';

interface FixtureCase {
  name: string;
  seats: SeatHandResult[];
  prior: SideScore[];
  expect: SideScore[];
  sides?: HeartsSideStats[];
}

interface FixtureFile {
  mode: SpadesMode;
  settings: { nilTricksCountForPartner?: boolean };
  cases: FixtureCase[];
}

const folder = join(import.meta.dirname, '..', 'fixtures', 'spades-scoring');
const files = readdirSync(folder).filter((name) => name.endsWith('.json'));

describe('spades scoring fixtures', () => {
  it('has at least 25 cases across all four modes', () => {
    const loaded = files.map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as FixtureFile);
    expect(loaded.reduce((sum, fixture) => sum + fixture.cases.length, 0)).toBeGreaterThanOrEqual(25);
    expect(new Set(loaded.map((fixture) => fixture.mode))).toEqual(new Set(SPADES_MODES));
  });

  for (const file of files) {
    const fixture = JSON.parse(readFileSync(join(folder, file), 'utf8')) as FixtureFile;
    describe(`${file} (${fixture.mode})`, () => {
      for (const testCase of fixture.cases) {
        it(testCase.name, () => {
          expect(testCase.seats.reduce((sum, seat) => sum + seat.tricks, 0)).toBe(13);
          const settings = { ...DEFAULT_SPADES_SETTINGS, ...fixture.settings };
          const sides = scoreHand(fixture.mode, settings, {
            seats: testCase.seats,
            prior: testCase.prior,
            sides: testCase.sides,
          });
          expect(sides.map(({ score, bags }) => ({ score, bags }))).toEqual(testCase.expect);
        });
      }
    });
  }
});
