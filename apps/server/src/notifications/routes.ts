import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { buildUserData } from '../users/user-data.js';
import { listNotifications, updateNotifications } from './service.js';

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, API_CALLS.userGetNotifications, async ({ request }) => ({
    success: true,
    notifications: await listNotifications(ctx.db, currentAuth(request).user),
  }));

  registerCall(app, ctx, API_CALLS.userUpdateNotifications, async ({ body, request }) => {
    const { user } = currentAuth(request);
    await updateNotifications(ctx.db, user.id, body.action, body.notificationId);
    return { success: true, userData: await buildUserData(ctx.db, user.id) };
  });
}
