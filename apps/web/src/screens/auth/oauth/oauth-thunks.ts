/**
 * OAuth sign-in on the web (spec §7). Google: GET /auth/google gives the provider URL; its random
 * `state` is kept in sessionStorage, the browser leaves, and the provider sends it back to
 * /auth/google/callback with code and state; after the state check the code goes to
 * POST /auth/google-callback. Apple's return (/auth/apple/callback) goes to POST /auth/apple/login.
 */
import type { UserData } from '@cardroom/protocol';
import { describeError, handleError } from '../../../api/handle-error.js';
import { request } from '../../../api/request.js';
import { i18n } from '../../../i18n/index.js';
import type { AppThunk } from '../../../store/index.js';
import { userUpdated } from '../../../store/session-slice.js';
import { startSession } from '../../../store/session-thunks.js';
import { loadingSet, messageShown } from '../../../store/ui-slice.js';
import { savePendingSignIn, takePendingSignIn } from './providers.js';

/** Providers whose sign-in this site can finish: the API has a web callback call for them. */
export type CallbackProvider = 'google' | 'apple';

/**
 * Starts the Google sign-in: asks the server for the authorization URL and sends the browser there.
 * Resolves false when the server refused (PROVIDER_NOT_CONFIGURED shows its message in the snackbar).
 */
export function startGoogleSignIn(referralCode?: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const { locale } = getState().settings;
    const reply = await dispatch(request('authGoogleUrl', { query: { platform: 'web', locale } }));
    if (!reply) return false;
    let state = '';
    try {
      state = new URL(reply.authUrl).searchParams.get('state') ?? '';
    } catch {
      state = '';
    }
    savePendingSignIn('google', { state, ...(referralCode ? { referralCode } : {}) });
    window.location.assign(reply.authUrl);
    return true;
  };
}

export type CallbackResult = { ok: true; user: UserData } | { ok: false; error: string };

/** Provider error codes that mean the person closed or declined the consent screen. */
const CANCELLED = new Set(['access_denied', 'user_cancelled_authorize', 'user_denied']);

/**
 * Finishes a sign-in from the provider's reply parameters (query or fragment). The state must be the
 * one this browser stored when it left; the code is then exchanged by the server for a session.
 */
export function finishOAuthSignIn(
  provider: CallbackProvider,
  params: URLSearchParams,
): AppThunk<Promise<CallbackResult>> {
  return async (dispatch, getState, { api }) => {
    const pending = takePendingSignIn(provider);
    const providerError = params.get('error');
    if (providerError) {
      const text = CANCELLED.has(providerError)
        ? i18n.t('oauth.cancelled')
        : (params.get('error_description') ?? i18n.t('oauth.cancelled'));
      return { ok: false, error: text };
    }
    const code = params.get('code');
    if (!code) return { ok: false, error: i18n.t('oauth.missingCode') };
    if (!pending || pending.state !== (params.get('state') ?? '')) {
      return { ok: false, error: i18n.t('oauth.stateMismatch') };
    }
    const { locale } = getState().settings;
    const context = { locale, ...(pending.referralCode ? { referral_code: pending.referralCode } : {}) };
    dispatch(loadingSet(true));
    try {
      const reply =
        provider === 'google'
          ? await api.call('authGoogleCallback', { body: { code, ...context } })
          : await api.call('authAppleLogin', { body: { token: code, ...context } });
      dispatch(startSession(reply));
      return { ok: true, user: reply.userData };
    } catch (error) {
      dispatch(handleError(error));
      return { ok: false, error: describeError(error) };
    } finally {
      dispatch(loadingSet(false));
    }
  };
}

/**
 * Account 'Disconnect Facebook' (POST /auth/facebook/deauth): the server unlinks Facebook and deletes
 * what it provided; the reply's confirmation code is shown. Resolves true when disconnected.
 */
export function disconnectFacebook(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const reply = await dispatch(request('authFacebookDeauth', { body: {} }));
    if (!reply) return false;
    const { user } = getState().session;
    if (user) {
      dispatch(
        userUpdated({
          ...user,
          linkedProviders: user.linkedProviders.filter((linked) => linked !== 'facebook'),
        }),
      );
    }
    dispatch(messageShown(i18n.t('oauth.linked.facebookDisconnected', { code: reply.confirmation_code })));
    return true;
  };
}
