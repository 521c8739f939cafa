import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { createUploadStore } from '../uploads/store.js';
import {
  CONTACT_RECEIVED,
  countActiveUsers,
  DATA_REQUEST_RECEIVED,
  FEEDBACK_THANKS,
  saveContactMessage,
  saveDataRequest,
  sendFeedback,
} from './service.js';

/** Spec §7 support calls: feedback (bearer), contact (public), data request and active users (API key). */
export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const uploads = createUploadStore(ctx.config, ctx.logger);

  registerCall(app, ctx, API_CALLS.userSendFeedback, async ({ body, request }) => {
    await sendFeedback(ctx, uploads, currentAuth(request).user.id, body);
    return { success: true, message: FEEDBACK_THANKS };
  });

  registerCall(app, ctx, API_CALLS.userContact, async ({ body, request }) => {
    // Public: a signed-in sender is linked so support can see the account, but no login is needed.
    await saveContactMessage(ctx, request.auth?.user.id ?? null, body.contactInfo);
    return { success: true, message: CONTACT_RECEIVED };
  });

  registerCall(app, ctx, API_CALLS.userDataRequest, async ({ body }) => {
    await saveDataRequest(ctx, body.requestInfo);
    return { success: true, message: DATA_REQUEST_RECEIVED };
  });

  registerCall(app, ctx, API_CALLS.userActiveUsers, async () => ({
    success: true,
    active_users: await countActiveUsers(ctx),
  }));
}
