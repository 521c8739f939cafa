/**
 * Cash withdrawals' calls (protocol api/store.ts): request one, list them, and the sandbox provider's payout
 * page, whose choice travels as the provider's signed webhook would, through the same verification.
 */
import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { isUuid } from '../games/ids.js';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { buildUserData } from '../users/user-data.js';
import type { PaymentProvider, SandboxProvider } from './providers.js';
import { findWithdrawal, listWithdrawals, type WithdrawalRow } from './withdrawal-repository.js';
import { requestWithdrawal, toWithdrawal } from './withdrawals.js';

export interface WithdrawalRouteDeps {
  provider: PaymentProvider;
  /** The sandbox, when its pages are open (never in production). */
  sandbox(): SandboxProvider | null;
  /** Verifies and applies a webhook delivery, as POST /store/webhook/:provider does. */
  receiveWebhook(rawBody: string, headers: Record<string, string>): Promise<unknown>;
}

async function ownWithdrawal(ctx: AppContext, userId: string, withdrawalId: string): Promise<WithdrawalRow> {
  const withdrawal = isUuid(withdrawalId) ? await findWithdrawal(ctx.db, withdrawalId) : undefined;
  if (!withdrawal || withdrawal.userId !== userId) throw new AppError('WITHDRAWAL_NOT_FOUND');
  return withdrawal;
}

export function registerWithdrawalRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: WithdrawalRouteDeps,
): void {
  registerCall(app, ctx, API_CALLS.userWithdraw, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const withdrawal = await requestWithdrawal(ctx.db, deps.provider, {
      user,
      amountCents: body.amount_cents,
      requestId: body.request_id,
      // The sandbox pays nobody: in production it takes no withdrawal, as it takes no payment.
      payoutsOpen: deps.provider.name !== 'sandbox' || deps.sandbox() !== null,
    });
    ctx.logger.info({ withdrawalId: withdrawal.id, status: withdrawal.status }, 'cash withdrawal requested');
    return {
      success: true,
      withdrawal: toWithdrawal(withdrawal),
      userData: await buildUserData(ctx.db, user.id),
    };
  });

  registerCall(app, ctx, API_CALLS.userWithdrawals, async ({ request }) => {
    const { user } = currentAuth(request);
    return { success: true, withdrawals: (await listWithdrawals(ctx.db, user.id)).map(toWithdrawal) };
  });

  registerCall(app, ctx, API_CALLS.storeSandboxPayout, async ({ body, request }) => {
    const sandbox = deps.sandbox();
    if (!sandbox) throw new AppError('NOT_AVAILABLE');
    const { user } = currentAuth(request);
    const withdrawal = await ownWithdrawal(ctx, user.id, body.withdrawal_id);
    const delivery = sandbox.signedPayoutEvent({
      type: body.outcome === 'paid' ? 'payout.paid' : 'payout.failed',
      withdrawalId: withdrawal.id,
      amountCents: withdrawal.amountCents,
    });
    await deps.receiveWebhook(delivery.body, delivery.headers);
    const after = await ownWithdrawal(ctx, user.id, withdrawal.id);
    return { success: true, withdrawal: toWithdrawal(after), userData: await buildUserData(ctx.db, user.id) };
  });
}
