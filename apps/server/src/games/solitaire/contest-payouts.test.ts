import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContestResult, contestPrize, placeContest } from './contest-payouts.js';

const result = (id: string, finished: boolean, score: number, seconds = 100, moves = 90): ContestResult => ({
  id,
  finished,
  score,
  seconds,
  moves,
});

const results = fc
  .array(
    fc.record({
      finished: fc.boolean(),
      score: fc.integer({ min: 0, max: 8_000 }),
      seconds: fc.integer({ min: 1, max: 3_600 }),
      moves: fc.integer({ min: 1, max: 400 }),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((rows) => rows.map((row, index) => ({ id: `e${index}`, ...row })));

describe('contest places and payouts', () => {
  it('pays the whole prize to the best score of two, then ties by seconds and moves', () => {
    expect(placeContest([result('a', true, 500), result('b', true, 700)], 200)).toEqual([
      { id: 'b', place: 1, payout: 180 },
      { id: 'a', place: 2, payout: 0 },
    ]);
    expect(placeContest([result('a', true, 700, 90), result('b', true, 700, 80)], 200)[0]?.id).toBe('b');
    expect(placeContest([result('a', true, 700, 80, 99), result('b', true, 700, 80, 98)], 200)[0]?.id).toBe(
      'b',
    );
  });

  it('splits 70/30 among four or more, and shares a place on a full tie', () => {
    const four = [
      result('a', true, 900),
      result('b', true, 800),
      result('c', true, 700),
      result('d', true, 600),
    ];
    expect(placeContest(four, 400).map((placing) => placing.payout)).toEqual([252, 108, 0, 0]);
    const tied = [result('a', true, 900), result('b', true, 900), result('c', true, 1), result('d', true, 0)];
    expect(placeContest(tied, 400)).toEqual([
      { id: 'a', place: 1, payout: 180 },
      { id: 'b', place: 1, payout: 180 },
      { id: 'c', place: 3, payout: 0 },
      { id: 'd', place: 4, payout: 0 },
    ]);
  });

  it('ranks an unfinished table after every finished one and pays it nothing, whatever its score', () => {
    expect(placeContest([result('a', false, 5_000), result('b', true, 0)], 200)).toEqual([
      { id: 'b', place: 1, payout: 180 },
      { id: 'a', place: 2, payout: 0 },
    ]);
  });

  it('never pays more than the prize, never pays the unfinished, and a better place never earns less', () => {
    fc.assert(
      fc.property(results, (rows) => {
        const pot = rows.length * 100;
        const placings = placeContest(rows, pot);
        expect(placings.map((placing) => placing.id).sort()).toEqual(rows.map((row) => row.id).sort());
        const total = placings.reduce((sum, placing) => sum + placing.payout, 0);
        expect(total).toBeLessThanOrEqual(contestPrize(pot));
        expect(contestPrize(pot)).toBeLessThanOrEqual(pot);
        for (const placing of placings) {
          const row = rows.find((candidate) => candidate.id === placing.id) as ContestResult;
          expect(placing.payout).toBeGreaterThanOrEqual(0);
          if (!row.finished) expect(placing.payout).toBe(0);
        }
        for (let index = 1; index < placings.length; index++) {
          const [before, after] = [placings[index - 1], placings[index]] as [
            (typeof placings)[number],
            (typeof placings)[number],
          ];
          expect(before.place).toBeLessThanOrEqual(after.place);
          expect(before.payout).toBeGreaterThanOrEqual(after.payout);
        }
        // Someone finished: the first place is paid (all but what floors away).
        if (rows.some((row) => row.finished)) expect(total).toBeGreaterThan(contestPrize(pot) - rows.length);
      }),
    );
  });
});
