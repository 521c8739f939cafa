/** Spec §7 general game calls: create (and as a guest), load, search, add a bot, exit. */
import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createGuest, loginReply } from '../auth/accounts.js';
import { bearer, currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { buildUserData } from '../users/user-data.js';
import { findMatch } from './matchmaking.js';
import { tableReply } from './projection.js';
import { type GameRecord, loadActiveRecord } from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { addBots, currentRecord, leaveTable, openTable, seatOf, setClientSeed } from './tables.js';

/** Entering a game answers with the session too (spec §7); the caller's token stays valid, so it is echoed. */
export async function sessionReply(runtime: GamesRuntime, request: FastifyRequest, record: GameRecord) {
  const { user } = currentAuth(request);
  return {
    success: true as const,
    ...tableReply(runtime.games, record, user.id),
    userData: await buildUserData(runtime.ctx.db, user.id),
    accessToken: bearer(request) ?? '',
  };
}

export function registerGameRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;

  registerCall(app, ctx, API_CALLS.gameCreate, async ({ body, request }) => {
    runtime.games.get(body.map); // NOT_AVAILABLE unless this server hosts the game
    const { user } = currentAuth(request);
    const tutorial = body.type === 'tutorial';
    const record = await openTable(runtime, user, {
      type: body.type,
      map: body.map,
      gameMode: body.game_mode,
      withBots: body.type !== 'vs',
      free: tutorial,
      singleHand: tutorial || body.quick === true,
      ...(body.clientSeed ? { clientSeed: body.clientSeed } : {}),
      ...(body.seats === undefined ? {} : { seats: body.seats }),
    });
    return sessionReply(runtime, request, record);
  });

  registerCall(app, ctx, API_CALLS.gameCreateGuest, async ({ body, request }) => {
    runtime.games.get(body.map); // NOT_AVAILABLE unless this server hosts the game
    const locale = request.headers['accept-language']?.startsWith('es') ? 'es' : 'en';
    const guest = await createGuest(ctx, locale, request.ip);
    const record = await openTable(runtime, guest, {
      type: body.type === 'vs' ? 'bots' : body.type,
      map: body.map,
      gameMode: body.game_mode,
      withBots: true,
      free: true,
      singleHand: true,
      ...(body.clientSeed ? { clientSeed: body.clientSeed } : {}),
      ...(body.seats === undefined ? {} : { seats: body.seats }),
    });
    const session = await loginReply(ctx, guest);
    return { success: true as const, ...tableReply(runtime.games, record, guest.id), ...session };
  });

  registerCall(app, ctx, API_CALLS.gameLoad, async ({ request }) => {
    const { user } = currentAuth(request);
    const record = await loadActiveRecord(ctx.db, user.id);
    if (!record) return { success: true as const, gameData: null, playerData: null };
    return { success: true as const, ...tableReply(runtime.games, record, user.id) };
  });

  registerCall(app, ctx, API_CALLS.gameSearch, async ({ body, request }) => {
    runtime.games.get(body.map); // NOT_AVAILABLE unless this server hosts the game
    const { user } = currentAuth(request);
    const record = await findMatch(runtime, user, body);
    return sessionReply(runtime, request, record);
  });

  // The players' client seed (rules.md), changeable until the deal; the table is published to every seat.
  registerCall(app, ctx, API_CALLS.gameSetSeed, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const record = await setClientSeed(runtime, user, body.clientSeed);
    return { success: true as const, ...tableReply(runtime.games, record, user.id) };
  });

  registerCall(app, ctx, API_CALLS.gameAddBot, async ({ request }) => {
    const { user } = currentAuth(request);
    const current = await currentRecord(ctx.db, user.id);
    seatOf(current, user.id);
    const record = await addBots(runtime, current.game.id, false);
    return { success: true as const, ...tableReply(runtime.games, record, user.id) };
  });

  registerCall(app, ctx, API_CALLS.gameExit, async ({ request }) => {
    const { user } = currentAuth(request);
    await leaveTable(runtime, user);
    return {
      success: true as const,
      userData: await buildUserData(ctx.db, user.id),
      accessToken: bearer(request) ?? '',
    };
  });
}
