import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { isGuest } from '../users/roles.js';
import { referralData } from './service.js';

export function registerReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, API_CALLS.userReferralData, async ({ request }) => {
    const { user } = currentAuth(request);
    // Guests cannot invite (spec §1): no code of theirs is handed out to share.
    if (isGuest(user)) throw new AppError('GUEST_NOT_ALLOWED');
    return { success: true, ...(await referralData(ctx.db, user)) };
  });
}
