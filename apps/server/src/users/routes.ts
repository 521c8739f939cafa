import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { requestEmailChange } from '../auth/email.js';
import { refreshSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { locationVerdict, recordLocation, verifyAge } from './cash-play.js';
import { completeOnboarding, updateProfile } from './profile.js';
import { buildUserData } from './user-data.js';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, API_CALLS.userUpdateEmail, async ({ body, request }) => {
    const outcome = await requestEmailChange(ctx, currentAuth(request).user, {
      newEmail: body.newEmail,
      password: body.password,
      code: body.code,
      ip: request.ip,
    });
    return {
      success: true,
      message: outcome.message,
      status: outcome.status,
      ...(outcome.status === 'pendingVerification' ? { pendingEmail: outcome.pendingEmail } : {}),
      userData: await buildUserData(ctx.db, outcome.user),
    };
  });

  // The token states the locale, so the reply carries a new one; it names the caller's own session
  // (extended to a full lifetime) rather than opening a session per call.
  registerCall(app, ctx, API_CALLS.userUpdate, async ({ body, request }) => {
    const { user, sessionId } = currentAuth(request);
    const changes = 'locale' in body ? { locale: body.locale } : body.update;
    const updated = await updateProfile(ctx, user, changes);
    const accessToken = await refreshSession(ctx, updated.id, sessionId);
    return { success: true, accessToken, userData: await buildUserData(ctx.db, updated) };
  });

  registerCall(app, ctx, API_CALLS.userVerifyAge, async ({ body, request }) => {
    const updated = await verifyAge(ctx.db, currentAuth(request).user, body.date_of_birth);
    return { success: true, userData: await buildUserData(ctx.db, updated, ctx.config) };
  });

  registerCall(app, ctx, API_CALLS.userLocation, async ({ body, request }) => {
    const outcome = await recordLocation(ctx.db, currentAuth(request).user, body, ctx.config);
    return {
      success: true,
      location: {
        country_code: outcome.place?.country_code ?? null,
        region: outcome.place?.region ?? null,
        region_name: outcome.place?.region_name ?? null,
      },
      cash_play: locationVerdict(outcome.refusal),
      userData: await buildUserData(ctx.db, outcome.user, ctx.config),
    };
  });

  registerCall(app, ctx, API_CALLS.userOnboardingSkip, async ({ request }) => {
    const updated = await completeOnboarding(ctx.db, currentAuth(request).user);
    return { success: true, userData: await buildUserData(ctx.db, updated) };
  });
}
