import { CURRENCIES, type Currency, INSUFFICIENT_BALANCE_CODES } from '@cardroom/protocol';

export { CURRENCIES, type Currency };
export type Balances = Record<Currency, number>;

/** The spec's "requires …" refusal for each currency. */
export const INSUFFICIENT = INSUFFICIENT_BALANCE_CODES;

export const STARTING_COINS = { user: 1000, guest: 500 } as const;
