import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import {
  type PaymentEvent,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxEvent,
  SandboxProvider,
  StripeProvider,
  stripeEvent,
} from './providers.js';
import { SIGNATURE_TOLERANCE_SECONDS, signatureHeader } from './webhook-signature.js';

const SECRET = 'sandbox-unit-secret-0123456789';
const NOW = 1_750_000_000_000;

/** The error `run` throws (failing the test if it returns). */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw, got a return');
}

function expectAppError(run: () => unknown, code: string): void {
  const error = thrown(run);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

/** A body signed by the sandbox's secret at `NOW`, as the sandbox would send it. */
function signedBody(body: string, secret = SECRET, nowMs = NOW) {
  return { [SANDBOX_SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(nowMs / 1000)) };
}

describe('SandboxProvider', () => {
  const provider = new SandboxProvider(SECRET, () => NOW);
  const event: SandboxEvent = {
    id: 'evt_sandbox_1',
    type: 'payment.succeeded',
    purchaseId: 'pur_1',
    amountCents: 499,
  };

  it('opens its own test payment page as the checkout', async () => {
    await expect(
      provider.createCheckout({
        purchaseId: 'pur_9',
        method: 'card',
        returnUrl: '/store',
        product: {
          product_id: 'coins-1000',
          kind: 'coins',
          currency: 'coins',
          amount: 1000,
          price_cents: 99,
          featured: false,
        },
      }),
    ).resolves.toEqual({ providerRef: 'sbx_pur_9', url: '/store/pay/pur_9' });
  });

  it('verifies the webhook it signed, giving back the same event, for every event type', () => {
    for (const type of [
      'payment.succeeded',
      'payment.pending',
      'payment.failed',
      'payment.refunded',
    ] as const) {
      const { body, headers } = provider.signedEvent({ ...event, type });
      expect(provider.verifyWebhook(body, headers)).toEqual({ ...event, type });
    }
  });

  it('gives a signed event an id of its own when none is asked for, a new one each time', () => {
    const first = provider.signedEvent({ type: 'payment.pending', purchaseId: 'pur_2', amountCents: 99 });
    const second = provider.signedEvent({ type: 'payment.pending', purchaseId: 'pur_2', amountCents: 99 });
    const a = provider.verifyWebhook(first.body, first.headers);
    const b = provider.verifyWebhook(second.body, second.headers);
    expect(a).toMatchObject({ type: 'payment.pending', purchaseId: 'pur_2', amountCents: 99 });
    expect(a?.id).toMatch(/^evt_/);
    expect(b?.id).toMatch(/^evt_/);
    expect(a?.id).not.toBe(b?.id);
  });

  it('reads the first value of a header given as an array', () => {
    const { body, headers } = provider.signedEvent(event);
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: [signature ?? '', 'other'] })).toEqual(
      event,
    );
  });

  it('refuses a tampered body', () => {
    const { body, headers } = provider.signedEvent(event);
    const tampered = body.replace('"amount_cents":499', '"amount_cents":49900');
    expect(tampered).not.toBe(body);
    expectAppError(() => provider.verifyWebhook(tampered, headers), 'WEBHOOK_SIGNATURE_INVALID');
    const otherPurchase = body.replace('pur_1', 'pur_2');
    expectAppError(() => provider.verifyWebhook(otherPurchase, headers), 'WEBHOOK_SIGNATURE_INVALID');
  });

  it('refuses a webhook signed with another secret', () => {
    const forger = new SandboxProvider('another-secret', () => NOW);
    const { body, headers } = forger.signedEvent(event);
    expectAppError(() => provider.verifyWebhook(body, headers), 'WEBHOOK_SIGNATURE_INVALID');
  });

  it('refuses a webhook without a signature, or with a malformed one', () => {
    const { body } = provider.signedEvent(event);
    expectAppError(() => provider.verifyWebhook(body, {}), 'WEBHOOK_SIGNATURE_INVALID');
    expectAppError(
      () => provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: 'nonsense' }),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    // Stripe's header name is not the sandbox's.
    expectAppError(
      () => provider.verifyWebhook(body, { 'stripe-signature': signedBody(body)[SANDBOX_SIGNATURE_HEADER] }),
      'WEBHOOK_SIGNATURE_INVALID',
    );
  });

  it(`refuses a replay more than ${SIGNATURE_TOLERANCE_SECONDS} s old (or from the future), takes one within`, () => {
    const { body, headers } = provider.signedEvent(event);
    const at = (offsetSeconds: number) => new SandboxProvider(SECRET, () => NOW + offsetSeconds * 1000);
    expect(at(SIGNATURE_TOLERANCE_SECONDS).verifyWebhook(body, headers)).toEqual(event);
    expect(at(-SIGNATURE_TOLERANCE_SECONDS).verifyWebhook(body, headers)).toEqual(event);
    expectAppError(
      () => at(SIGNATURE_TOLERANCE_SECONDS + 1).verifyWebhook(body, headers),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expectAppError(
      () => at(-SIGNATURE_TOLERANCE_SECONDS - 1).verifyWebhook(body, headers),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expectAppError(() => at(86_400).verifyWebhook(body, headers), 'WEBHOOK_SIGNATURE_INVALID');
  });

  it('returns null for a signed event of a type the store does not know', () => {
    const body = JSON.stringify({
      id: 'evt_other',
      type: 'payment.disputed',
      purchase_id: 'pur_1',
      amount_cents: 499,
    });
    expect(provider.verifyWebhook(body, signedBody(body))).toBeNull();
    const viaSignedEvent = provider.signedEvent({
      ...event,
      type: 'customer.created' as PaymentEvent['type'],
    });
    expect(provider.verifyWebhook(viaSignedEvent.body, viaSignedEvent.headers)).toBeNull();
  });

  it('refuses a well-signed event whose fields are missing or of the wrong type', () => {
    const bodies = [
      {},
      { type: 'payment.succeeded', purchase_id: 'pur_1', amount_cents: 499 },
      { id: 7, type: 'payment.succeeded', purchase_id: 'pur_1', amount_cents: 499 },
      { id: 'evt', type: 'payment.succeeded', amount_cents: 499 },
      { id: 'evt', type: 'payment.succeeded', purchase_id: 'pur_1', amount_cents: '499' },
      { id: 'evt', type: 'payment.succeeded', purchase_id: 'pur_1', amount_cents: 4.99 },
      { id: 'evt', type: 'payment.succeeded', purchase_id: 'pur_1', amount_cents: 2 ** 60 },
      { id: 'evt', type: 7, purchase_id: 'pur_1', amount_cents: 499 },
    ].map((value) => JSON.stringify(value));
    for (const body of [...bodies, '[]', '"text"', '42', 'true']) {
      expectAppError(() => provider.verifyWebhook(body, signedBody(body)), 'VALIDATION_ERROR');
    }
  });

  // A body that is not JSON (or is JSON null) but carries a good signature can only come from someone who
  // holds the secret; it must still be refused as a validation error, not thrown as a SyntaxError/TypeError
  // (which the error handler answers with a 500 and logs as an unhandled error).
  it.each(['not json', '{"id":', '', 'null'])(
    'refuses a well-signed body %j that is not a JSON object as a validation error',
    (body) => {
      expectAppError(() => provider.verifyWebhook(body, signedBody(body)), 'VALIDATION_ERROR');
    },
  );
});

const WEBHOOK_SECRET = 'whsec_unit_test_secret';

/** A Stripe event's JSON as its webhook delivers it. */
function stripePayload(type: string, object: Record<string, unknown>, id = 'evt_stripe_1'): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: 1_750_000_000,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

function session(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: 'pur_ref',
    metadata: { purchase_id: 'pur_stripe' },
    amount_total: 499,
    currency: 'usd',
    payment_status: 'paid',
    status: 'complete',
    ...overrides,
  };
}

function stripeHeaders(payload: string, secret = WEBHOOK_SECRET, timestamp?: number) {
  return {
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    }),
  };
}

describe('StripeProvider, offline', () => {
  const provider = new StripeProvider('sk_test_dummy', WEBHOOK_SECRET);

  function verify(type: string, object: Record<string, unknown>, id?: string) {
    const payload = stripePayload(type, object, id);
    return provider.verifyWebhook(payload, stripeHeaders(payload));
  }

  it('maps a paid checkout.session.completed to payment.succeeded with its purchase id and amount', () => {
    expect(verify('checkout.session.completed', session(), 'evt_paid')).toEqual({
      id: 'evt_paid',
      type: 'payment.succeeded',
      purchaseId: 'pur_stripe',
      amountCents: 499,
    });
  });

  it('maps an unpaid completed session to payment.pending, and its later async success to succeeded', () => {
    expect(verify('checkout.session.completed', session({ payment_status: 'unpaid' }))).toMatchObject({
      type: 'payment.pending',
      purchaseId: 'pur_stripe',
      amountCents: 499,
    });
    expect(verify('checkout.session.async_payment_succeeded', session())).toMatchObject({
      type: 'payment.succeeded',
      purchaseId: 'pur_stripe',
    });
  });

  it('maps async_payment_failed and expired sessions to payment.failed', () => {
    for (const type of ['checkout.session.async_payment_failed', 'checkout.session.expired']) {
      expect(verify(type, session({ payment_status: 'unpaid' })), type).toMatchObject({
        type: 'payment.failed',
        purchaseId: 'pur_stripe',
        amountCents: 499,
      });
    }
  });

  it('maps charge.refunded to payment.refunded with the amount refunded', () => {
    const charge = {
      id: 'ch_1',
      object: 'charge',
      amount: 999,
      amount_refunded: 500,
      refunded: false,
      metadata: { purchase_id: 'pur_refund' },
    };
    expect(verify('charge.refunded', charge, 'evt_refund')).toEqual({
      id: 'evt_refund',
      type: 'payment.refunded',
      purchaseId: 'pur_refund',
      amountCents: 500,
    });
  });

  it('maps charge.dispute.created to payment.refunded with the disputed amount', () => {
    const dispute = {
      id: 'dp_1',
      object: 'dispute',
      amount: 999,
      charge: 'ch_1',
      status: 'needs_response',
      metadata: { purchase_id: 'pur_dispute' },
    };
    expect(verify('charge.dispute.created', dispute, 'evt_dispute')).toEqual({
      id: 'evt_dispute',
      type: 'payment.refunded',
      purchaseId: 'pur_dispute',
      amountCents: 999,
    });
  });

  it('returns null for a type the store does not listen to', () => {
    expect(verify('customer.created', { id: 'cus_1', object: 'customer', metadata: {} })).toBeNull();
    expect(
      verify('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', metadata: {} }),
    ).toBeNull();
  });

  it('refuses another secret, a tampered payload, a stale or missing signature', () => {
    const payload = stripePayload('checkout.session.completed', session());
    expectAppError(
      () => provider.verifyWebhook(payload, stripeHeaders(payload, 'whsec_someone_else')),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const tampered = payload.replace('"amount_total":499', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    expectAppError(
      () => provider.verifyWebhook(tampered, stripeHeaders(payload)),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const staleAt = Math.floor(Date.now() / 1000) - SIGNATURE_TOLERANCE_SECONDS - 60;
    expectAppError(
      () => provider.verifyWebhook(payload, stripeHeaders(payload, WEBHOOK_SECRET, staleAt)),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expectAppError(() => provider.verifyWebhook(payload, {}), 'WEBHOOK_SIGNATURE_INVALID');
    // The sandbox's header does not stand in for Stripe's.
    expectAppError(
      () =>
        provider.verifyWebhook(payload, {
          [SANDBOX_SIGNATURE_HEADER]: stripeHeaders(payload)['stripe-signature'],
        }),
      'WEBHOOK_SIGNATURE_INVALID',
    );
  });

  it('refuses a well-signed body that is not JSON as an invalid webhook, not a SyntaxError', () => {
    const payload = 'not json';
    expectAppError(
      () => provider.verifyWebhook(payload, stripeHeaders(payload)),
      'WEBHOOK_SIGNATURE_INVALID',
    );
  });
});

describe('stripeEvent', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    ({ id: 'evt_direct', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

  it('falls back to the client reference id when the session has no purchase id in its metadata', () => {
    expect(stripeEvent(event('checkout.session.completed', session({ metadata: {} })))).toMatchObject({
      type: 'payment.succeeded',
      purchaseId: 'pur_ref',
    });
    expect(stripeEvent(event('checkout.session.completed', session({ metadata: null })))).toMatchObject({
      purchaseId: 'pur_ref',
    });
  });

  it('ignores a session, charge or dispute that names no purchase', () => {
    expect(
      stripeEvent(event('checkout.session.completed', session({ metadata: {}, client_reference_id: null }))),
    ).toBeNull();
    expect(stripeEvent(event('charge.refunded', { amount_refunded: 99, metadata: {} }))).toBeNull();
    expect(stripeEvent(event('charge.dispute.created', { amount: 99, metadata: {} }))).toBeNull();
  });

  it('counts a session without an amount as 0 cents (the purchase check then refuses it)', () => {
    expect(stripeEvent(event('checkout.session.completed', session({ amount_total: null })))).toMatchObject({
      amountCents: 0,
    });
  });

  it('ignores types outside the ones it listens to', () => {
    for (const type of ['customer.created', 'charge.succeeded', 'charge.dispute.closed', 'invoice.paid']) {
      expect(stripeEvent(event(type, { metadata: { purchase_id: 'pur_x' } })), type).toBeNull();
    }
  });
});
