/**
 * POST /game/spades/reaction: a seated person shows a reaction over their avatar. Nothing is stored; the
 * table's room is told at once. Limited per user so nobody can flood a table.
 */
import { API_CALLS, type PlayerReaction } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import type { UserRow } from '../users/repository.js';
import { findActiveGameId, loadRecord } from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { seatOf } from './tables.js';

export const REACTIONS_PER_WINDOW = 10;
export const REACTION_WINDOW_MS = 10_000;

const REACTING_STATUSES = new Set(['waiting', 'playing', 'finished']);

export async function sendReaction(
  runtime: GamesRuntime,
  user: UserRow,
  text: string,
  now = new Date(),
): Promise<PlayerReaction> {
  const { db, counters } = runtime.ctx;
  const gameId = await findActiveGameId(db, user.id);
  const record = gameId ? await loadRecord(db, gameId) : undefined;
  if (!record || !REACTING_STATUSES.has(record.game.status)) throw new AppError('USER_NOT_IN_GAME');
  const seat = seatOf(record, user.id);
  if ((await counters.hit(`reaction:${user.id}`, REACTION_WINDOW_MS)) > REACTIONS_PER_WINDOW) {
    throw new AppError('RATE_LIMITED', 'Too many reactions. Please wait a moment.');
  }
  const reaction: PlayerReaction = {
    playerId: user.id,
    seat,
    reaction: text,
    time_stamp: now.toISOString(),
  };
  await runtime.events.publishReaction(record.game.id, reaction);
  return reaction;
}

export function registerReactionRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  registerCall(app, runtime.ctx, API_CALLS.spadesReaction, async ({ body, request }) => {
    const reaction = await sendReaction(runtime, currentAuth(request).user, body.reaction);
    return { success: true as const, reaction };
  });
}
