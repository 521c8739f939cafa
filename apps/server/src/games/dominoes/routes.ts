/**
 * Dominoes' own call: POST /game/dominoes/move, an action at the caller's table for the seat they hold (the
 * server fills the seat; a client never names one). Creating, searching, loading, exiting and settlement are
 * the runtime's generic calls.
 */
import type { DominoesAction } from '@cardroom/engine';
import { API_CALLS, type DominoesIntent } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { currentCaller } from '../../http/guards.js';
import { registerCall } from '../../http/register-call.js';
import { type IntentActions, makeMove } from '../moves.js';
import { tableReply } from '../projection.js';
import type { GamesRuntime } from '../runtime.js';

const MAP = 'dominoes';

function actionsOf(intent: DominoesIntent, requestId: string | undefined): IntentActions {
  const named = requestId === undefined ? {} : { requestId };
  return (_state, seat): DominoesAction[] => [{ ...intent, seat, ...named }];
}

export function registerDominoesRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  registerCall(
    app,
    runtime.ctx,
    API_CALLS.dominoesMove,
    async ({ body, request }) => {
      const { userId } = currentCaller(request);
      // makeMove refuses another map or another game than the one the caller names (INVALID_GAME_DATA).
      const { record } = await makeMove(runtime, userId, actionsOf(body.action, body.requestId), {
        map: MAP,
        gameId: body.gameData.game_id,
      });
      return { success: true as const, ...tableReply(runtime.games, record, userId) };
    },
    { callerOnly: true },
  );
}
