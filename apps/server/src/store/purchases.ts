/**
 * Buying with money (issue 14, decision 0021). A checkout opens a pending purchase; only the provider's
 * verified webhook moves a balance, once per event id, inside one transaction with the purchase row locked:
 * - succeeded: the product's amount (`purchase`), on the account's first payment 10% of the price as bonus
 *   cash (`first-purchase-bonus`, once per account), then any debt in that currency paid off from it;
 * - refunded (a refund or a chargeback): the amount and the bonus taken back as far as the balances still hold
 *   them (`purchase-refund`); the rest becomes a debt (balances never go below zero);
 * - pending and failed only change the purchase's status.
 */
import {
  FIRST_PURCHASE_BONUS_PERCENT,
  type PaymentMethod,
  type Purchase,
  type PurchaseStatus,
} from '@cardroom/protocol';
import type { Db } from '../db/client.js';
import { isUuid } from '../games/ids.js';
import { AppError } from '../http/errors.js';
import type { Currency } from '../wallet/currencies.js';
import { lockBalanceRow } from '../wallet/repository.js';
import { applyBalanceChanges, type BalanceChange } from '../wallet/wallet.js';
import { findProduct } from './catalogue.js';
import type { PaymentEvent, PaymentProvider } from './providers.js';
import {
  changeDebt,
  findDebt,
  findPurchaseIdByPayment,
  firstPurchaseBonusUsed,
  insertPurchase,
  lockPurchase,
  type PurchaseRow,
  recordPaymentEvent,
  setProviderRef,
  updatePurchase,
} from './repository.js';

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    purchase_id: row.id,
    product_id: row.productId,
    method: row.method as PaymentMethod,
    provider: row.provider as Purchase['provider'],
    status: row.status as PurchaseStatus,
    currency: row.currency as Currency,
    amount: row.amount,
    price_cents: row.priceCents,
    bonus_cash: row.bonusCash,
    created_at: row.createdAt.toISOString(),
  };
}

export function firstPurchaseBonus(priceCents: number): number {
  return Math.floor((priceCents * FIRST_PURCHASE_BONUS_PERCENT) / 100);
}

export async function openCheckout(
  db: Db,
  provider: PaymentProvider,
  request: { userId: string; productId: string; method: PaymentMethod; returnUrl: string },
): Promise<{ purchase: PurchaseRow; url: string }> {
  const product = findProduct(request.productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  const purchase = await insertPurchase(db, {
    userId: request.userId,
    productId: product.product_id,
    method: request.method,
    provider: provider.name,
    currency: product.currency,
    amount: product.amount,
    priceCents: product.price_cents,
  });
  let checkout: { providerRef: string; url: string };
  try {
    checkout = await provider.createCheckout({
      purchaseId: purchase.id,
      product,
      method: request.method,
      returnUrl: request.returnUrl,
    });
  } catch (error) {
    await updatePurchase(db, purchase.id, { status: 'failed' });
    if (error instanceof AppError) throw error;
    throw new AppError('PAYMENT_ERROR');
  }
  await setProviderRef(db, purchase.id, checkout.providerRef);
  return { purchase: { ...purchase, providerRef: checkout.providerRef }, url: checkout.url };
}

export type EventOutcome = 'applied' | 'duplicate' | 'no-change' | 'partial-refund';

/** The purchase an event is about: named by our id, else found by the provider's payment id. */
async function purchaseIdOf(db: Db, provider: string, event: PaymentEvent): Promise<string> {
  const id =
    event.purchaseId ?? (event.paymentRef && (await findPurchaseIdByPayment(db, provider, event.paymentRef)));
  if (!id || !isUuid(id)) throw new AppError('PURCHASE_NOT_FOUND');
  return id;
}

/**
 * Applies one verified event from `provider` (see the module comment); safe to call again with the same event.
 * A partial refund is acknowledged but not applied: taking back a whole pack for part of its price would be
 * wrong, and so would guessing a share; it is logged for an operator.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
): Promise<{ outcome: EventOutcome; purchaseId: string }> {
  const purchaseId = await purchaseIdOf(db, provider, event);
  const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase || purchase.provider !== provider) throw new AppError('PURCHASE_NOT_FOUND');
    if (event.type === 'payment.refunded' && event.amountCents < purchase.priceCents) return 'partial-refund';
    if (event.amountCents !== purchase.priceCents) {
      throw new AppError('VALIDATION_ERROR', 'The amount paid does not match the purchase.');
    }
    const fresh = await recordPaymentEvent(tx, {
      id: `${purchase.provider}:${event.id}`,
      purchaseId: purchase.id,
      type: event.type,
    });
    if (!fresh) return 'duplicate';
    if (event.paymentRef && !purchase.providerPayment) {
      await updatePurchase(tx, purchase.id, { providerPayment: event.paymentRef });
    }
    const status = purchase.status as PurchaseStatus;
    switch (event.type) {
      case 'payment.pending':
        return 'no-change';
      case 'payment.failed':
        if (status !== 'pending') return 'no-change';
        await updatePurchase(tx, purchase.id, { status: 'failed' });
        return 'applied';
      case 'payment.succeeded':
        if (status !== 'pending' && status !== 'failed') return 'no-change';
        await creditPurchase(tx, purchase);
        return 'applied';
      case 'payment.refunded':
        if (status !== 'succeeded') return 'no-change';
        await takeBackPurchase(tx, purchase);
        return 'applied';
    }
  });
  return { outcome, purchaseId };
}

async function creditPurchase(tx: Db, purchase: PurchaseRow): Promise<void> {
  const userId = purchase.userId;
  // A deleted account's purchase is marked paid; there is no balance left to credit.
  if (!userId) {
    await updatePurchase(tx, purchase.id, { status: 'succeeded' });
    return;
  }
  // One user's payments apply one at a time: the first-purchase check below cannot race another payment.
  await lockBalanceRow(tx, userId);
  const currency = purchase.currency as Currency;
  const bonus = (await firstPurchaseBonusUsed(tx, userId)) ? 0 : firstPurchaseBonus(purchase.priceCents);
  await applyBalanceChanges(tx, {
    userId,
    changes: [{ currency, delta: purchase.amount }],
    reason: 'purchase',
    idempotencyKey: `purchase:${purchase.id}`,
  });
  if (bonus > 0) {
    await applyBalanceChanges(tx, {
      userId,
      changes: [{ currency: 'bonus_cash', delta: bonus }],
      reason: 'first-purchase-bonus',
      idempotencyKey: `first-purchase-bonus:${userId}`,
    });
  }
  await updatePurchase(tx, purchase.id, { status: 'succeeded', bonusCash: bonus });
  await settleDebt(tx, userId, currency, purchase.id);
}

/** Pays off what the user owes in `currency` from what this purchase just brought. */
async function settleDebt(tx: Db, userId: string, currency: Currency, purchaseId: string): Promise<void> {
  const debt = await findDebt(tx, userId, currency);
  if (debt <= 0) return;
  const balance = Number((await lockBalanceRow(tx, userId))?.[currency] ?? 0);
  const settled = Math.min(debt, balance);
  if (settled <= 0) return;
  await applyBalanceChanges(tx, {
    userId,
    changes: [{ currency, delta: -settled }],
    reason: 'purchase-debt-settled',
    idempotencyKey: `purchase-debt:${purchaseId}:${currency}`,
  });
  await changeDebt(tx, userId, currency, -settled);
}

async function takeBackPurchase(tx: Db, purchase: PurchaseRow): Promise<void> {
  await updatePurchase(tx, purchase.id, { status: 'refunded' });
  const userId = purchase.userId;
  if (!userId) return;
  const row = await lockBalanceRow(tx, userId);
  const owed: BalanceChange[] = [
    { currency: purchase.currency as Currency, delta: purchase.amount },
    { currency: 'bonus_cash', delta: purchase.bonusCash },
  ].filter((owing): owing is BalanceChange => owing.delta > 0);
  const taken: BalanceChange[] = [];
  for (const { currency, delta } of owed) {
    const take = Math.min(delta, Number(row?.[currency] ?? 0));
    if (take > 0) taken.push({ currency, delta: -take });
    await changeDebt(tx, userId, currency, delta - take);
  }
  if (taken.length > 0) {
    await applyBalanceChanges(tx, {
      userId,
      changes: taken,
      reason: 'purchase-refund',
      idempotencyKey: `purchase-refund:${purchase.id}`,
    });
  }
}
