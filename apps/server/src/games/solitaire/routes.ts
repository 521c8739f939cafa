/**
 * Klondike's calls: deal a free-play game for the caller (POST /game/solitaire/create) and act in it (POST
 * /game/solitaire/move). The server stamps every action's time (`atMs`, ms since the deal by its own clock),
 * so the timed score never trusts the client. Loading, exiting and settlement are the runtime's generic calls.
 */
import {
  autoCompleteActions,
  type KlondikeAction,
  type KlondikeState,
  parseKlondikeOptions,
} from '@cardroom/engine';
import { API_CALLS, type KlondikeIntent } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { currentAuth, currentCaller } from '../../http/guards.js';
import { registerCall } from '../../http/register-call.js';
import { upgradeLevelOf } from '../../store/collection.js';
import { type IntentActions, makeMove } from '../moves.js';
import { loadTable, tableReply } from '../projection.js';
import { sessionReply } from '../routes.js';
import type { GamesRuntime } from '../runtime.js';
import { openTable } from '../tables.js';
import { registerContestRoutes } from './contest-routes.js';
import { hintFor, SHARPER_HINTS } from './hint.js';
import { closeSolverPool, solverPoolOf } from './solver-pool.js';

const MAP = 'solitaire';

/** Milliseconds since the deal by the server's clock, never before the game's latest action. */
function stampOf(state: KlondikeState, startedAt: Date | null): number {
  return Math.max(state.lastAtMs, Date.now() - (startedAt?.getTime() ?? Date.now()));
}

function actionsOf(intent: KlondikeIntent, requestId: string | undefined): IntentActions {
  const named = requestId === undefined ? {} : { requestId };
  return (stored, _seat, _game, record): KlondikeAction[] => {
    const state = stored as KlondikeState;
    const atMs = stampOf(state, record.game.startedAt);
    if (intent.type === 'autoComplete') {
      const actions = autoCompleteActions(state);
      if (!actions) throw new AppError('INVALID_ACTION', 'The game cannot be finished automatically yet.');
      return actions.map((action, index) => ({
        ...action,
        atMs,
        // The last of them carries the request: a resent auto-complete then finds the game already won.
        ...(index === actions.length - 1 ? named : {}),
      }));
    }
    if (intent.type === 'move') return [{ ...intent, atMs, ...named }];
    return [{ type: intent.type, atMs, ...named }];
  };
}

export function registerSolitaireRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;
  registerContestRoutes(app, runtime);
  app.addHook('onClose', () => closeSolverPool(runtime));

  registerCall(app, ctx, API_CALLS.solitaireCreate, async ({ body, request }) => {
    const { user } = currentAuth(request);
    let options: unknown;
    try {
      options = parseKlondikeOptions({ draw: body.draw ?? 1, scoring: body.scoring ?? 'standard' });
    } catch (error) {
      throw new AppError('VALIDATION_ERROR', (error as Error).message);
    }
    const record = await openTable(runtime, user, {
      // One seat, nobody to wait for: dealt at once, free (no coins in free play).
      type: 'bots',
      map: MAP,
      gameMode: 'classic',
      withBots: true,
      free: true,
      singleHand: true,
      options,
      ...(body.clientSeed ? { clientSeed: body.clientSeed } : {}),
    });
    return sessionReply(runtime, request, record);
  });

  registerCall(
    app,
    ctx,
    API_CALLS.solitaireMove,
    async ({ body, request }) => {
      const { userId } = currentCaller(request);
      // makeMove refuses another map or another game than the one the caller names (INVALID_GAME_DATA).
      const { record } = await makeMove(runtime, userId, actionsOf(body.action, body.requestId), {
        map: MAP,
        gameId: body.gameData.game_id,
      });
      const reply = { success: true as const, ...tableReply(runtime.games, record, userId) };
      if (body.action.type !== 'hint') return reply;
      const state = loadTable(runtime.games, record).table.state as KlondikeState;
      const sharperHints = await upgradeLevelOf(runtime.ctx.db, userId, SHARPER_HINTS);
      return { ...reply, hint: await hintFor(solverPoolOf(runtime), state, userId, sharperHints) };
    },
    { callerOnly: true },
  );
}
