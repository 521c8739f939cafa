/**
 * The one error handler of spec §8: the server's message, else the error's own message, in the snackbar
 * with loading off. An expired session shows the session-expired text, sets the inactive flag and resets
 * the app keeping the settings; game errors also reset the game state.
 */
import { i18n } from '../i18n/index.js';
import { localizeServerError } from '../i18n/server-errors.js';
import { gameReset } from '../store/game-slice.js';
import { type AppThunk, appReset } from '../store/index.js';
import { inactiveSet } from '../store/session-slice.js';
import { errorShown, loadingSet } from '../store/ui-slice.js';
import { GAME_RESET_CODES, isApiError, isSessionExpired, isSessionInvalid } from './errors.js';

/** The text to show for a failure; `fallback` stands in when there is no server message (spec §8). */
export function describeError(error: unknown, fallback?: string): string {
  // A call this server does not answer yet: "Route not found: GET /…" is for developers, not players.
  if (isApiError(error) && error.code === 'NOT_FOUND') return i18n.t('errors.notAvailable');
  if (isApiError(error) && error.code !== 'NETWORK_ERROR') {
    return localizeServerError(error.code, error.message, i18n.language);
  }
  if (fallback) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.unknown');
}

export function handleError(error: unknown, fallback?: string): AppThunk {
  return (dispatch) => {
    if (isSessionExpired(error)) {
      dispatch(appReset());
      dispatch(inactiveSet(true));
      dispatch(errorShown(i18n.t('errors.sessionExpired')));
      return;
    }
    if (isSessionInvalid(error)) {
      // The token was revoked (signed out elsewhere, password changed): it can never work again.
      dispatch(appReset());
      dispatch(inactiveSet(true));
    }
    if (isApiError(error) && GAME_RESET_CODES.has(error.code)) dispatch(gameReset());
    dispatch(loadingSet(false));
    dispatch(errorShown(describeError(error, fallback)));
  };
}
