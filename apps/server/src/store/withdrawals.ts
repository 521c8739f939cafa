/**
 * Cash withdrawals (issue 14, decision 0021 "Withdrawals"). Cash, never bonus cash, leaves the balance when the
 * withdrawal is requested (`cash-withdrawal`, in the transaction that inserts the withdrawal row), then the
 * provider is asked to pay it to the account's payout email. The provider's verified webhook ends it, once,
 * under the row lock: paid, or failed, and then the cash comes back (`cash-withdrawal-returned`, keyed by the
 * withdrawal so it is given back once). A paid withdrawal never fails afterwards, nor a failed one gets paid.
 *
 * The withdrawal's id is derived from the user and the client's request id: a retried or doubled request
 * finds the row the first one inserted (the primary key decides a race) and withdraws once.
 */
import { createHash } from 'node:crypto';
import { MIN_WITHDRAWAL_CENTS, type Withdrawal, type WithdrawalStatus } from '@cardroom/protocol';
import type { Db } from '../db/client.js';
import { isUuid } from '../games/ids.js';
import { AppError } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { isGuest } from '../users/roles.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import type { PaymentProvider, PayoutEvent } from './providers.js';
import {
  findWithdrawal,
  insertWithdrawal,
  lockWithdrawal,
  updateWithdrawal,
  type WithdrawalRow,
} from './withdrawal-repository.js';

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    withdrawal_id: row.id,
    amount_cents: row.amountCents,
    payout_email: row.payoutEmail,
    provider: row.provider as Withdrawal['provider'],
    status: row.status as WithdrawalStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A UUID (version 8: name-based, SHA-256) naming the withdrawal of one user's request id. */
export function withdrawalIdFor(userId: string, requestId: string): string {
  const hex = createHash('sha256').update(`cash-withdrawal:${userId}:${requestId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

export interface WithdrawalRequest {
  user: UserRow;
  amountCents: number;
  requestId: string;
  /** False where the provider must not be used (the sandbox in production): refused like a provider that cannot pay. */
  payoutsOpen?: boolean;
}

/** Why this user may not withdraw now, checked before any cash moves. */
function refuseWithdrawal(request: WithdrawalRequest, provider: PaymentProvider): void {
  const { user, amountCents } = request;
  if (isGuest(user)) throw new AppError('GUEST_NOT_ALLOWED');
  if (!user.email || !user.emailVerified) throw new AppError('ACCOUNT_NOT_VERIFIED');
  // Cash leaves only to an adult who verified their age, as it came in (deposits and cash play ask the same).
  if (!user.ageVerified) throw new AppError('AGE_VERIFICATION_REQUIRED', 'Verify your age to withdraw cash.');
  if (!user.payoutEmail) throw new AppError('PAYOUT_EMAIL_REQUIRED');
  if (amountCents < MIN_WITHDRAWAL_CENTS)
    throw new AppError('WITHDRAWAL_BELOW_MINIMUM', undefined, 'amount_cents');
  if (!provider.paysOut || request.payoutsOpen === false) throw new AppError('PAYOUTS_NOT_AVAILABLE');
}

/**
 * Requests a withdrawal of `amountCents` cash to the user's payout email and asks the provider to pay it.
 * More than the cash balance is refused with REQUIRES_CASH (bonus cash does not count); the same request id
 * again answers the same withdrawal.
 */
export async function requestWithdrawal(
  db: Db,
  provider: PaymentProvider,
  request: WithdrawalRequest,
): Promise<WithdrawalRow> {
  const { user, amountCents } = request;
  refuseWithdrawal(request, provider);
  const payoutEmail = user.payoutEmail as string;
  const id = withdrawalIdFor(user.id, request.requestId);
  const withdrawal = await db.transaction(async (tx) => {
    const inserted = await insertWithdrawal(tx, {
      id,
      userId: user.id,
      amountCents,
      payoutEmail,
      provider: provider.name,
    });
    if (!inserted) {
      const earlier = await findWithdrawal(tx, id);
      if (!earlier || earlier.userId !== user.id || earlier.amountCents !== amountCents) {
        throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for another withdrawal.');
      }
      return earlier;
    }
    await applyBalanceChanges(tx, {
      userId: user.id,
      changes: [{ currency: 'cash_balance', delta: -amountCents }],
      reason: 'cash-withdrawal',
      idempotencyKey: `cash-withdrawal:${id}`,
    });
    return inserted;
  });
  if (withdrawal.status !== 'requested' || withdrawal.providerRef) return withdrawal;
  return askForPayout(db, provider, withdrawal);
}

/** Asks the provider to pay; a provider that refuses ends the withdrawal failed, with the cash back. */
async function askForPayout(
  db: Db,
  provider: PaymentProvider,
  withdrawal: WithdrawalRow,
): Promise<WithdrawalRow> {
  let providerRef: string;
  try {
    ({ providerRef } = await provider.createPayout({
      withdrawalId: withdrawal.id,
      amountCents: withdrawal.amountCents,
      email: withdrawal.payoutEmail,
    }));
  } catch (error) {
    await db.transaction(async (tx) => {
      const locked = await lockWithdrawal(tx, withdrawal.id);
      if (locked?.status === 'requested') await failWithdrawal(tx, locked);
    });
    if (error instanceof AppError) throw error;
    throw new AppError('PAYMENT_ERROR');
  }
  return (await updateWithdrawal(db, withdrawal.id, { providerRef })) ?? withdrawal;
}

async function failWithdrawal(tx: Db, withdrawal: WithdrawalRow): Promise<void> {
  await updateWithdrawal(tx, withdrawal.id, { status: 'failed' });
  // A deleted account's withdrawal is marked failed; there is no balance left to give the cash back to.
  if (!withdrawal.userId) return;
  await applyBalanceChanges(tx, {
    userId: withdrawal.userId,
    changes: [{ currency: 'cash_balance', delta: withdrawal.amountCents }],
    reason: 'cash-withdrawal-returned',
    idempotencyKey: `cash-withdrawal-returned:${withdrawal.id}`,
  });
}

export type PayoutOutcome = 'applied' | 'no-change';

/**
 * Applies one verified payout event from `provider`; safe to call again with the same event, or with the
 * opposite one after it: only a requested withdrawal changes, so each ending applies once.
 */
export async function applyPayoutEvent(
  db: Db,
  provider: string,
  event: PayoutEvent,
): Promise<{ outcome: PayoutOutcome; withdrawalId: string }> {
  if (!isUuid(event.withdrawalId)) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const outcome = await db.transaction(async (tx): Promise<PayoutOutcome> => {
    const withdrawal = await lockWithdrawal(tx, event.withdrawalId);
    if (!withdrawal || withdrawal.provider !== provider) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (event.amountCents !== withdrawal.amountCents) {
      throw new AppError('VALIDATION_ERROR', 'The amount paid out does not match the withdrawal.');
    }
    if (withdrawal.status !== 'requested') return 'no-change';
    if (event.type === 'payout.paid') await updateWithdrawal(tx, withdrawal.id, { status: 'paid' });
    else await failWithdrawal(tx, withdrawal);
    return 'applied';
  });
  return { outcome, withdrawalId: event.withdrawalId };
}
