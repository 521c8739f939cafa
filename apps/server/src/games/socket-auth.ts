/**
 * Who may hold a table socket, and for how long: the connection gate checks the access token and the
 * per-user and per-address caps, and revoked sessions (logout, password change or reset, account deletion)
 * lose their sockets at once. Each socket joins its session's room so that revocation reaches it on every
 * process through the adapter (Redis when REDIS_URL is set).
 */
import { ERROR_MESSAGES, type ErrorCode, REALTIME_PROTOCOL_VERSION } from '@cardroom/protocol';
import type { Server, Socket } from 'socket.io';
import { authenticate } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import type { SessionsRevoked } from '../lifecycle.js';
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

/** The client's address as the HTTP routes see it (behind a trusted proxy: the first forwarded address). */
export function clientAddress(socket: AnySocket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : socket.handshake.address;
}

/** Refuses a connection without a live session, or past the caps; `connect_error` data names the reason. */
export function installConnectionGate(
  io: AnyServer,
  ctx: AppContext,
  caps: ConnectionCaps,
  cooldowns: FloodCooldowns,
): void {
  io.use((socket, next) => {
    const ip = clientAddress(socket, ctx.config.TRUST_PROXY);
    if (caps.ipFull(ip)) {
      next(refusal('TOO_MANY_CONNECTIONS'));
      return;
    }
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0) {
      next(refusal('UNAUTHORIZED', 'Unauthorized'));
      return;
    }
    // The signature alone names the user: a flooder in its cool-down is refused before any database read.
    ctx.signer
      .verify(token)
      .then(
        (claims) => {
          if (cooldowns.active(claims.userId)) throw new AppError('RATE_LIMITED');
        },
        () => undefined,
      )
      .then(() => authenticate(ctx, token))
      .then(
        (auth) => {
          // Counted here, synchronously after the check, so parallel handshakes cannot all slip under the cap.
          const admission = caps.admit(socket.id, auth.user.id, ip);
          if (!admission.admitted) {
            next(refusal('TOO_MANY_CONNECTIONS'));
            return;
          }
          // Released on disconnect, and when the connection closes: a handshake the client abandoned mid-way
          // never gets a 'disconnect'.
          const release = () => caps.release(socket.id);
          socket.once('disconnect', release);
          socket.conn.once('close', release);
          socket.data.userId = auth.user.id;
          socket.data.sessionId = auth.sessionId;
          next();
        },
        (error: unknown) => {
          const code = error instanceof AppError ? error.code : 'INVALID_TOKEN';
          const message = error instanceof Error ? error.message : 'Invalid token';
          next(refusal(code, message));
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
