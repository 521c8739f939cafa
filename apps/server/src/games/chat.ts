/**
 * A table's chat (spec §7 /user/chat/*): whoever sits or sat at game :id may post and read; messages are
 * stored as sent (the client escapes them on display) and pushed to the table's room. Posting is limited to
 * CHAT_MESSAGES_PER_MINUTE per user.
 */
import { API_CALLS, type ChatMessage, type Locale } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import type { UserRow } from '../users/repository.js';
import { type ChatRow, insertChatMessage, recentChat } from './chat-repository.js';
import { isUuid } from './ids.js';
import { hasSeatAt } from './repository.js';
import type { GamesRuntime } from './runtime.js';

export const CHAT_HISTORY_LIMIT = 100;
const MINUTE = 60_000;

function toChatMessage(row: ChatRow & { senderId: string }): ChatMessage {
  return {
    id: row.id,
    sender_id: row.senderId,
    username: row.username,
    message: row.message,
    locale: (row.locale as Locale | null) ?? null,
    time_stamp: row.createdAt.toISOString(),
  };
}

/** USER_NOT_IN_GAME unless the user has a seat (now or before) at the game. */
async function requireSeated(db: Db, gameId: string, userId: string): Promise<void> {
  if (!isUuid(gameId)) throw new AppError('USER_NOT_IN_GAME');
  if (!(await hasSeatAt(db, gameId, userId))) throw new AppError('USER_NOT_IN_GAME');
}

export async function sendChat(
  runtime: GamesRuntime,
  user: UserRow,
  gameId: string,
  input: { message: string; locale?: Locale | undefined },
): Promise<ChatMessage> {
  const { db, counters, config } = runtime.ctx;
  await requireSeated(db, gameId, user.id);
  if ((await counters.hit(`chat:${user.id}`, MINUTE)) > config.CHAT_MESSAGES_PER_MINUTE) {
    throw new AppError('RATE_LIMITED', 'You are sending messages too fast. Please wait a moment.');
  }
  const row = await insertChatMessage(db, {
    gameId,
    senderId: user.id,
    username: user.username,
    message: input.message,
    locale: input.locale ?? null,
  });
  const message = toChatMessage({ ...row, senderId: user.id });
  await runtime.events.publishChat(gameId, message);
  return message;
}

/** The last CHAT_HISTORY_LIMIT messages of the game, oldest first; only those of `senders` when given. */
export async function listChat(
  db: Db,
  user: UserRow,
  gameId: string,
  senders?: string[],
): Promise<ChatMessage[]> {
  await requireSeated(db, gameId, user.id);
  const rows = await recentChat(db, gameId, CHAT_HISTORY_LIMIT, senders);
  return rows
    .reverse()
    .flatMap((row) => (row.senderId ? [toChatMessage({ ...row, senderId: row.senderId })] : []));
}

export function registerChatRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;

  registerCall(app, ctx, API_CALLS.userChatSend, async ({ body, params, request }) => {
    const chatMessage = await sendChat(runtime, currentAuth(request).user, params.id, body);
    return { success: true as const, chatMessage };
  });

  registerCall(app, ctx, API_CALLS.userChatGet, async ({ params, request }) => ({
    success: true as const,
    messages: await listChat(ctx.db, currentAuth(request).user, params.id),
  }));

  registerCall(app, ctx, API_CALLS.userChatGetWith, async ({ params, request }) => {
    const { user } = currentAuth(request);
    const senders = isUuid(params.other) ? [user.id, params.other] : [user.id];
    return { success: true as const, messages: await listChat(ctx.db, user, params.id, senders) };
  });
}
