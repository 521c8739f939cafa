import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { updateEmail } from '../auth/email.js';
import { openSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { completeOnboarding, updateProfile } from './profile.js';
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

  // The client replaces its stored token with the one returned; the caller's current token stays valid.
  registerCall(app, ctx, API_CALLS.userUpdate, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const changes = 'locale' in body ? { locale: body.locale } : body.update;
    const updated = await updateProfile(ctx.db, user, changes);
    const accessToken = await openSession(ctx, updated.id);
    return { success: true, accessToken, userData: await buildUserData(ctx.db, updated) };
  });

  registerCall(app, ctx, API_CALLS.userOnboardingSkip, async ({ request }) => {
    const updated = await completeOnboarding(ctx.db, currentAuth(request).user);
    return { success: true, userData: await buildUserData(ctx.db, updated) };
  });
}
