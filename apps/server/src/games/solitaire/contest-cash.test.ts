import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCashEntry } from './contest-cash.js';

const cents = fc.integer({ min: 0, max: 500 });

describe('a cash entry split over credits, bonus cash and cash', () => {
  it('takes credits first, then bonus cash, then cash', () => {
    expect(splitCashEntry({ credits: 30, bonus_cash: 50, cash_balance: 500 }, 100)).toEqual({
      credits: 30,
      bonusCash: 50,
      cash: 20,
    });
    expect(splitCashEntry({ credits: 0, bonus_cash: 150, cash_balance: 0 }, 100)).toEqual({
      credits: 0,
      bonusCash: 100,
      cash: 0,
    });
    expect(splitCashEntry({ credits: 0, bonus_cash: 0, cash_balance: 100 }, 100)).toEqual({
      credits: 0,
      bonusCash: 0,
      cash: 100,
    });
    expect(splitCashEntry({ credits: 30, bonus_cash: 50, cash_balance: 19 }, 100)).toBeUndefined();
  });

  it('always pays the whole fee from what is held, each currency only once the one before is used up', () => {
    fc.assert(
      fc.property(cents, cents, cents, fc.integer({ min: 1, max: 300 }), (credits, bonus, cash, fee) => {
        const split = splitCashEntry({ credits, bonus_cash: bonus, cash_balance: cash }, fee);
        if (credits + bonus + cash < fee) {
          expect(split).toBeUndefined();
          return;
        }
        if (!split) throw new Error('enough was held but no split came back');
        expect(split.credits + split.bonusCash + split.cash).toBe(fee);
        expect(split.credits).toBe(Math.min(credits, fee));
        expect(split.bonusCash).toBe(Math.min(bonus, fee - split.credits));
        expect(split.credits <= credits && split.bonusCash <= bonus && split.cash <= cash).toBe(true);
        expect(Math.min(split.credits, split.bonusCash, split.cash)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
