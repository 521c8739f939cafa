/**
 * socket.io for tables. A connection authenticates with its access token and joins its user's room (per-seat
 * views go there, so nobody ever receives another seat's hand) and its table's room (reactions and chat).
 * With REDIS_URL the rooms span every server process through the Redis adapter. Who may connect and what a
 * socket may ask are in socket-auth.ts (token, caps, revoked sessions) and socket-guard.ts (event budget).
 */

import {
  type ClientToServerEvents,
  type GameStateEvent,
  gameDataSchema,
  gameStateEventSchema,
  type HandAck,
  REALTIME_PROTOCOL_VERSION,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@cardroom/protocol';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { type ZodType, z } from 'zod';
import type { AppContext } from '../context.js';
import { getBalances } from '../wallet/wallet.js';
import { listenWalletChanges, walletBalances } from '../wallet/wallet-events.js';
import { seatPayload } from './projection.js';
import { createAdapterClients } from './redis-adapter-clients.js';
import type { AnyServerGame, GameRegistry } from './registry.js';
import { loadActiveRecord, updateSeat } from './repository.js';
import type { TableEvents } from './runtime.js';
import {
  disconnectRevokedSessions,
  installConnectionGate,
  type SocketData,
  sessionRoom,
  userRoom,
} from './socket-auth.js';
import { createConnectionCaps, createFloodCooldowns } from './socket-caps.js';
import { guardSocketEvents } from './socket-guard.js';
import { createSyncCoalescer } from './socket-limits.js';
import { createPresence } from './socket-presence.js';

export type TableServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const gameRoom = (gameId: string) => `game:${gameId}`;

/**
 * The `game:state` event as a game sends it: the protocol's event schema with the game's own view schema (the
 * protocol's for real games, a test game's own), so the socket has the same allow-list as an HTTP reply:
 * fields the protocol does not name are dropped, and a state that does not match is never sent.
 */
const stateEventSchemas = new WeakMap<AnyServerGame, ZodType<GameStateEvent>>();
function stateEventSchemaOf(game: AnyServerGame): ZodType<GameStateEvent> {
  let schema = stateEventSchemas.get(game);
  if (!schema) {
    schema = gameStateEventSchema.extend({
      gameData: gameDataSchema.extend({
        // The map and its modes are the registry's (a test game brings its own); the rest is the protocol's.
        map: z.string(),
        game_mode: z.string(),
        view: game.viewSchema.optional(),
      }),
    }) as unknown as ZodType<GameStateEvent>;
    stateEventSchemas.set(game, schema);
  }
  return schema;
}

/** A `game:state` event of `game` through its allow-list: unnamed fields dropped, or the schema's issues. */
export function allowListedStateEvent(game: AnyServerGame, payload: unknown) {
  return stateEventSchemaOf(game).safeParse(payload);
}

/** A seat's `game:state`, passed through its allow-list; undefined (and logged) when it does not match. */
function stateEvent(
  ctx: AppContext,
  games: GameRegistry,
  record: Parameters<typeof seatPayload>[1],
  seat: number,
): GameStateEvent | undefined {
  const parsed = allowListedStateEvent(games.get(record.game.map), seatPayload(games, record, seat));
  if (parsed.success) return parsed.data;
  ctx.logger.error(
    { gameId: record.game.id, issues: parsed.error.issues },
    'game state event off its schema',
  );
  return undefined;
}

export interface Realtime {
  io: TableServer;
  events: TableEvents;
  close(): Promise<void>;
}

export function createRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  games: GameRegistry,
  hooks: {
    presenceChanged(gameId: string): Promise<void>;
    handAcknowledged(userId: string, ack: HandAck): Promise<void>;
  },
): Realtime {
  const io: TableServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: false },
    // Clients send only tiny events (`game:sync` carries nothing): refuse big frames before parsing them.
    maxHttpBufferSize: 16 * 1024,
  });
  const adapterClients = ctx.config.REDIS_URL ? createAdapterClients(ctx.config.REDIS_URL, ctx.logger) : null;
  if (adapterClients) io.adapter(createAdapter(adapterClients.pub, adapterClients.sub));

  const events: TableEvents = {
    async publishState(record) {
      for (const seat of record.seats) {
        if (!seat.userId || seat.isBot || !seat.active) continue;
        let payload: GameStateEvent | undefined;
        try {
          payload = stateEvent(ctx, games, record, seat.seat);
        } catch (error) {
          // An unreadable stored state (stored-state.ts) is reported, not thrown into the commit that published it.
          ctx.logger.error({ err: error, gameId: record.game.id }, 'table state could not be projected');
          return;
        }
        if (payload) io.to(userRoom(seat.userId)).emit('game:state', payload);
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

  const balancesPayload = async (userId: string) =>
    ({
      v: REALTIME_PROTOCOL_VERSION,
      balances: walletBalances(await getBalances(ctx.db, userId)),
    }) as const;
  // Every process hears every committed wallet change and tells its own sockets of that user only.
  const walletListener = listenWalletChanges(
    ctx.db,
    (userId) => {
      if (!io.of('/').adapter.rooms.get(userRoom(userId))?.size) return;
      balancesPayload(userId).then(
        (payload) => io.local.to(userRoom(userId)).emit('user:balances', payload),
        (error: unknown) => ctx.logger.warn({ err: error }, 'balance push failed'),
      );
    },
    (error) => ctx.logger.warn({ err: error }, 'wallet change listener failed'),
  ).catch((error: unknown) => {
    // A database that cannot listen costs the pushes only: clients still re-read balances on focus.
    ctx.logger.error({ err: error }, 'wallet change listener could not start');
    return async () => {};
  });

  const sendCurrent = async (userId: string, emit: (payload: GameStateEvent) => void) => {
    const record = await loadActiveRecord(ctx.db, userId);
    const seat = record?.seats.find((row) => row.userId === userId && !row.isBot && row.active);
    const payload = record && seat ? stateEvent(ctx, games, record, seat.seat) : undefined;
    if (payload) emit(payload);
    return record && seat ? { record, seat } : undefined;
  };

  /** Marks the seat away or back if it differs and re-arms the table's timer (socket-presence.ts: when). */
  const setPresence = async (userId: string, away: boolean) => {
    const record = await loadActiveRecord(ctx.db, userId);
    const seat = record?.seats.find((row) => row.userId === userId && !row.isBot);
    if (!record || !seat || seat.away === away || record.game.status !== 'playing') return;
    await updateSeat(ctx.db, record.game.id, seat.seat, { away });
    await hooks.presenceChanged(record.game.id);
  };

  const cooldowns = createFloodCooldowns(ctx.config.SOCKET_EVENT_WINDOW_SECONDS * 1000);
  installConnectionGate(
    io,
    ctx,
    createConnectionCaps({ perUser: ctx.config.SOCKETS_PER_USER, perIp: ctx.config.SOCKETS_PER_IP }),
    cooldowns,
  );
  disconnectRevokedSessions(io, ctx);

  const presence = createPresence({
    liveSockets: async (userId) => (await io.in(userRoom(userId)).fetchSockets()).length,
    setAway: setPresence,
    onError: (error) => ctx.logger.warn({ err: error }, 'presence update failed'),
  });
  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    guardSocketEvents(socket, ctx, () => cooldowns.start(userId));
    const sync = async () => {
      // The balances are read beside the table, not before it: the table's state is never held back.
      const [current, balances] = await Promise.all([
        sendCurrent(userId, (payload) => socket.emit('game:state', payload)),
        balancesPayload(userId),
      ]);
      socket.emit('user:balances', balances);
      if (current) await socket.join(gameRoom(current.record.game.id));
      return current;
    };
    // The connect-time sync is the first of the interval: a `game:sync` right after it waits for its end.
    const syncs = createSyncCoalescer({
      intervalMs: ctx.config.SOCKET_SYNC_INTERVAL_MS,
      run: () =>
        sync().then(
          () => undefined,
          (error: unknown) => ctx.logger.warn({ err: error }, 'socket sync failed'),
        ),
    });
    syncs.request();
    presence.connected(userId);
    socket.on('game:sync', () => syncs.request());
    socket.on('game:hand-ack', (ack) => {
      hooks.handAcknowledged(userId, ack).catch((error: unknown) => {
        ctx.logger.warn({ err: error }, 'hand acknowledgement failed');
      });
    });
    socket.on('disconnect', () => {
      syncs.close();
      presence.disconnected(userId);
    });
  });

  return {
    io,
    events,
    async close() {
      // Not io.close(): that also closes Fastify's HTTP server, which Fastify closes itself.
      // Only this process's sockets: with the Redis adapter, io.disconnectSockets would close every process's.
      io.local.disconnectSockets(true);
      // Presence changes still running use the Redis clients (fetchSockets): they end before those close.
      await presence.close();
      await (await walletListener)();
      io.engine.close();
      await adapterClients?.close();
    },
  };
}
