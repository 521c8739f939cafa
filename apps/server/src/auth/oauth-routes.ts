import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { randomToken } from '../security/secrets.js';
import { buildUserData } from '../users/user-data.js';
import { loginReply } from './accounts.js';
import { accountForIdentity, connectIdentity, unlinkProvider } from './linking.js';
import {
  OAuthFlowError,
  PROVIDER_NAMES,
  type ProviderName,
  ProviderNotConfiguredError,
  randomState,
  type VerifiedIdentity,
} from './oauth/providers.js';

/** Provider failures become the protocol's codes, with the provider-neutral message of the library. */
async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderNotConfiguredError)
      throw new AppError('PROVIDER_NOT_CONFIGURED', error.message);
    if (error instanceof OAuthFlowError) throw new AppError('OAUTH_FAILED', error.message);
    throw error;
  }
}

/** The web flow returns to the site; apps return through their deep link. The exchange must reuse it. */
function redirectUri(ctx: AppContext, provider: ProviderName, platform: string | undefined): string {
  if (platform && platform !== 'web') return `${ctx.config.APP_DEEP_LINK}auth/${provider}/callback`;
  const configured = ctx.config[`${provider.toUpperCase() as Uppercase<ProviderName>}_REDIRECT_URI`];
  return configured ?? `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/auth/${provider}/callback`;
}

async function signIn(
  ctx: AppContext,
  identity: VerifiedIdentity,
  options: { locale?: string; referralCode?: string },
) {
  const user = await accountForIdentity(ctx, identity, options);
  return { success: true as const, ...(await loginReply(ctx, user)) };
}

export function registerOAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { oauth } = ctx;

  // Public: the sign-in screens show buttons for these providers only.
  registerCall(app, ctx, API_CALLS.authProviders, async () => ({
    success: true,
    providers: PROVIDER_NAMES.filter((name) => oauth[name].configured),
  }));

  registerCall(app, ctx, API_CALLS.authGoogleUrl, async ({ query }) => {
    const authUrl = await viaProvider(() =>
      oauth.google.authorizationUrl({
        state: randomState(),
        redirectUri: redirectUri(ctx, 'google', query.platform),
      }),
    );
    return { success: true, authUrl };
  });

  registerCall(app, ctx, API_CALLS.authGoogleCallback, async ({ body }) => {
    const identity = await viaProvider(() =>
      oauth.google.exchangeCode({ code: body.code, redirectUri: redirectUri(ctx, 'google', 'web') }),
    );
    return signIn(ctx, identity, { locale: body.locale, referralCode: body.referral_code });
  });

  registerCall(app, ctx, API_CALLS.authGoogleMobileCallback, async ({ body }) => {
    const identity = await viaProvider(() =>
      oauth.google.exchangeCode({ code: body.code, redirectUri: redirectUri(ctx, 'google', body.platform) }),
    );
    return signIn(ctx, identity, {});
  });

  registerCall(app, ctx, API_CALLS.authAppleLogin, async ({ body }) => {
    const identity = await viaProvider(() =>
      oauth.apple.exchangeCode({ code: body.token, redirectUri: redirectUri(ctx, 'apple', 'web') }),
    );
    return signIn(ctx, identity, { locale: body.locale, referralCode: body.referral_code });
  });

  registerCall(app, ctx, API_CALLS.authAppleLoginNative, async ({ body }) => {
    const identity = await viaProvider(() => oauth.apple.verifyIdToken(body.id_token));
    return signIn(ctx, identity, { locale: body.locale });
  });

  registerCall(app, ctx, API_CALLS.authPaypalConnect, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const identity = await viaProvider(() =>
      oauth.paypal.exchangeCode({ code: body.code, redirectUri: redirectUri(ctx, 'paypal', 'web') }),
    );
    await connectIdentity(ctx, user, identity);
    return { success: true, message: 'PayPal connected.', userData: await buildUserData(ctx.db, user.id) };
  });

  registerCall(app, ctx, API_CALLS.authFacebookDeauth, async ({ request }) => {
    const { user } = currentAuth(request);
    await viaProvider(async () => {
      if (!oauth.facebook.configured) throw new ProviderNotConfiguredError('Facebook');
    });
    await unlinkProvider(ctx, user.id, 'facebook');
    const confirmation = randomToken(9);
    const statusUrl = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/support?facebook_deletion=${confirmation}`;
    return { success: true, status_url: statusUrl, confirmation_code: confirmation };
  });
}
