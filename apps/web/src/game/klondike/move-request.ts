/**
 * A move at the solitaire table, named by a request id the server remembers (POST /game/solitaire/move,
 * `requestId`): a call whose reply was lost on the way (no HTTP answer) is sent once more under the same id,
 * so a draw or an undo the server did apply is answered with the table instead of being applied twice.
 */
import type { KlondikeIntent } from '@cardroom/protocol';
import type { CallResponse } from '../../api/client.js';
import { isApiError } from '../../api/errors.js';
import { handleError } from '../../api/handle-error.js';
import type { AppThunk } from '../../store/index.js';

/** crypto.randomUUID exists only in secure contexts (https, localhost); an app served over plain http gets hex. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === 'NETWORK_ERROR';
}

/** Resolves with the reply, or null once the failure was reported (spec §8, with `fallback` as its text). */
export function sendMove(
  gameId: string,
  intent: KlondikeIntent,
  fallback: string,
): AppThunk<Promise<CallResponse<'solitaireMove'> | null>> {
  return async (dispatch, _getState, { api }) => {
    const body = { gameData: { game_id: gameId }, action: intent, requestId: newRequestId() };
    try {
      try {
        return await api.call('solitaireMove', { body });
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        return await api.call('solitaireMove', { body });
      }
    } catch (error) {
      dispatch(handleError(error, fallback));
      return null;
    }
  };
}
