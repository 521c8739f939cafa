/**
 * Spec §7 spades calls: bids, plays, the legality dry-run, auto, loading, finishing, resetting, open tables;
 * and the blind nil choice to see one's cards (issue 11).
 */
import { type Card, fromCardData, type Seat, type SpadesAction, type SpadesState } from '@cardroom/engine';
import { API_CALLS, type Card as CardData } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { bearer, currentAuth, currentCaller } from '../../http/guards.js';
import { registerCall } from '../../http/register-call.js';
import { buildUserData } from '../../users/user-data.js';
import { type IntentActions, makeMove, seatedRecord } from '../moves.js';
import { projectGame, tableReply } from '../projection.js';
import { type GameRecord, lastFinishedGameId, listOpenTables, loadRecord } from '../repository.js';
import type { GamesRuntime } from '../runtime.js';
import { currentRecord, leaveTable, seatOf } from '../tables.js';

/** What a person asks for; the seat comes from their session, never from the request. */
export type Intent =
  | { type: 'bid'; bid: number; blind: boolean; firestorm: boolean; autoBid: boolean }
  | { type: 'play'; card: Card }
  /** A seat offered blind nil chooses to see its cards (any time during bidding). */
  | { type: 'see' }
  | { type: 'auto' };

/** The engine actions an intent stands for: auto (and auto-bid) are the seat's auto actions. */
function actionsOf(intent: Intent): IntentActions {
  return (stored, seatNumber, game) => {
    const state = stored as SpadesState;
    const seat = seatNumber as Seat;
    if (intent.type === 'play') return [{ type: 'play', seat, card: intent.card } satisfies SpadesAction];
    if (intent.type === 'see') return [{ type: 'see', seat } satisfies SpadesAction];
    if (intent.type === 'auto' || intent.autoBid) {
      if (game.engine.toAct(state) !== seat) throw new AppError('NOT_YOUR_TURN');
      return game.engine.autoActions(state, seat);
    }
    return [
      {
        type: 'bid',
        seat,
        bid: intent.bid,
        blind: intent.blind,
        firestorm: intent.firestorm,
      } satisfies SpadesAction,
    ];
  };
}

function cardOf(data: CardData): Card {
  const card = fromCardData(data);
  if (!card) throw new AppError('INVALID_ACTION');
  return card;
}

/** The client echoes gameData; only its game_id is read, and it must be the caller's current game. */
function checkGameRef(record: GameRecord, ref: { game_id: string }) {
  if (record.game.id !== ref.game_id) throw new AppError('INVALID_GAME_DATA');
}

export function registerSpadesRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;
  const move = async (userId: string, intent: Intent, ref?: { game_id: string }, dryRun = false) => {
    // makeMove checks the echoed game id against every table it reads, held or fresh.
    const { record } = await makeMove(runtime, userId, actionsOf(intent), {
      dryRun,
      map: 'spades',
      ...(ref ? { gameId: ref.game_id } : {}),
    });
    return { success: true as const, ...tableReply(runtime.games, record, userId) };
  };
  const callerOnly = { callerOnly: true };

  registerCall(
    app,
    ctx,
    API_CALLS.spadesPlay,
    async ({ body, request }) =>
      move(currentCaller(request).userId, { type: 'play', card: cardOf(body.cardData) }, body.gameData),
    callerOnly,
  );

  registerCall(
    app,
    ctx,
    API_CALLS.spadesValid,
    async ({ body, request }) => {
      const card = cardOf(body.playCard);
      await move(currentCaller(request).userId, { type: 'play', card }, body.gameData, true);
      return { success: true as const };
    },
    callerOnly,
  );

  registerCall(
    app,
    ctx,
    API_CALLS.spadesSetBid,
    async ({ body, request }) => move(currentCaller(request).userId, { type: 'bid', ...body }),
    callerOnly,
  );

  // Until a blind-pending seat bids blind nil or calls this, no reply or event holds a card of its hand (the
  // engine's view withholds it); this reply is the first with the hand.
  registerCall(
    app,
    ctx,
    API_CALLS.spadesSee,
    async ({ request }) => move(currentCaller(request).userId, { type: 'see' }),
    callerOnly,
  );

  registerCall(
    app,
    ctx,
    API_CALLS.spadesAuto,
    async ({ body, request }) => move(currentCaller(request).userId, { type: 'auto' }, body.gameData),
    callerOnly,
  );

  // Hands close by themselves when their 13th trick is taken; end is the client's checkpoint and answers
  // with the scored table.
  registerCall(app, ctx, API_CALLS.spadesEnd, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const record = await currentRecord(ctx.db, user.id);
    checkGameRef(record, body.gameData);
    return { success: true as const, ...tableReply(runtime.games, record, user.id) };
  });

  registerCall(app, ctx, API_CALLS.spadesLoad, async ({ request }) => {
    const { user } = currentAuth(request);
    const record = await seatedRecord(runtime, user.id);
    if (record.game.map !== 'spades') throw new AppError('USER_NOT_IN_GAME');
    return { success: true as const, ...tableReply(runtime.games, record, user.id) };
  });

  registerCall(app, ctx, API_CALLS.spadesFinish, async ({ request }) => {
    const { user } = currentAuth(request);
    const record = await currentRecord(ctx.db, user.id);
    if (record.game.status !== 'finished') throw new AppError('WRONG_PHASE', 'The game is not over yet.');
    return {
      success: true as const,
      ...tableReply(runtime.games, record, user.id),
      userData: await buildUserData(ctx.db, user.id),
    };
  });

  registerCall(app, ctx, API_CALLS.spadesLoadFinal, async ({ request }) => {
    const { user } = currentAuth(request);
    const last = await lastFinishedGameId(ctx.db, user.id, 'spades');
    const record = last ? await loadRecord(ctx.db, last) : undefined;
    if (!record?.game.finishedAt) throw new AppError('GAME_NOT_FOUND');
    const seat = record.seats.find((row) => row.userId === user.id)?.seat ?? null;
    const outcome = record.game.outcome as { winners: string[]; draw: boolean } | null;
    return {
      success: true as const,
      finishedGame: {
        ...projectGame(runtime.games, record, seat),
        result: { winners: outcome?.winners ?? [], draw: outcome?.draw ?? false },
        finishedAt: record.game.finishedAt.toISOString(),
      },
    };
  });

  registerCall(app, ctx, API_CALLS.spadesLoadPlayers, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const record = await currentRecord(ctx.db, user.id);
    seatOf(record, user.id);
    // Public data only: the players as a non-seated viewer sees them, so no hand is ever included.
    const players = projectGame(runtime.games, record, null).players.filter((player) =>
      body.playerList.includes(player.id),
    );
    return { success: true as const, players };
  });

  registerCall(app, ctx, API_CALLS.spadesReset, async ({ request }) => {
    const { user } = currentAuth(request);
    const record = await currentRecord(ctx.db, user.id).catch(() => undefined);
    if (record?.game.status === 'playing') throw new AppError('GAME_ALREADY_STARTED');
    if (record) await leaveTable(runtime, user);
    return { success: true as const };
  });

  registerCall(app, ctx, API_CALLS.spadesExitTutorial, async ({ request }) => {
    const { user } = currentAuth(request);
    const record = await currentRecord(ctx.db, user.id).catch(() => undefined);
    if (record && record.game.type !== 'tutorial') throw new AppError('INVALID_GAME_DATA');
    if (record) await leaveTable(runtime, user);
    return {
      success: true as const,
      userData: await buildUserData(ctx.db, user.id),
      accessToken: bearer(request) ?? '',
    };
  });

  registerCall(app, ctx, API_CALLS.spadesSearch, async ({ params }) => {
    const tables = await listOpenTables(ctx.db, { map: 'spades', gameMode: params.param });
    return {
      success: true as const,
      games: tables.map((record) => ({
        game_id: record.game.id,
        map: 'spades' as const,
        game_mode: params.param,
        type: record.game.type as 'vs',
        people: record.seats.length,
        maxPeople: runtime.games.get('spades').engine.seats.max,
        entryFee: { currency: 'coins' as const, amount: record.game.entryFee },
        reward: { currency: 'coins' as const, amount: record.game.entryFee * 2 },
      })),
    };
  });
}
