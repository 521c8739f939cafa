/**
 * POST /game/use-power-up: spends one power-up at the caller's table, on their turn. "Bot's advice" answers the
 * house bot's action computed from the caller's own view, so it reveals nothing they could not see. "Extra
 * time" moves the caller's turn deadline on (never past EXTRA_TIME_MAX_CLOCK_SECONDS from now) and the table
 * is told. Only at free-play tables of a game the power-up is sold for: never ranked, prize-pool or contest
 * play (issue 14). Runs in the table's actor, so a move and a deadline change never cross; a refusal costs
 * nothing, and a retried request is charged once.
 */
import {
  API_CALLS,
  EXTRA_TIME_MAX_CLOCK_SECONDS,
  EXTRA_TIME_SECONDS,
  type PowerUp,
  type PowerUpAdvice,
} from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { findPowerUp } from '../store/catalogue.js';
import { powerUpStockOf, powerUpUsed, spendPowerUp } from '../store/power-ups.js';
import { publishCommitted, seatedRecord } from './moves.js';
import { isFreePlay, loadTable, seatOf } from './projection.js';
import { commitGame } from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { tableActorsOf } from './table-actors.js';

/** Less than this is not worth a power-up: the clock is already as long as it may be. */
const LEAST_EXTRA_MS = 5_000;

/** A deadline commit lost to another writer: read the table again and decide again. */
class LostRace extends Error {}

interface Use {
  userId: string;
  gameId: string;
  powerUp: PowerUp;
  requestId: string;
}

type UseOutcome = { advice: PowerUpAdvice } | { turnDeadline: string };

async function usePowerUp(runtime: GamesRuntime, use: Use): Promise<UseOutcome> {
  const { db, config } = runtime.ctx;
  const spend = (tx = db) => spendPowerUp(tx, use.userId, use.powerUp.power_up_id, use.gameId, use.requestId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const record = await seatedRecord(runtime, use.userId);
    if (record.game.id !== use.gameId) throw new AppError('USER_NOT_IN_GAME');
    if (!isFreePlay(record) || !use.powerUp.games.includes(record.game.map))
      throw new AppError('POWER_UP_NOT_ALLOWED');
    const seat = seatOf(record, use.userId);
    const { game, table } = loadTable(runtime.games, record);
    if (record.game.status !== 'playing' || table.state === null)
      throw new AppError('WRONG_PHASE', 'The game has not started yet.');
    const { engine } = game;
    if (engine.toAct(table.state) !== seat || engine.legalActions(table.state, seat).length === 0)
      throw new AppError('NOT_YOUR_TURN');

    if (use.powerUp.power_up_id === 'advice') {
      const action = engine.botAction(engine.viewFor(table.state, seat));
      await spend();
      return { advice: { map: engine.map, action } as PowerUpAdvice };
    }

    const deadline = record.game.deadlineAt;
    if (!deadline || game.hooks?.clockHeld?.(table))
      throw new AppError('WRONG_PHASE', 'Your turn clock is not running.');
    // A retry of a use already applied answers the deadline it set.
    if (await powerUpUsed(db, use.userId, use.requestId)) return { turnDeadline: deadline.toISOString() };
    const longest = Math.max(EXTRA_TIME_MAX_CLOCK_SECONDS, config.TURN_SECONDS + EXTRA_TIME_SECONDS) * 1000;
    const extended = Math.min(deadline.getTime() + EXTRA_TIME_SECONDS * 1000, Date.now() + longest);
    if (extended - deadline.getTime() < LEAST_EXTRA_MS) throw new AppError('POWER_UP_NOT_NOW');
    const deadlineAt = new Date(extended);
    try {
      const row = await db.transaction(async (tx) => {
        await spend(tx);
        const committed = await commitGame(tx, record.game.id, record.game.version, { deadlineAt });
        if (!committed) throw new LostRace();
        return committed;
      });
      tableActorsOf(runtime).forget(record.game.id);
      await publishCommitted(runtime, { ...record, game: row });
      return { turnDeadline: deadlineAt.toISOString() };
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      tableActorsOf(runtime).forget(record.game.id);
    }
  }
  throw new AppError('INTERNAL_ERROR', 'The table is busy. Please try again.');
}

export function registerPowerUpRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;
  registerCall(app, ctx, API_CALLS.gameUsePowerUp, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const powerUp = findPowerUp(body.power_up_id);
    if (!powerUp) throw new AppError('POWER_UP_NOT_FOUND');
    // The caller's own table names the actor: a made-up game id queues nothing.
    const { game } = await seatedRecord(runtime, user.id);
    if (game.id !== body.game_id) throw new AppError('USER_NOT_IN_GAME');
    const outcome = await tableActorsOf(runtime).run(game.id, () =>
      usePowerUp(runtime, { userId: user.id, gameId: game.id, powerUp, requestId: body.request_id }),
    );
    return { success: true as const, ...outcome, stock: await powerUpStockOf(ctx.db, user.id) };
  });
}
