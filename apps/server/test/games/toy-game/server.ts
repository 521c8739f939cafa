/**
 * The toy game's server module: its registration (engine module, projection, pacing, view schema) and its
 * own calls, written only against the runtime's public functions, as a real game's module would be.
 */
import type { Card } from '@cardroom/engine';
import type { GameData, PlayerData } from '@cardroom/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { makeMove, seatedRecord } from '../../../src/games/moves.js';
import { loadTable, playerIdOf, seatOf } from '../../../src/games/projection.js';
import type { ServerGame, Table } from '../../../src/games/registry.js';
import type { GameRecord, SeatRow } from '../../../src/games/repository.js';
import type { GamesRuntime } from '../../../src/games/runtime.js';
import { joinTable, openTable } from '../../../src/games/tables.js';
import { currentAuth, makeRequireAuth } from '../../../src/http/guards.js';
import { type ToyAction, type ToyState, type ToyView, toyEngine } from './engine.js';

const card = z.string().regex(/^[2-9TJQKA][SHCD]$/);

export const toyViewSchema = z.strictObject({
  game: z.literal('toy'),
  viewVersion: z.literal(1),
  seat: z.number().int().min(0).max(1),
  myHand: z.array(card),
  handCounts: z.array(z.number().int()),
  table: z.array(card.nullable()),
  turn: z.number().int(),
  wins: z.array(z.number().int()),
  finished: z.boolean(),
  moves: z.number().int(),
});

/** What every toy call answers: the caller's seat view, checked against the toy's view schema. */
const toyReply = z.object({
  success: z.literal(true),
  game_id: z.string(),
  status: z.string(),
  seat: z.number().int(),
  view: toyViewSchema.nullable(),
});

function reply(runtime: GamesRuntime, record: GameRecord, userId: string) {
  const seat = seatOf(record, userId);
  const { table } = loadTable(runtime.games, record);
  const view = table.state === null ? null : toyEngine.viewFor(table.state as ToyState, seat);
  return { success: true as const, game_id: record.game.id, status: record.game.status, seat, view };
}

function toyPlayer(
  _table: Table<ToyState>,
  row: SeatRow,
  view: ToyView | null,
  viewer: number | null,
): PlayerData {
  return {
    id: playerIdOf(row),
    username: row.username,
    avatar: null,
    seat: row.seat,
    isBot: row.isBot,
    bid: null,
    tricksWon: [],
    declaredFirestorm: false,
    score: view?.wins[row.seat] ?? 0,
    roundScore: [],
    ...(viewer === row.seat ? { hand: [] } : {}),
  };
}

function registerToyRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = makeRequireAuth(runtime.ctx);
  const user = (request: FastifyRequest) => currentAuth(request).user;
  const response = { 200: toyReply };

  typed.post(
    '/toy/create',
    { preValidation, schema: { body: z.strictObject({ bots: z.boolean() }), response } },
    async (request) => {
      const me = user(request);
      const bots = request.body.bots;
      const record = await openTable(runtime, me, {
        type: bots ? 'bots' : 'vs',
        map: 'toy',
        gameMode: 'duel',
        withBots: bots,
        // A friendly table waits for its friend (no bot-fill timer).
        friendly: !bots,
      });
      return reply(runtime, record, me.id);
    },
  );

  typed.post(
    '/toy/join',
    { preValidation, schema: { body: z.strictObject({ game_id: z.uuid() }), response } },
    async (request) => {
      const me = user(request);
      return reply(runtime, await joinTable(runtime, me, request.body.game_id), me.id);
    },
  );

  typed.post(
    '/toy/move',
    { preValidation, schema: { body: z.strictObject({ card }), response } },
    async (request) => {
      const me = user(request);
      const played = request.body.card as Card;
      const { record } = await makeMove(
        runtime,
        me.id,
        (_state, seat): ToyAction[] => [{ type: 'play', seat, card: played }],
        {
          map: 'toy',
        },
      );
      return reply(runtime, record, me.id);
    },
  );

  typed.get('/toy/load', { preValidation, schema: { response } }, async (request) => {
    const me = user(request);
    return reply(runtime, await seatedRecord(runtime, me.id), me.id);
  });
}

export const toyServerGame: ServerGame<ToyState, ToyAction, ToyView> = {
  engine: toyEngine,
  viewSchema: toyViewSchema,
  modeNames: { duel: 'Duel' },
  prizePools: false,
  project: (table, view) => ({
    round: Math.min(3, Math.floor((table.state?.played.length ?? 0) / 2)),
    spadePlayed: false,
    teams: [0, 1].map((side) => ({
      id: side,
      playerIds: table.record.seats.filter((row) => row.seat === side).map(playerIdOf),
      score: view?.wins[side] ?? 0,
      bags: 0,
    })),
    currentTrick: [],
    // The wire union names real games only; a test-only game's view travels under its own schema.
    ...(view ? { view: view as unknown as GameData['view'] } : {}),
  }),
  player: toyPlayer,
  publicView: (state) => ({ ...toyEngine.viewFor(state, 0), myHand: [] }),
  // The toy game's view carries no seed.
  sealedView: (view) => view,
  pauseBefore: () => 0,
  routes: registerToyRoutes,
};
