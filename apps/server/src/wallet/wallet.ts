import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { type Balances, CURRENCIES, type Currency, INSUFFICIENT } from './currencies.js';
import type { HouseKind, LedgerKind } from './ledger-kinds.js';
import {
  findBalanceRow,
  findOperationByKey,
  insertLedgerRows,
  insertOperation,
  ledgerTotals,
  lockBalanceRow,
  writeBalances,
} from './repository.js';
import { announceWalletChange } from './wallet-events.js';

export interface BalanceChange {
  currency: Currency;
  /** Integer; negative spends. Cash, bonus cash and credits are in cents. */
  delta: number;
}

export interface ApplyChanges {
  userId: string;
  changes: readonly BalanceChange[];
  /** A named kind (ledger-kinds.ts): what the change is, and whether coins enter, leave or move. */
  reason: LedgerKind;
  /** Unique per logical operation: a retry or a concurrent duplicate applies once. */
  idempotencyKey: string;
}

export interface ApplyOutcome {
  applied: boolean;
  balances: Balances;
}

function toBalances(row: Record<string, unknown> | undefined): Balances {
  return Object.fromEntries(
    CURRENCIES.map((currency) => [currency, Number(row?.[currency] ?? 0)]),
  ) as Balances;
}

function normalise(changes: readonly BalanceChange[]): BalanceChange[] {
  const totals = new Map<Currency, number>();
  for (const { currency, delta } of changes) {
    if (!CURRENCIES.includes(currency) || !Number.isSafeInteger(delta)) {
      throw new AppError('VALIDATION_ERROR', `Invalid balance change for ${String(currency)}.`);
    }
    totals.set(currency, (totals.get(currency) ?? 0) + delta);
  }
  return [...totals].filter(([, delta]) => delta !== 0).map(([currency, delta]) => ({ currency, delta }));
}

/** jsonb reorders object keys, so stored and requested change sets compare in one canonical form. */
function canonical(changes: readonly BalanceChange[]): string {
  return changes
    .map(({ currency, delta }) => `${currency}:${delta}`)
    .sort()
    .join(',');
}

/**
 * The only way a balance changes: atomically applies a set of changes with a ledger row each, under a row
 * lock, refusing any change that would take a balance below zero (nothing is applied then). The user's
 * sockets are told the new balances once the outermost transaction commits (wallet-events.ts).
 */
export async function applyBalanceChanges(db: Db, request: ApplyChanges): Promise<ApplyOutcome> {
  const changes = normalise(request.changes);
  return db.transaction(async (tx) => {
    const operationId = await insertOperation(tx, {
      userId: request.userId,
      idempotencyKey: request.idempotencyKey,
      reason: request.reason,
      changes,
    });
    const current = await lockBalanceRow(tx, request.userId);
    if (!current) throw new AppError('NOT_FOUND', 'Wallet not found.');
    if (operationId === undefined) {
      const previous = await findOperationByKey(tx, request.idempotencyKey);
      const same =
        previous?.userId === request.userId &&
        canonical(previous.changes as BalanceChange[]) === canonical(changes);
      if (!same)
        throw new AppError('IDEMPOTENCY_CONFLICT', 'This idempotency key was used for another operation.');
      return { applied: false, balances: toBalances(current) };
    }
    const before = toBalances(current);
    const after = { ...before };
    for (const { currency, delta } of changes) {
      after[currency] += delta;
      if (after[currency] < 0) throw new AppError(INSUFFICIENT[currency]);
    }
    if (changes.length > 0) {
      const update = Object.fromEntries(changes.map(({ currency }) => [currency, after[currency]]));
      await writeBalances(tx, request.userId, update);
      await insertLedgerRows(
        tx,
        changes.map(({ currency, delta }) => ({
          operationId,
          userId: request.userId,
          currency,
          delta,
          balanceAfter: after[currency],
          reason: request.reason,
        })),
      );
      await announceWalletChange(tx, request.userId);
    }
    return { applied: true, balances: after };
  });
}

export interface HouseMovement {
  reason: HouseKind;
  currency: Currency;
  /** Positive when the house puts coins into a pot, negative when it takes them out of one. */
  delta: number;
  idempotencyKey: string;
}

/**
 * Records a pot's closing movement to or from the house (no player's balance changes): a ledger row with no
 * user, so the system's totals add up (ledger-kinds.ts). Idempotent by key like applyBalanceChanges.
 */
export async function recordHouseMovement(tx: Db, movement: HouseMovement): Promise<boolean> {
  const changes = normalise([{ currency: movement.currency, delta: movement.delta }]);
  if (changes.length === 0) return false;
  const operationId = await insertOperation(tx, {
    userId: null,
    idempotencyKey: movement.idempotencyKey,
    reason: movement.reason,
    changes,
  });
  if (operationId === undefined) return false;
  await insertLedgerRows(tx, [
    {
      operationId,
      userId: null,
      currency: movement.currency,
      delta: movement.delta,
      // The house keeps no balance; its rows only make the system's totals add up.
      balanceAfter: 0,
      reason: movement.reason,
    },
  ]);
  return true;
}

export async function getBalances(db: Db, userId: string): Promise<Balances> {
  return toBalances(await findBalanceRow(db, userId));
}

/** Per-currency ledger sums for a user: always equal to the balances (checked by the tests). */
export async function ledgerSums(db: Db, userId: string): Promise<Balances> {
  const sums = toBalances(undefined);
  for (const { currency, total } of await ledgerTotals(db, userId)) sums[currency] = total;
  return sums;
}
