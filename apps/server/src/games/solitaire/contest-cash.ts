/**
 * A cash contest's entry and its refund (issue 14; decision 0018 "Cash contests"). The $1.00 entry is paid
 * with the person's credits first, then bonus cash, then cash balance: the credits and bonus cash are spent
 * (`promo-entry-use`, a sink: they are never withdrawable) and the house puts the same amount of cash into the
 * pot for them (`promo-entry-match`), so the pot always holds real cash, entry_charged per entrant, and its
 * places are paid in withdrawable cash. A refund gives back exactly what was paid in each currency
 * (`contest-refund` for the cash, `promo-entry-refund` for the credits and bonus cash) and the house takes its
 * match back out of the pot (`promo-entry-unmatch`). Every step is keyed by contest and entry.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { INSUFFICIENT } from '../../wallet/currencies.js';
import { lockBalanceRow } from '../../wallet/repository.js';
import { applyBalanceChanges, type BalanceChange, recordHouseMovement } from '../../wallet/wallet.js';

/** How an entry of `fee` cents is split: credits first, then bonus cash, then cash balance. */
export interface CashEntrySplit {
  credits: number;
  bonusCash: number;
  cash: number;
}

/** The split of `fee` over these balances, or undefined when all three together fall short. */
export function splitCashEntry(
  held: { credits: number; bonus_cash: number; cash_balance: number },
  fee: number,
): CashEntrySplit | undefined {
  const credits = Math.min(Math.max(held.credits, 0), fee);
  const bonusCash = Math.min(Math.max(held.bonus_cash, 0), fee - credits);
  const cash = fee - credits - bonusCash;
  if (cash > Math.max(held.cash_balance, 0)) return undefined;
  return { credits, bonusCash, cash };
}

/**
 * In the join's transaction: locks the person's balances and splits the entry over them (REQUIRES_CASH when
 * credits, bonus cash and cash together fall short). The split is stored on the entry before it is paid.
 */
export async function cashEntrySplitFor(tx: Db, userId: string, fee: number): Promise<CashEntrySplit> {
  const row = await lockBalanceRow(tx, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Wallet not found.');
  const split = splitCashEntry(row, fee);
  if (!split) throw new AppError(INSUFFICIENT.cash_balance);
  return split;
}

function promoChanges(credits: number, bonusCash: number, sign: 1 | -1): BalanceChange[] {
  const changes: BalanceChange[] = [];
  if (credits > 0) changes.push({ currency: 'credits', delta: sign * credits });
  if (bonusCash > 0) changes.push({ currency: 'bonus_cash', delta: sign * bonusCash });
  return changes;
}

/** Pays a cash entry as split: the credits and bonus cash spent and matched by the house, the cash into the pot. */
export async function payCashEntry(
  tx: Db,
  entry: { userId: string; contestId: string; entryId: string },
  split: CashEntrySplit,
): Promise<void> {
  const key = `${entry.contestId}:${entry.entryId}`;
  const promo = split.credits + split.bonusCash;
  if (promo > 0) {
    await applyBalanceChanges(tx, {
      userId: entry.userId,
      changes: promoChanges(split.credits, split.bonusCash, -1),
      reason: 'promo-entry-use',
      idempotencyKey: `promo-entry-use:${key}`,
    });
    await recordHouseMovement(tx, {
      reason: 'promo-entry-match',
      currency: 'cash_balance',
      delta: promo,
      idempotencyKey: `promo-entry-match:${key}`,
    });
  }
  if (split.cash > 0)
    await applyBalanceChanges(tx, {
      userId: entry.userId,
      changes: [{ currency: 'cash_balance', delta: -split.cash }],
      reason: 'contest-entry',
      idempotencyKey: `contest-entry:${key}`,
    });
}

/**
 * Gives a refunded cash entry back exactly as it was paid (stored on the entry: entry_charged less its credits
 * and bonus cash was cash) and takes the house's match back out of the pot.
 */
export async function refundCashEntry(
  tx: Db,
  entry: {
    userId: string;
    contestId: string;
    entryId: string;
    entryCharged: number;
    paidCredits: number;
    paidBonusCash: number;
  },
): Promise<void> {
  const key = `${entry.contestId}:${entry.entryId}`;
  const promo = entry.paidCredits + entry.paidBonusCash;
  const cash = entry.entryCharged - promo;
  if (cash > 0)
    await applyBalanceChanges(tx, {
      userId: entry.userId,
      changes: [{ currency: 'cash_balance', delta: cash }],
      reason: 'contest-refund',
      idempotencyKey: `contest-refund:${key}`,
    });
  if (promo > 0) {
    await applyBalanceChanges(tx, {
      userId: entry.userId,
      changes: promoChanges(entry.paidCredits, entry.paidBonusCash, 1),
      reason: 'promo-entry-refund',
      idempotencyKey: `promo-entry-refund:${key}`,
    });
    await recordHouseMovement(tx, {
      reason: 'promo-entry-unmatch',
      currency: 'cash_balance',
      delta: -promo,
      idempotencyKey: `promo-entry-unmatch:${key}`,
    });
  }
}
