/**
 * Payment providers behind one interface (design.md): open a checkout, ask for a payout (a cash withdrawal),
 * and turn a webhook's raw body and headers into a verified, provider-neutral event, or refuse it. Only a
 * verified event moves a balance.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentMethod, PaymentProviderName, Product } from '@cardroom/protocol';
import Stripe from 'stripe';
import { AppError } from '../http/errors.js';
import { checkSignature, SIGNATURE_TOLERANCE_SECONDS, signatureHeader } from './webhook-signature.js';

export type PaymentEventType =
  | 'payment.succeeded'
  | 'payment.pending'
  | 'payment.failed'
  | 'payment.refunded';

export interface PaymentEvent {
  /** The provider's event id: the same event delivered twice applies once. */
  id: string;
  type: PaymentEventType;
  /**
   * Our purchase, when the event names it. A Stripe refund or dispute may name only the payment (its
   * PaymentIntent): `paymentRef`, which the purchase learnt from its completed checkout.
   */
  purchaseId?: string;
  paymentRef?: string;
  /** What the provider says was paid (or refunded), in US cents; checked against the purchase. */
  amountCents: number;
}

/** An event the sandbox sends: it always names the purchase. */
export type SandboxEvent = Omit<PaymentEvent, 'purchaseId' | 'paymentRef'> & { purchaseId: string };

export type PayoutEventType = 'payout.paid' | 'payout.failed';

/** How a payout (a cash withdrawal) ended, as the provider reports it. */
export interface PayoutEvent {
  id: string;
  type: PayoutEventType;
  /** Our withdrawal. */
  withdrawalId: string;
  /** What the provider says it paid out, in US cents; checked against the withdrawal. */
  amountCents: number;
}

export type ProviderEvent = PaymentEvent | PayoutEvent;

export function isPayoutEvent(event: ProviderEvent): event is PayoutEvent {
  return event.type === 'payout.paid' || event.type === 'payout.failed';
}

export interface PayoutRequest {
  withdrawalId: string;
  amountCents: number;
  /** The account's payout email: where the provider sends the money. */
  email: string;
}

export interface Payout {
  /** The provider's id for the payout. */
  providerRef: string;
}

export interface CheckoutRequest {
  purchaseId: string;
  product: Product;
  method: PaymentMethod;
  /** Where the provider sends the buyer back (the app's store). */
  returnUrl: string;
}

export interface Checkout {
  providerRef: string;
  url: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether `createPayout` can pay anyone: a withdrawal is refused before any cash moves when it cannot. */
  readonly paysOut: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Asks the provider to pay `amountCents` to `email`; how it ends arrives later as a payout webhook. Throws
   * an AppError when the provider cannot pay out (then nothing was sent).
   */
  createPayout(request: PayoutRequest): Promise<Payout>;
  /** The verified event, `null` for an event of a type the store ignores; throws WEBHOOK_SIGNATURE_INVALID. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null;
}

const invalidSignature = () => new AppError('WEBHOOK_SIGNATURE_INVALID');

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/**
 * Runs offline: the checkout is this app's own test payment page, and the tester's choice comes back as a
 * webhook signed like Stripe's, which goes through the same verification as any provider's.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly paysOut = true;

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return { providerRef: `sbx_${request.purchaseId}`, url: `/store/pay/${request.purchaseId}` };
  }

  /** The sandbox pays nobody: the payout waits for the tester's choice on the sandbox payout page. */
  async createPayout(request: PayoutRequest): Promise<Payout> {
    return { providerRef: `sbx_po_${request.withdrawalId}` };
  }

  /** The webhook the sandbox sends for a tester's choice: its raw body and headers. */
  signedEvent(event: Omit<SandboxEvent, 'id'> & { id?: string }): SignedDelivery {
    return this.sign({
      id: event.id ?? `evt_${randomUUID()}`,
      type: event.type,
      purchase_id: event.purchaseId,
      amount_cents: event.amountCents,
    });
  }

  /** The payout webhook the sandbox sends for a tester's choice on its payout page. */
  signedPayoutEvent(event: Omit<PayoutEvent, 'id'> & { id?: string }): SignedDelivery {
    return this.sign({
      id: event.id ?? `evt_${randomUUID()}`,
      type: event.type,
      withdrawal_id: event.withdrawalId,
      amount_cents: event.amountCents,
    });
  }

  private sign(payload: Record<string, unknown>): SignedDelivery {
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(this.now() / 1000);
    return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: signatureHeader(this.secret, body, timestamp) } };
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null {
    const check = checkSignature(
      this.secret,
      rawBody,
      header(headers, SANDBOX_SIGNATURE_HEADER),
      Math.floor(this.now() / 1000),
    );
    if (check !== 'valid') throw invalidSignature();
    let parsed: Record<string, unknown>;
    try {
      const json: unknown = JSON.parse(rawBody);
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('not an object');
      parsed = json as Record<string, unknown>;
    } catch {
      throw new AppError('VALIDATION_ERROR', 'Malformed payment event.');
    }
    if (typeof parsed.type === 'string' && parsed.type.startsWith('payout.'))
      return sandboxPayoutEvent(parsed);
    const types: readonly string[] = [
      'payment.succeeded',
      'payment.pending',
      'payment.failed',
      'payment.refunded',
    ];
    if (
      typeof parsed.id !== 'string' ||
      typeof parsed.type !== 'string' ||
      typeof parsed.purchase_id !== 'string' ||
      !Number.isSafeInteger(parsed.amount_cents)
    ) {
      throw new AppError('VALIDATION_ERROR', 'Malformed payment event.');
    }
    if (!types.includes(parsed.type)) return null;
    return {
      id: parsed.id,
      type: parsed.type as PaymentEventType,
      purchaseId: parsed.purchase_id,
      amountCents: parsed.amount_cents as number,
    };
  }
}

export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
}

const PAYOUT_TYPES: readonly string[] = ['payout.paid', 'payout.failed'] satisfies PayoutEventType[];

function sandboxPayoutEvent(parsed: Record<string, unknown>): PayoutEvent | null {
  if (
    typeof parsed.id !== 'string' ||
    typeof parsed.type !== 'string' ||
    typeof parsed.withdrawal_id !== 'string' ||
    !Number.isSafeInteger(parsed.amount_cents)
  ) {
    throw new AppError('VALIDATION_ERROR', 'Malformed payout event.');
  }
  if (!PAYOUT_TYPES.includes(parsed.type)) return null;
  return {
    id: parsed.id,
    type: parsed.type as PayoutEventType,
    withdrawalId: parsed.withdrawal_id,
    amountCents: parsed.amount_cents as number,
  };
}

/** Stripe Checkout's payment method types for the spec's four choices (Apple Pay and Google Pay ride on card). */
const STRIPE_METHOD_TYPES: Record<PaymentMethod, 'card' | 'paypal'> = {
  card: 'card',
  apple_pay: 'card',
  google_pay: 'card',
  paypal: 'paypal',
};

/** Stripe through its official package: Checkout Sessions, and webhooks checked by `constructEvent`. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly paysOut = false;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
  ) {
    this.stripe = new Stripe(secretKey);
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const metadata = { purchase_id: request.purchaseId };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.purchaseId,
      metadata,
      payment_intent_data: { metadata },
      allowed_payment_method_types: [STRIPE_METHOD_TYPES[request.method]],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: request.product.price_cents,
            product_data: { name: request.product.product_id },
          },
        },
      ],
      success_url: `${request.returnUrl}?purchase=${request.purchaseId}`,
      cancel_url: `${request.returnUrl}?purchase=${request.purchaseId}`,
    });
    if (!session.url) throw new AppError('PAYMENT_ERROR');
    return { providerRef: session.id, url: session.url };
  }

  /**
   * Stripe sends money to people only through Connect (an account per recipient, onboarded by Stripe), which
   * this app does not set up (decision 0021): a withdrawal is refused, never faked.
   */
  async createPayout(_request: PayoutRequest): Promise<Payout> {
    throw new AppError('PAYOUTS_NOT_AVAILABLE');
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header(headers, 'stripe-signature') ?? '',
        this.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch {
      throw invalidSignature();
    }
    return stripeEvent(event);
  }
}

/** A Stripe object's reference to another: its id, whether the event carries it expanded or not. */
function refOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/** The event with whichever of purchase and payment it names; null when it names neither. */
function naming(
  event: Omit<PaymentEvent, 'purchaseId' | 'paymentRef'>,
  purchaseId: string | null | undefined,
  paymentRef: string | undefined,
): PaymentEvent | null {
  if (!purchaseId && !paymentRef) return null;
  return { ...event, ...(purchaseId ? { purchaseId } : {}), ...(paymentRef ? { paymentRef } : {}) };
}

/** The store's reading of the Stripe events it listens to; any other type is ignored (acknowledged, not applied). */
export function stripeEvent(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const purchaseId = session.metadata?.purchase_id ?? session.client_reference_id;
      if (!purchaseId) return null;
      const type: PaymentEventType =
        event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired'
          ? 'payment.failed'
          : session.payment_status === 'unpaid'
            ? 'payment.pending'
            : 'payment.succeeded';
      return naming(
        { id: event.id, type, amountCents: session.amount_total ?? 0 },
        purchaseId,
        refOf(session.payment_intent),
      );
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return naming(
        { id: event.id, type: 'payment.refunded', amountCents: charge.amount_refunded },
        charge.metadata?.purchase_id,
        refOf(charge.payment_intent),
      );
    }
    case 'charge.dispute.created': {
      // A dispute carries its own (empty) metadata: the payment it disputes is what names our purchase.
      const dispute = event.data.object;
      return naming(
        { id: event.id, type: 'payment.refunded', amountCents: dispute.amount },
        dispute.metadata?.purchase_id,
        refOf(dispute.payment_intent),
      );
    }
    default:
      return null;
  }
}
