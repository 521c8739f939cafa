/**
 * A move at the dominoes table (POST /game/dominoes/move), named by a request id the server remembers: a call
 * whose reply was lost on the way (no HTTP answer) is sent once more under the same id, so a draw the server
 * did apply is answered with the table instead of drawing twice.
 */
import type { DominoesIntent } from '@cardroom/protocol';
import type { CallResponse } from '../../api/client.js';
import { isApiError } from '../../api/errors.js';
import { handleError } from '../../api/handle-error.js';
import type { AppThunk } from '../../store/index.js';
import { newRequestId } from '../klondike/move-request.js';

/** Resolves with the reply, or null once the failure was reported (with `fallback` as its text). */
export function sendDominoesMove(
  gameId: string,
  action: DominoesIntent,
  fallback: string,
): AppThunk<Promise<CallResponse<'dominoesMove'> | null>> {
  return async (dispatch, _getState, { api }) => {
    const body = { gameData: { game_id: gameId }, action, requestId: newRequestId() };
    try {
      try {
        return await api.call('dominoesMove', { body });
      } catch (error) {
        if (!isApiError(error) || error.code !== 'NETWORK_ERROR') throw error;
        return await api.call('dominoesMove', { body });
      }
    } catch (error) {
      dispatch(handleError(error, fallback));
      return null;
    }
  };
}
