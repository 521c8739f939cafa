/**
 * Who may hold a table socket, and for how long: the connection gate checks the access token, the caps on
 * live sockets and the budget of new ones (per user and per address), and revoked sessions (logout,
 * password change or reset, account deletion) lose their sockets at once. Each socket joins its session's
 * room so that revocation reaches it on every process through the adapter (Redis when REDIS_URL is set).
 */
import { ERROR_MESSAGES, type ErrorCode, REALTIME_PROTOCOL_VERSION } from '@cardroom/protocol';
import type { Server, Socket } from 'socket.io';
import { authenticate } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import type { SessionsRevoked } from '../lifecycle.js';
import { socketAddressKey } from './socket-address.js';
import type { ConnectionCaps, FloodCooldowns } from './socket-caps.js';

export interface SocketData {
  userId: string;
  sessionId: string;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

// biome-ignore lint/suspicious/noExplicitAny: the gate reads only socket.data and the handshake
type AnyServer = Server<any, any, any, SocketData>;
// biome-ignore lint/suspicious/noExplicitAny: as above
type AnySocket = Socket<any, any, any, SocketData>;

const refusal = (code: ErrorCode | string, message?: string) => {
  const text = message ?? ERROR_MESSAGES[code as ErrorCode] ?? code;
  return Object.assign(new Error(text), { data: { code, message: text } });
};

const MINUTE_MS = 60_000;

/**
 * Whether one more new connection from this address, or this user, fits the minute's budget. Each new socket
 * costs a session lookup, a sync and presence work, so opening and closing sockets in a loop is a flood even
 * under the caps on live sockets. Counted in the shared counters, so the budget spans every process.
 */
async function overConnectBudget(ctx: AppContext, key: { address: string } | { userId: string }) {
  const [name, limit] =
    'address' in key
      ? [`socket-connect-ip:${key.address}`, ctx.config.SOCKET_CONNECTS_PER_MINUTE_PER_IP]
      : [`socket-connect-user:${key.userId}`, ctx.config.SOCKET_CONNECTS_PER_MINUTE_PER_USER];
  return (await ctx.counters.hit(name, MINUTE_MS)) > limit;
}

/**
 * Refuses a connection without a live session, past the caps on live sockets, or past the budget of new
 * connections; `connect_error` data names the reason. The cheap checks come first: the address's cap and
 * budget before the token is read, the user's cool-down and budget from the token's signature alone, and
 * only then the session's database read.
 */
export function installConnectionGate(
  io: AnyServer,
  ctx: AppContext,
  caps: ConnectionCaps,
  cooldowns: FloodCooldowns,
): void {
  const admit = async (socket: AnySocket) => {
    const address = socketAddressKey(socket.request, ctx.config.TRUST_PROXY);
    if (caps.ipFull(address)) throw new AppError('TOO_MANY_CONNECTIONS');
    if (await overConnectBudget(ctx, { address })) throw new AppError('RATE_LIMITED');
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0) throw new AppError('UNAUTHORIZED');
    const claims = await ctx.signer.verify(token);
    if (cooldowns.active(claims.userId)) throw new AppError('RATE_LIMITED');
    if (await overConnectBudget(ctx, { userId: claims.userId })) throw new AppError('RATE_LIMITED');
    const auth = await authenticate(ctx, token);
    // Counted here, synchronously after the check, so parallel handshakes cannot all slip under the cap.
    if (!caps.admit(socket.id, auth.user.id, address).admitted) throw new AppError('TOO_MANY_CONNECTIONS');
    // Released on disconnect, and when the connection closes: a handshake the client abandoned mid-way
    // never gets a 'disconnect'.
    const release = () => caps.release(socket.id);
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    socket.data.userId = auth.user.id;
    socket.data.sessionId = auth.sessionId;
  };
  io.use((socket, next) => {
    admit(socket).then(
      () => next(),
      (error: unknown) => {
        if (error instanceof AppError) {
          next(refusal(error.code, error.message));
          return;
        }
        ctx.logger.warn({ err: error }, 'socket connection check failed');
        next(refusal('INTERNAL_ERROR'));
      },
    );
  });
}

/** Closes, on every process, the sockets of the sessions the auth layer just revoked. */
export function disconnectRevokedSessions(io: AnyServer, ctx: AppContext): void {
  ctx.lifecycle.on('sessionsRevoked', ({ userId, sessionIds, keep }: SessionsRevoked) => {
    const rooms = sessionIds ? sessionIds.map(sessionRoom) : [userRoom(userId)];
    if (rooms.length === 0) return;
    const target = keep && !sessionIds ? io.in(rooms).except(sessionRoom(keep)) : io.in(rooms);
    target.emit('realtime:error', {
      v: REALTIME_PROTOCOL_VERSION,
      code: 'SESSION_REVOKED',
      message: ERROR_MESSAGES.SESSION_REVOKED,
    });
    target.disconnectSockets(true);
  });
}
