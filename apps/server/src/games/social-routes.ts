/**
 * The calls around the table rather than at it: friendly games and their QR code, reactions, chat, the
 * leaderboard, finished games' replays and prize pools.
 */
import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { buildUserData } from '../users/user-data.js';
import { registerChatRoutes } from './chat.js';
import { registerFriendlyRoutes } from './friendly.js';
import { registerLeaderboardRoutes } from './leaderboard.js';
import { registerPowerUpRoutes } from './power-up-routes.js';
import { joinPrizePool, leavePrizePool, listPrizePools, myPoolEntries } from './prize-pools.js';
import { registerReactionRoutes } from './reactions.js';
import { registerReplayRoutes } from './replay-routes.js';
import type { GamesRuntime } from './runtime.js';

function registerPrizePoolRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;

  registerCall(app, ctx, API_CALLS.spadesGetPrizePools, async ({ request }) => ({
    success: true as const,
    prizePools: await listPrizePools(runtime),
    myEntries: await myPoolEntries(ctx.db, currentAuth(request).user.id),
  }));

  registerCall(app, ctx, API_CALLS.spadesJoinPrizePool, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const ticketId = await joinPrizePool(runtime, user, body.prizepool_id, body.clientSeed);
    return { success: true as const, ticket_id: ticketId, userData: await buildUserData(ctx.db, user.id) };
  });

  registerCall(app, ctx, API_CALLS.spadesLeavePrizePool, async ({ request }) => {
    const { user } = currentAuth(request);
    await leavePrizePool(runtime, user);
    return { success: true as const, userData: await buildUserData(ctx.db, user.id) };
  });
}

export function registerSocialRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  registerFriendlyRoutes(app, runtime);
  registerReactionRoutes(app, runtime);
  registerChatRoutes(app, runtime);
  registerLeaderboardRoutes(app, runtime);
  registerReplayRoutes(app, runtime);
  registerPrizePoolRoutes(app, runtime);
  registerPowerUpRoutes(app, runtime);
}
