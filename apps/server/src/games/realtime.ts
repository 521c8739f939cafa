/**
 * socket.io for tables. A connection authenticates with its access token and joins its user's room (per-seat
 * views go there, so nobody ever receives another seat's hand) and its table's room (reactions and chat).
 * With REDIS_URL the rooms span every server process through the Redis adapter.
 */

import {
  type ClientToServerEvents,
  REALTIME_PROTOCOL_VERSION,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@cardroom/protocol';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { authenticate } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { type GameRecord, loadActiveRecord, updateSeat } from './repository.js';
import type { TableEvents } from './runtime.js';
import { projectGame, projectPlayer } from './spades/projection.js';

interface SocketData {
  userId: string;
}

export type TableServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const userRoom = (userId: string) => `user:${userId}`;
const gameRoom = (gameId: string) => `game:${gameId}`;

export interface Realtime {
  io: TableServer;
  events: TableEvents;
  close(): Promise<void>;
}

/** What a seated person is sent after each change: their own view only. */
export function seatPayload(record: GameRecord, seat: number) {
  return {
    v: REALTIME_PROTOCOL_VERSION,
    version: record.game.version,
    gameData: projectGame(record, seat),
    playerData: projectPlayer(record, seat),
  } as const;
}

export function createRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  hooks: { presenceChanged(gameId: string): Promise<void> },
): Realtime {
  const io: TableServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: false },
  });
  const redisClients: Redis[] = [];
  if (ctx.config.REDIS_URL) {
    const pub = new Redis(ctx.config.REDIS_URL);
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  const events: TableEvents = {
    async publishState(record) {
      for (const seat of record.seats) {
        if (!seat.userId || seat.isBot || !seat.active) continue;
        io.to(userRoom(seat.userId)).emit('game:state', seatPayload(record, seat.seat));
      }
    },
    async publishLeft(userId, gameId) {
      io.to(userRoom(userId)).emit('game:left', { v: REALTIME_PROTOCOL_VERSION, game_id: gameId });
      io.in(userRoom(userId)).socketsLeave(gameRoom(gameId));
    },
    async publishReaction(gameId, reaction) {
      io.to(gameRoom(gameId)).emit('game:reaction', {
        v: REALTIME_PROTOCOL_VERSION,
        game_id: gameId,
        reaction,
      });
    },
    async publishChat(gameId, chatMessage, recipients) {
      const target = recipients ? io.to(recipients.map(userRoom)) : io.to(gameRoom(gameId));
      target.emit('chat:message', { v: REALTIME_PROTOCOL_VERSION, game_id: gameId, chatMessage });
    },
    async joinRoom(userId, gameId) {
      io.in(userRoom(userId)).socketsJoin(gameRoom(gameId));
    },
  };

  const sendCurrent = async (userId: string, emit: (payload: ReturnType<typeof seatPayload>) => void) => {
    const record = await loadActiveRecord(ctx.db, userId);
    const seat = record?.seats.find((row) => row.userId === userId && !row.isBot && row.active);
    if (record && seat) emit(seatPayload(record, seat.seat));
    return record && seat ? { record, seat } : undefined;
  };

  /** Marks the user's seat away (no live connection left) or back, and re-arms the table's timer. */
  const setPresence = async (userId: string, away: boolean) => {
    const record = await loadActiveRecord(ctx.db, userId);
    const seat = record?.seats.find((row) => row.userId === userId && !row.isBot);
    if (!record || !seat || seat.away === away || record.game.status !== 'playing') return;
    await updateSeat(ctx.db, record.game.id, seat.seat, { away });
    await hooks.presenceChanged(record.game.id);
  };

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0) {
      next(Object.assign(new Error('Unauthorized'), { data: { code: 'UNAUTHORIZED' } }));
      return;
    }
    authenticate(ctx, token).then(
      (auth) => {
        socket.data.userId = auth.user.id;
        next();
      },
      (error: unknown) => {
        const code = error instanceof AppError ? error.code : 'INVALID_TOKEN';
        const message = error instanceof Error ? error.message : 'Invalid token';
        next(Object.assign(new Error(message), { data: { code, message } }));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    void socket.join(userRoom(userId));
    const sync = async () => {
      const current = await sendCurrent(userId, (payload) => socket.emit('game:state', payload));
      if (current) await socket.join(gameRoom(current.record.game.id));
      return current;
    };
    sync()
      .then(() => setPresence(userId, false))
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'socket sync failed'));
    socket.on('game:sync', () => {
      sync().catch((error: unknown) => ctx.logger.warn({ err: error }, 'socket sync failed'));
    });
    socket.on('disconnect', () => {
      io.in(userRoom(userId))
        .fetchSockets()
        .then((remaining) => (remaining.length === 0 ? setPresence(userId, true) : undefined))
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'presence update failed'));
    });
  });

  return {
    io,
    events,
    async close() {
      // Not io.close(): that also closes Fastify's HTTP server, which Fastify closes itself.
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    },
  };
}
