/** Session flows of spec §4: sign-in replies, logout, account deletion and the language update. */
import { isGuest, type Locale, PERSISTED_KEYS, type UserData } from '@cardroom/protocol';
import { request } from '../api/request.js';
import { type AppThunk, appReset } from './index.js';
import { sessionStarted } from './session-slice.js';
import { localeSet } from './settings-slice.js';
import { writeKey } from './storage.js';
import { loadingSet, messageShown } from './ui-slice.js';

/** Login-type replies carry the access token and the user; both are stored (spec §7). */
export function startSession(reply: { accessToken: string; userData: UserData }): AppThunk {
  return (dispatch) => {
    dispatch(sessionStarted(reply));
  };
}

/**
 * Spec §4 logout: loading on; the server logout unless a guest; session and game state cleared; loading
 * off. The caller then goes to /auth/login. A failed server logout still signs out here.
 */
export function logout(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    dispatch(loadingSet(true));
    const { user, accessToken } = getState().session;
    if (accessToken && user && !isGuest(user)) {
      try {
        await api.call('authLogout', { body: {} });
      } catch (error) {
        console.warn('Server logout failed; signing out locally.', error);
      }
    }
    dispatch(appReset());
    dispatch(loadingSet(false));
  };
}

/** Spec §4 delete account: the server call, then the session is cleared. Resolves true when deleted. */
export function deleteAccount(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(request('authDelete', { body: {} }));
    if (!reply) return false;
    dispatch(appReset());
    dispatch(messageShown(reply.message));
    return true;
  };
}

/**
 * Switches the interface language and remembers it on this device. A signed-in user's account follows:
 * the reply carries new user data and a new token, both stored. Resolves false when the server refused.
 */
export function changeLocale(locale: Locale): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    dispatch(localeSet(locale));
    writeKey(PERSISTED_KEYS.userPreferredLanguage, locale);
    const { accessToken, user } = getState().session;
    if (!accessToken || !user || user.locale === locale) return true;
    const reply = await dispatch(request('userUpdate', { body: { locale } }, { loading: false }));
    if (!reply) return false;
    dispatch(sessionStarted(reply));
    return true;
  };
}
