/**
 * The store (issue 14): the catalogue of what money buys, checkout through a payment provider, the
 * sandbox provider's own payment page, and the buyer's purchase history. Balances change only when the
 * provider's signed webhook confirms a payment (POST /store/webhook/:provider, a raw-body route outside
 * this list: its body is the provider's, not ours). Cash leaves through withdrawals: taken when requested,
 * paid out by the provider to the payout email, given back if the provider reports the payout failed.
 */
import { z } from 'zod';
import { MIN_WITHDRAWAL_CENTS } from '../constants.js';
import { userDataSchema } from '../entities.js';
import { amountSchema, CURRENCIES } from '../game-entities.js';
import { idSchema } from '../validation.js';
import { defineCall, successResponse } from './define.js';

/** Spec §2's payment choice. */
export const PAYMENT_METHODS = ['card', 'paypal', 'apple_pay', 'google_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const PRODUCT_KINDS = ['coins', 'gems', 'gold', 'tickets', 'deposit'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PURCHASE_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** What the sandbox's payment page lets a tester choose. */
export const SANDBOX_OUTCOMES = ['success', 'pending', 'failure'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** One thing money buys: `amount` of `currency` (cash in cents) for `price_cents` US cents. */
export const productSchema = z.object({
  product_id: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  currency: z.enum(CURRENCIES),
  amount: z.number().int().positive(),
  price_cents: z.number().int().positive(),
  /** The pack the store highlights. */
  featured: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** A pack bought with a currency of the game (gems for coins), not with money. */
export const exchangeSchema = z.object({
  exchange_id: z.string(),
  pay: amountSchema,
  get: amountSchema,
});
export type Exchange = z.infer<typeof exchangeSchema>;

export const purchaseSchema = z.object({
  purchase_id: z.string(),
  product_id: z.string(),
  method: paymentMethodSchema,
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PURCHASE_STATUSES),
  currency: z.enum(CURRENCIES),
  amount: z.number().int(),
  price_cents: z.number().int(),
  /** Bonus cash in cents added by the first-purchase bonus (0 for every later purchase). */
  bonus_cash: z.number().int(),
  created_at: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

const purchaseRef = z.strictObject({ purchase_id: idSchema });

/** requested: the cash has left the balance and the provider is paying it; paid; failed: the cash came back. */
export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What the sandbox's payout page lets a tester choose. */
export const SANDBOX_PAYOUT_OUTCOMES = ['paid', 'failed'] as const;
export type SandboxPayoutOutcome = (typeof SANDBOX_PAYOUT_OUTCOMES)[number];

export const withdrawalSchema = z.object({
  withdrawal_id: z.string(),
  /** Cash in US cents. */
  amount_cents: z.number().int().positive(),
  /** Where the provider sends the money: the account's payout email when it was requested. */
  payout_email: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(WITHDRAWAL_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * A withdrawal's amount: whole cents. The minimum is the server's refusal (WITHDRAWAL_BELOW_MINIMUM, with
 * its own message), not a validation error, so the form can say what the smallest withdrawal is.
 */
const withdrawalAmountSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const STORE_CALL_LIST = [
  defineCall({
    id: 'storeCatalogue',
    method: 'GET',
    path: '/store/catalogue',
    auth: 'optional',
    summary:
      'What money buys, the payment methods, and whether the caller still has the first-purchase bonus.',
    response: successResponse({
      products: z.array(productSchema),
      exchanges: z.array(exchangeSchema),
      payment_methods: z.array(paymentMethodSchema),
      provider: z.enum(PAYMENT_PROVIDERS),
      first_purchase_bonus_percent: z.number().int(),
      /** Signed in and never paid for anything yet (false for visitors). */
      first_purchase_bonus_available: z.boolean(),
    }),
  }),
  defineCall({
    id: 'storeCheckout',
    method: 'POST',
    path: '/store/checkout',
    auth: 'bearer',
    summary:
      'Opens a pending purchase with the payment provider; the balance changes only on its signed webhook.',
    body: z.strictObject({ product_id: idSchema, method: paymentMethodSchema }),
    response: successResponse({
      purchase: purchaseSchema,
      /** Where the provider takes the payment: the sandbox's page in this app, or the provider's URL. */
      checkout_url: z.string(),
    }),
  }),
  defineCall({
    id: 'storeSandboxPay',
    method: 'POST',
    path: '/store/sandbox/pay',
    auth: 'bearer',
    summary:
      "The sandbox provider's payment page: the tester's outcome is sent back as a signed webhook and applied.",
    body: z.strictObject({ purchase_id: idSchema, outcome: z.enum(SANDBOX_OUTCOMES) }),
    response: successResponse({ purchase: purchaseSchema, userData: userDataSchema }),
  }),
  defineCall({
    id: 'storeExchange',
    method: 'POST',
    path: '/store/exchange',
    auth: 'bearer',
    summary:
      'Buys a pack with a currency of the game (gems for coins); `request_id` makes a retried tap buy it once.',
    body: z.strictObject({ exchange_id: idSchema, request_id: z.uuid() }),
    response: successResponse({ userData: userDataSchema }),
  }),
  defineCall({
    id: 'storePurchase',
    method: 'GET',
    path: '/store/purchase',
    auth: 'bearer',
    summary: "One of the caller's purchases, with their balances (a pending payment is polled here).",
    query: purchaseRef,
    response: successResponse({ purchase: purchaseSchema, userData: userDataSchema }),
  }),
  defineCall({
    id: 'storePurchases',
    method: 'GET',
    path: '/store/purchases',
    auth: 'bearer',
    summary: "The caller's purchases, newest first.",
    response: successResponse({ purchases: z.array(purchaseSchema) }),
  }),
  defineCall({
    id: 'userWithdraw',
    method: 'POST',
    path: '/user/withdraw',
    auth: 'bearer',
    summary:
      `Withdraws cash (never bonus cash) to the payout email: at least ${MIN_WITHDRAWAL_CENTS} cents, a ` +
      'verified email required. The cash leaves the balance at once; the provider pays it out and, if the ' +
      'payout fails, it comes back. `request_id` makes a retried request withdraw once.',
    body: z.strictObject({ amount_cents: withdrawalAmountSchema, request_id: z.uuid() }),
    response: successResponse({ withdrawal: withdrawalSchema, userData: userDataSchema }),
  }),
  defineCall({
    id: 'userWithdrawals',
    method: 'GET',
    path: '/user/withdrawals',
    auth: 'bearer',
    summary: "The caller's cash withdrawals, newest first.",
    response: successResponse({ withdrawals: z.array(withdrawalSchema) }),
  }),
  defineCall({
    id: 'storeSandboxPayout',
    method: 'POST',
    path: '/store/sandbox/payout',
    auth: 'bearer',
    summary:
      "The sandbox provider's payout page: the tester's outcome for a requested withdrawal is sent back as a " +
      'signed webhook and applied (failed gives the cash back).',
    body: z.strictObject({ withdrawal_id: idSchema, outcome: z.enum(SANDBOX_PAYOUT_OUTCOMES) }),
    response: successResponse({ withdrawal: withdrawalSchema, userData: userDataSchema }),
  }),
] as const;
