import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { referralData } from './service.js';

export function registerReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, API_CALLS.userReferralData, async ({ request }) => ({
    success: true,
    ...(await referralData(ctx.db, currentAuth(request).user)),
  }));
}
