/**
 * The realtime protocol (socket.io) between a table and its players. The server pushes; players act over
 * HTTP (spec §7), so every action goes through the same validation, rate limits and error codes. Each event
 * carries the protocol version; a client that sees another version reloads.
 *
 * Connection: `io(origin, { path: SOCKET_PATH, auth: { token: accessToken } })`. The server joins the socket
 * to its user's room and, when the user is seated, to the table's room, then sends `game:state` at once —
 * which is also how a reconnection gets its seat and view back.
 */
import { z } from 'zod';
import { chatMessageSchema } from './entities.js';
import { gameDataSchema, playerDataSchema, playerReactionSchema } from './game-entities.js';
import { idSchema } from './validation.js';

export const REALTIME_PROTOCOL_VERSION = 1;
export const SOCKET_PATH = '/socket.io';

const versioned = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ v: z.literal(REALTIME_PROTOCOL_VERSION), ...shape });

/**
 * The seat's own view of its table after every committed change; `version` only ever grows. `serverNow` is
 * the server's clock when it sent the event: a client counts the turn timer down on the server's clock.
 */
export const gameStateEventSchema = versioned({
  version: z.number().int().nonnegative(),
  gameData: gameDataSchema,
  playerData: playerDataSchema,
  serverNow: z.number().int().nonnegative().optional(),
});
export type GameStateEvent = z.infer<typeof gameStateEventSchema>;

/** The user is no longer at a table (exited, reset, or the game was removed). */
export const gameLeftEventSchema = versioned({ game_id: idSchema });
export type GameLeftEvent = z.infer<typeof gameLeftEventSchema>;

export const reactionEventSchema = versioned({ game_id: idSchema, reaction: playerReactionSchema });
export type ReactionEvent = z.infer<typeof reactionEventSchema>;

/**
 * The user's balances (the userData wallet fields), sent when the socket connects, on `game:sync`, and after
 * every committed wallet change (a payout, a referral reward, an entry fee).
 */
export const balancesEventSchema = versioned({
  balances: z.object({
    cash_balance: z.number().int(),
    bonus_cash: z.number().int(),
    credits: z.number().int(),
    tokens: z.number().int(),
    coins: z.number().int(),
    gems: z.number().int(),
    gold: z.number().int(),
    tickets: z.object({
      bronze: z.number().int(),
      silver: z.number().int(),
      gold: z.number().int(),
      vip: z.number().int(),
    }),
  }),
});
export type BalancesEvent = z.infer<typeof balancesEventSchema>;
export type WalletBalances = BalancesEvent['balances'];

export const chatEventSchema = versioned({ game_id: idSchema, chatMessage: chatMessageSchema });
export type ChatEvent = z.infer<typeof chatEventSchema>;

/**
 * Sent instead of a connection (as `connect_error` data) when the token is missing, expired or revoked, or
 * the user or address already has too many live connections (`TOO_MANY_CONNECTIONS`).
 */
export const socketErrorSchema = z.object({ code: z.string(), message: z.string() });

/**
 * Sent just before the server closes a connection: `RATE_LIMITED` (far too many events) or `SESSION_REVOKED`
 * (signed out, password changed or reset, account deleted). The server never reconnects for the client.
 * Also sent, without closing, for a client event the protocol does not know or whose arguments do not match
 * its schema (`VALIDATION_ERROR`, with `event` naming a known event that was malformed); it never reached a
 * handler.
 */
export const realtimeErrorEventSchema = versioned({
  code: z.string(),
  message: z.string(),
  event: z.string().optional(),
});
export type RealtimeErrorEvent = z.infer<typeof realtimeErrorEventSchema>;

/** Server → client events by name. */
export interface ServerToClientEvents {
  'game:state': (event: GameStateEvent) => void;
  'game:left': (event: GameLeftEvent) => void;
  'game:reaction': (event: ReactionEvent) => void;
  'chat:message': (event: ChatEvent) => void;
  'realtime:error': (event: RealtimeErrorEvent) => void;
  'user:balances': (event: BalancesEvent) => void;
}

/** Which hand-end pause an acknowledgement closes: the table and the engine's number of the next hand. */
export const handAckSchema = z.object({ game_id: idSchema, hand: z.number().int().min(0).max(1000) });
export type HandAck = z.infer<typeof handAckSchema>;

/**
 * Client → server: `game:sync` asks for the current view and balances again (after a tab wakes up, say);
 * `game:hand-ack` says the player closed the hand-end score dialog, so the next hand may start for them.
 */
export interface ClientToServerEvents {
  'game:sync': () => void;
  'game:hand-ack': (ack: HandAck) => void;
}

/** The arguments each client event may carry; any other event, or other arguments, is ignored. */
export const clientEventSchemas = {
  'game:sync': z.tuple([]),
  'game:hand-ack': z.tuple([handAckSchema]),
} as const satisfies Record<keyof ClientToServerEvents, z.ZodType>;

/** The payload schema of each server event: the client parses every event with it before using it. */
export const serverEventSchemas = {
  'game:state': gameStateEventSchema,
  'game:left': gameLeftEventSchema,
  'game:reaction': reactionEventSchema,
  'chat:message': chatEventSchema,
  'realtime:error': realtimeErrorEventSchema,
  'user:balances': balancesEventSchema,
} as const satisfies {
  [Name in keyof ServerToClientEvents]: z.ZodType<Parameters<ServerToClientEvents[Name]>[0]>;
};

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<Name extends ServerEventName> = Parameters<ServerToClientEvents[Name]>[0];

export const SERVER_EVENT_NAMES = Object.keys(serverEventSchemas) as ServerEventName[];

/**
 * What a client makes of one server event: the parsed payload, `version` when it was sent by another
 * protocol version (another build: reload), or `invalid` with zod's reason (drop it).
 */
export type ServerEventReading<Name extends ServerEventName> =
  | { kind: 'ok'; payload: ServerEventPayload<Name> }
  | { kind: 'version'; v: unknown }
  | { kind: 'invalid'; reason: string };

export function readServerEvent<Name extends ServerEventName>(
  name: Name,
  payload: unknown,
): ServerEventReading<Name> {
  // The version first: another build's event may have another shape, which is a reason to reload, not a bug.
  const v = typeof payload === 'object' && payload !== null ? (payload as { v?: unknown }).v : undefined;
  if (typeof v === 'number' && v !== REALTIME_PROTOCOL_VERSION) return { kind: 'version', v };
  const parsed = serverEventSchemas[name].safeParse(payload);
  if (!parsed.success) return { kind: 'invalid', reason: z.prettifyError(parsed.error) };
  return { kind: 'ok', payload: parsed.data as ServerEventPayload<Name> };
}
