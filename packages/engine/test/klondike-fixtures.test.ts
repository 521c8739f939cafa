import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyKlondike,
  createKlondikeFromDeal,
  type KlondikeAction,
  type KlondikeDeal,
  type KlondikeSettings,
  klondikeScore,
} from '../src/index.js';

interface FixtureStep {
  action: KlondikeAction;
  /** When the score is read; the action's atMs when absent. */
  elapsedMs?: number;
  score: number;
  /** The action is refused with this code, and the score stays. */
  refused?: string;
}

interface FixtureCase {
  name: string;
  deal: KlondikeDeal & { id?: string };
  settings: KlondikeSettings;
  steps: FixtureStep[];
}

interface FixtureFile {
  description: string;
  cases: FixtureCase[];
}

const folder = join(import.meta.dirname, '..', 'fixtures', 'klondike-scoring');
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((file) => ({ file, fixture: JSON.parse(readFileSync(join(folder, file), 'utf8')) as FixtureFile }));

describe('klondike scoring fixtures', () => {
  it('has at least 20 cases with unique names, standard and Vegas, timed and not, ranked and free', () => {
    const cases = fixtures.flatMap(({ fixture }) => fixture.cases);
    expect(cases.length).toBeGreaterThanOrEqual(20);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.settings.scoring))).toEqual(new Set(['standard', 'vegas']));
    expect(new Set(cases.map((c) => c.settings.ranked))).toEqual(new Set([true, false]));
    expect(new Set(cases.map((c) => c.settings.draw))).toEqual(new Set([1, 3]));
    const kinds = new Set(cases.flatMap((c) => c.steps.map((step) => step.action.type)));
    expect(kinds).toEqual(new Set(['draw', 'recycle', 'move', 'undo', 'hint', 'resign']));
  });

  for (const { file, fixture } of fixtures) {
    describe(file, () => {
      for (const testCase of fixture.cases) {
        it(testCase.name, () => {
          let state = createKlondikeFromDeal(testCase.deal, testCase.settings);
          testCase.steps.forEach((step, index) => {
            const where = `step ${index + 1} (${JSON.stringify(step.action)})`;
            const result = applyKlondike(state, step.action);
            if (step.refused) {
              expect(result.ok ? 'accepted' : result.error.code, where).toBe(step.refused);
            } else {
              if (!result.ok) throw new Error(`${where} refused: ${result.error.code}`);
              state = result.state;
            }
            expect(klondikeScore(state, step.elapsedMs ?? step.action.atMs), where).toBe(step.score);
          });
        });
      }
    });
  }
});
