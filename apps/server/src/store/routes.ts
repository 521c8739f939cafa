/**
 * The store's calls (protocol api/store.ts) and the providers' webhook. The webhook reads its body raw: the
 * signature covers the exact bytes the provider sent, which a parse and re-serialise would not keep.
 */
import { randomBytes } from 'node:crypto';
import { API_CALLS, FIRST_PURCHASE_BONUS_PERCENT, PAYMENT_METHODS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { isGuest, sendTemplate } from '../auth/accounts.js';
import type { AppContext } from '../context.js';
import { isUuid } from '../games/ids.js';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import type { ReceiptUnit } from '../mail/copy.js';
import { assertCashPlayAllowed } from '../users/cash-play.js';
import { findUserById } from '../users/repository.js';
import { buildUserData } from '../users/user-data.js';
import { findProduct, storeCatalogue } from './catalogue.js';
import { registerCollectionRoutes } from './collection-routes.js';
import { registerDailyRewardRoutes } from './daily-reward-routes.js';
import { buyWithGameCurrency } from './exchange.js';
import { buyPowerUpPack, powerUpStockOf } from './power-ups.js';
import { isPayoutEvent, type PaymentProvider, SandboxProvider, StripeProvider } from './providers.js';
import { applyPaymentEvent, openCheckout, toPurchase } from './purchases.js';
import { findPurchase, firstPurchaseBonusUsed, listPurchases, type PurchaseRow } from './repository.js';
import { registerWithdrawalRoutes } from './withdrawal-routes.js';
import { applyPayoutEvent } from './withdrawals.js';

/** The configured provider: Stripe when its keys are set and chosen, else the offline sandbox. */
export function createPaymentProvider(ctx: AppContext): PaymentProvider {
  const { config } = ctx;
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
    }
    return new StripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET);
  }
  return new SandboxProvider(config.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'));
}

/** The sandbox pays for nothing: it never takes payments in production. */
function sandboxOpen(ctx: AppContext, provider: PaymentProvider): provider is SandboxProvider {
  return provider instanceof SandboxProvider && ctx.config.NODE_ENV !== 'production';
}

async function ownPurchase(ctx: AppContext, userId: string, purchaseId: string): Promise<PurchaseRow> {
  const purchase = isUuid(purchaseId) ? await findPurchase(ctx.db, purchaseId) : undefined;
  if (!purchase || purchase.userId !== userId) throw new AppError('PURCHASE_NOT_FOUND');
  return purchase;
}

/** Verifies and applies a webhook delivery; what the provider is answered. */
async function receiveWebhook(
  ctx: AppContext,
  provider: PaymentProvider,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: true }> {
  const event = provider.verifyWebhook(rawBody, headers);
  if (event && isPayoutEvent(event)) {
    const { outcome, withdrawalId } = await applyPayoutEvent(ctx.db, provider.name, event);
    ctx.logger.info({ eventId: event.id, type: event.type, outcome, withdrawalId }, 'payout event');
  } else if (event) {
    const { outcome, purchaseId } = await applyPaymentEvent(ctx.db, provider.name, event);
    ctx.logger.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
    if (outcome === 'applied' && event.type === 'payment.succeeded') await mailReceipt(ctx, purchaseId);
  }
  return { received: true };
}

const RECEIPT_UNITS: Partial<Record<string, ReceiptUnit>> = {
  coins: 'coins',
  gems: 'gems',
  gold: 'gold',
  cash_balance: 'cash',
};

/** The receipt of a purchase just paid, to the buyer's address; the payment stands whatever the mail does. */
async function mailReceipt(ctx: AppContext, purchaseId: string): Promise<void> {
  try {
    const purchase = await findPurchase(ctx.db, purchaseId);
    const user = purchase?.userId ? await findUserById(ctx.db, purchase.userId) : undefined;
    const unit = purchase && RECEIPT_UNITS[purchase.currency];
    if (!purchase || !user?.email || !unit) return;
    await sendTemplate(ctx, user, user.email, 'purchaseReceipt', {
      amount: purchase.amount,
      unit,
      priceCents: purchase.priceCents,
      bonusCents: purchase.bonusCash,
      purchaseId: purchase.id,
      link: `${ctx.config.PUBLIC_URL}/store`,
    });
  } catch (error) {
    ctx.logger.error({ err: error, purchaseId }, 'the purchase receipt was not sent');
  }
}

export function registerStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const provider = createPaymentProvider(ctx);
  // Read now: a catalogue the code cannot honour stops the start, not the first buyer.
  storeCatalogue();
  registerCollectionRoutes(app, ctx);
  registerDailyRewardRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx, {
    provider,
    sandbox: () => (sandboxOpen(ctx, provider) ? provider : null),
    receiveWebhook: (rawBody, headers) => receiveWebhook(ctx, provider, rawBody, headers),
  });
  const storeUrl = `${ctx.config.PUBLIC_URL}/store`;

  registerCall(app, ctx, API_CALLS.storeCatalogue, async ({ request }) => {
    const user = request.auth?.user;
    const catalogue = storeCatalogue();
    return {
      success: true,
      products: catalogue.products,
      exchanges: catalogue.exchanges,
      payment_methods: [...PAYMENT_METHODS],
      provider: provider.name,
      first_purchase_bonus_percent: FIRST_PURCHASE_BONUS_PERCENT,
      first_purchase_bonus_available:
        user !== undefined && !isGuest(user) && !(await firstPurchaseBonusUsed(ctx.db, user.id)),
    };
  });

  registerCall(app, ctx, API_CALLS.storeCheckout, async ({ body, request }) => {
    const { user } = currentAuth(request);
    if (isGuest(user)) throw new AppError('GUEST_NOT_ALLOWED');
    if (provider instanceof SandboxProvider && !sandboxOpen(ctx, provider))
      throw new AppError('NOT_AVAILABLE');
    // A cash deposit is for cash play: the same checks (age, location, region) come before any money is taken.
    if (findProduct(body.product_id)?.kind === 'deposit')
      await assertCashPlayAllowed(ctx.db, user, ctx.config);
    const { purchase, url } = await openCheckout(ctx.db, provider, {
      userId: user.id,
      productId: body.product_id,
      method: body.method,
      returnUrl: storeUrl,
    });
    return { success: true, purchase: toPurchase(purchase), checkout_url: url };
  });

  registerCall(app, ctx, API_CALLS.storeSandboxPay, async ({ body, request }) => {
    if (!sandboxOpen(ctx, provider)) throw new AppError('NOT_AVAILABLE');
    const { user } = currentAuth(request);
    const purchase = await ownPurchase(ctx, user.id, body.purchase_id);
    const type =
      body.outcome === 'success'
        ? 'payment.succeeded'
        : body.outcome === 'pending'
          ? 'payment.pending'
          : 'payment.failed';
    // The tester's choice travels as the provider's signed webhook would, through the same check.
    const delivery = provider.signedEvent({
      type,
      purchaseId: purchase.id,
      amountCents: purchase.priceCents,
    });
    await receiveWebhook(ctx, provider, delivery.body, delivery.headers);
    const after = await ownPurchase(ctx, user.id, purchase.id);
    if (after.status === 'failed') throw new AppError('PAYMENT_ERROR');
    return { success: true, purchase: toPurchase(after), userData: await buildUserData(ctx.db, user.id) };
  });

  registerCall(app, ctx, API_CALLS.storePowerUps, async ({ request }) => ({
    success: true,
    power_ups: storeCatalogue().power_ups,
    stock: await powerUpStockOf(ctx.db, currentAuth(request).user.id),
  }));

  registerCall(app, ctx, API_CALLS.storeBuyPowerUp, async ({ body, request }) => {
    const { user } = currentAuth(request);
    await buyPowerUpPack(ctx.db, user.id, body.pack_id, body.request_id);
    return {
      success: true,
      stock: await powerUpStockOf(ctx.db, user.id),
      userData: await buildUserData(ctx.db, user.id),
    };
  });

  registerCall(app, ctx, API_CALLS.storeExchange, async ({ body, request }) => {
    const { user } = currentAuth(request);
    await buyWithGameCurrency(ctx.db, user.id, body.exchange_id, body.request_id);
    return { success: true, userData: await buildUserData(ctx.db, user.id) };
  });

  registerCall(app, ctx, API_CALLS.storePurchase, async ({ query, request }) => {
    const { user } = currentAuth(request);
    const purchase = await ownPurchase(ctx, user.id, query.purchase_id);
    return { success: true, purchase: toPurchase(purchase), userData: await buildUserData(ctx.db, user.id) };
  });

  registerCall(app, ctx, API_CALLS.storePurchases, async ({ request }) => {
    const { user } = currentAuth(request);
    return { success: true, purchases: (await listPurchases(ctx.db, user.id)).map(toPurchase) };
  });

  app.register((scope, _options, registered) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string }; Body: string }>(
      '/store/webhook/:provider',
      { schema: { hide: true } },
      async (request) => {
        if (request.params.provider !== provider.name) throw new AppError('NOT_FOUND');
        if (typeof request.body !== 'string') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        return receiveWebhook(ctx, provider, request.body, request.headers);
      },
    );
    registered();
  });
}
