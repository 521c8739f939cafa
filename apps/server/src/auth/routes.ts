import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { eraseAccount, purgeMailTo } from '../users/deletion.js';
import { isGuest, loginReply, register, sendTemplate } from './accounts.js';
import { verifyEmail } from './email.js';
import { login, loginDev, loginWithCode } from './login.js';
import { registerOAuthRoutes } from './oauth-routes.js';
import {
  changePassword,
  FORGOT_PASSWORD_MESSAGE,
  forgotPassword,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  resetPasswordWithToken,
} from './passwords.js';
import { revokeSession, revokeUserSessions } from './sessions.js';

export const REGISTERED_MESSAGE = 'Registration successful. Please check your email to verify your account.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, API_CALLS.authLogin, async ({ body }) => ({
    success: true,
    ...(await login(ctx, body.email, body.password)),
  }));

  if (ctx.config.NODE_ENV !== 'production') {
    registerCall(app, ctx, API_CALLS.authLoginDev, async ({ body }) => ({
      success: true,
      ...(await loginDev(ctx, body.email, body.password)),
    }));
  }

  registerCall(app, ctx, API_CALLS.authLoginToken, async ({ body, request }) => ({
    success: true,
    ...(await loginWithCode(ctx, body.email, body.token, request.ip)),
  }));

  registerCall(app, ctx, API_CALLS.authRegister, async ({ body, request }) => {
    const caller = request.auth?.user;
    await register(
      ctx,
      {
        email: body.email,
        password: body.password,
        username: body.username,
        avatar: body.avatar,
        locale: body.locale,
        platform: body.platform,
        referralCode: body.referral_code,
        ip: request.ip,
      },
      caller && isGuest(caller) ? caller : undefined,
    );
    return { success: true, message: REGISTERED_MESSAGE };
  });

  registerCall(app, ctx, API_CALLS.authVerifyEmail, async ({ body }) => {
    const { message } = await verifyEmail(ctx, body.token);
    return { success: true, message };
  });

  registerCall(app, ctx, API_CALLS.authForgotPassword, async ({ body, request }) => {
    await forgotPassword(ctx, body.email, body.platform, request.ip);
    return { success: true, message: FORGOT_PASSWORD_MESSAGE };
  });

  registerCall(app, ctx, API_CALLS.authResetPassword, async ({ body, request }) => {
    if ('oldPassword' in body) {
      const { user } = currentAuth(request);
      await changePassword(ctx, user, body.oldPassword, body.newPassword);
      const { accessToken } = await loginReply(ctx, user);
      return { success: true, message: PASSWORD_CHANGED_MESSAGE, accessToken };
    }
    await resetPasswordWithToken(ctx, body.email, body.token, body.password);
    return { success: true, message: PASSWORD_RESET_MESSAGE };
  });

  registerCall(app, ctx, API_CALLS.authLogout, async ({ request }) => {
    const { user, sessionId } = currentAuth(request);
    await revokeSession(ctx, user.id, sessionId);
    return { success: true };
  });

  registerCall(app, ctx, API_CALLS.authDelete, async ({ request }) => {
    const { user } = currentAuth(request);
    await revokeUserSessions(ctx, user.id);
    await ctx.lifecycle.emit('accountDeleted', { userId: user.id });
    await eraseAccount(ctx, user.id);
    // The goodbye mail is a courtesy: the account is already gone, so a mail failure must not fail the call.
    if (user.email) {
      await sendTemplate(ctx, user, user.email, 'accountDeleted', {}).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'account-deleted mail failed'),
      );
      // Without SMTP the goodbye mail itself is stored in the outbox, which keeps no mail to them either.
      await purgeMailTo(ctx.db, user.email);
    }
    return { success: true, message: ACCOUNT_DELETED_MESSAGE };
  });

  registerOAuthRoutes(app, ctx);
}
