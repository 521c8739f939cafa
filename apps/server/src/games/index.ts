/**
 * Wires tables into the server: the registry of hosted games, realtime, the deadline scheduler and the
 * routes (the generic ones and each game's own). Started after the HTTP server is ready; closed (sockets
 * first) before the server stops.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { dominoesServerGame } from './dominoes/module.js';
import { announceLeft } from './leaving.js';
import { advanceGame, rearmDeadline } from './moves.js';
import { leavePrizePool } from './prize-pools.js';
import { createRealtime, type TableServer } from './realtime.js';
import { type AnyServerGame, createRegistry } from './registry.js';
import { loadActiveRecord } from './repository.js';
import { registerGameRoutes } from './routes.js';
import type { GamesRuntime } from './runtime.js';
import { createScheduler } from './scheduler.js';
import { registerSocialRoutes } from './social-routes.js';
import { solitaireServerGame } from './solitaire/module.js';
import { spadesServerGame } from './spades/module.js';
import { addBots, leaveTable } from './tables.js';

/** The games every server hosts; a test may host more (installGames' `extra`). */
export const HOSTED_GAMES: readonly AnyServerGame[] = [
  spadesServerGame as AnyServerGame,
  solitaireServerGame as AnyServerGame,
  dominoesServerGame as AnyServerGame,
];

export interface Games {
  runtime: GamesRuntime;
  io: TableServer;
  /** Arms the timers of every live game (after a restart) and starts the sweep. */
  start(): Promise<void>;
}

export function installGames(
  app: FastifyInstance,
  ctx: AppContext,
  extra: readonly AnyServerGame[] = [],
): Games {
  const games = createRegistry([...HOSTED_GAMES, ...extra]);
  const holder: { runtime?: GamesRuntime } = {};
  const runtimeOf = () => {
    if (!holder.runtime) throw new Error('games runtime used before installation');
    return holder.runtime;
  };
  const realtime = createRealtime(app, ctx, games, {
    presenceChanged: (gameId) => rearmDeadline(runtimeOf(), gameId),
    async handAcknowledged(userId, ack) {
      const record = await loadActiveRecord(ctx.db, userId);
      if (record?.game.id !== ack.game_id || !games.has(record.game.map)) return;
      await games.get(record.game.map).hooks?.handAck?.(runtimeOf(), userId, ack);
    },
  });
  const scheduler = createScheduler(ctx.db, ctx.logger, (gameId) =>
    advanceGame(runtimeOf(), gameId, async (id) => {
      await addBots(runtimeOf(), id, true);
    }),
  );
  const runtime: GamesRuntime = { ctx, games, events: realtime.events, scheduler };
  holder.runtime = runtime;
  registerGameRoutes(app, runtime);
  for (const game of games.all()) game.routes?.(app, runtime);
  registerSocialRoutes(app, runtime);
  // A deleted account leaves at once, before its row goes: a seat in play passes to a bot at bot pace, a
  // seat before the deal and an unstarted prize pool entry are refunded (then forfeit with the account).
  ctx.lifecycle.on('accountDeleted', async ({ userId }) => {
    await leaveTable(runtime, { id: userId });
    await leavePrizePool(runtime, { id: userId }).catch((error: unknown) => {
      const expected = ['PRIZE_POOL_NOT_FOUND', 'GAME_ALREADY_STARTED'];
      if (!(error instanceof AppError && expected.includes(error.code))) throw error;
    });
  });
  // A join that landed after accountDeleted was undone by the erase itself: the tables are told, their
  // timers re-armed (a bot now plays the seat at bot pace).
  ctx.lifecycle.on('tablesLeftOnErase', async ({ userId, gameIds }) => {
    for (const gameId of gameIds) await announceLeft(runtime, userId, gameId);
  });
  app.addHook('preClose', async () => {
    scheduler.close();
    await realtime.close();
  });
  return { runtime, io: realtime.io, start: () => scheduler.start() };
}
