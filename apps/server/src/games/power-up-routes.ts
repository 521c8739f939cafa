/**
 * POST /game/use-power-up: spends one power-up at the caller's table. "Bot's advice" answers the house bot's
 * action computed from the caller's own view on their turn, so it reveals nothing they could not see. Only at
 * free-play tables of a game the power-up is sold for: never ranked, prize-pool or contest play (issue 14).
 */
import { API_CALLS, type PowerUpAdvice } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { findPowerUp } from '../store/catalogue.js';
import { powerUpStockOf, spendPowerUp } from '../store/power-ups.js';
import { seatedRecord } from './moves.js';
import { loadTable, seatOf } from './projection.js';
import type { GameRecord } from './repository.js';
import type { GamesRuntime } from './runtime.js';

/** Free play: no ranking, no prize pool; a Klondike contest's tables are ranked. */
function isFreePlay(record: GameRecord): boolean {
  return record.game.tier === 'free' && record.game.prizePoolId === null;
}

/** The bot's action for the caller's seat, or the refusal that says why there is none now. */
function adviceFor(runtime: GamesRuntime, record: GameRecord, userId: string): PowerUpAdvice {
  const seat = seatOf(record, userId);
  const { game, table } = loadTable(runtime.games, record);
  if (record.game.status !== 'playing' || table.state === null)
    throw new AppError('WRONG_PHASE', 'The game has not started yet.');
  const { engine } = game;
  if (engine.toAct(table.state) !== seat || engine.legalActions(table.state, seat).length === 0)
    throw new AppError('NOT_YOUR_TURN');
  return { map: engine.map, action: engine.botAction(engine.viewFor(table.state, seat)) } as PowerUpAdvice;
}

export function registerPowerUpRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;
  registerCall(app, ctx, API_CALLS.gameUsePowerUp, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const powerUp = findPowerUp(body.power_up_id);
    if (!powerUp) throw new AppError('POWER_UP_NOT_FOUND');
    const record = await seatedRecord(runtime, user.id);
    if (record.game.id !== body.game_id) throw new AppError('USER_NOT_IN_GAME');
    if (!isFreePlay(record) || !powerUp.games.includes(record.game.map))
      throw new AppError('POWER_UP_NOT_ALLOWED');
    // Decided before the charge: a refused use (not your turn) costs nothing.
    const advice = adviceFor(runtime, record, user.id);
    await spendPowerUp(ctx.db, user.id, powerUp.power_up_id, record.game.id, body.request_id);
    return { success: true as const, advice, stock: await powerUpStockOf(ctx.db, user.id) };
  });
}
