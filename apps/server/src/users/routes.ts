import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { updateEmail } from '../auth/email.js';
import type { AppContext } from '../context.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { buildUserData } from './user-data.js';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, API_CALLS.userUpdateEmail, async ({ body, request }) => {
    const updated = await updateEmail(ctx, currentAuth(request).user, body.newEmail);
    return {
      success: true,
      message: 'Please check your new email address to verify it.',
      userData: await buildUserData(ctx.db, updated),
    };
  });
}
