import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { amountLabel, kindOfCurrency } from './store-format.js';

/** A `t` that shows which key and values it was asked for. */
const echo = ((key: string, options: Record<string, unknown>) =>
  `${key} ${JSON.stringify(options)}`) as unknown as TFunction;

describe('store amounts', () => {
  it('names tickets by their tier, counted for the plural', () => {
    expect(kindOfCurrency('ticket_silver')).toBe('tickets');
    expect(amountLabel(echo, { currency: 'ticket_silver', amount: 3 }, 'en')).toBe(
      'store.amount.ticket_silver {"amount":"3","count":3}',
    );
  });

  it('names cash as a deposit in money and coins by their kind', () => {
    expect(kindOfCurrency('cash_balance')).toBe('deposit');
    expect(amountLabel(echo, { currency: 'coins', amount: 5500 }, 'en')).toBe(
      'store.amount.coins {"amount":"5,500"}',
    );
  });
});
