/**
 * The first thing every incoming socket event meets: the socket's event budget, then the protocol's schema
 * for that event. Over-budget events are dropped; unknown or malformed ones are answered with a
 * VALIDATION_ERROR `realtime:error` and dropped, all before any handler (or database read) runs; a socket
 * that floods far past its budget is told why and disconnected.
 */
import {
  type ClientToServerEvents,
  clientEventSchemas,
  ERROR_MESSAGES,
  REALTIME_PROTOCOL_VERSION,
} from '@cardroom/protocol';
import type { Socket } from 'socket.io';
import type { AppContext } from '../context.js';
import { createEventBudget } from './socket-limits.js';

const isClientEvent = (name: unknown): name is keyof ClientToServerEvents =>
  typeof name === 'string' && Object.hasOwn(clientEventSchemas, name);

// biome-ignore lint/suspicious/noExplicitAny: the guard only emits `realtime:error` and reads packets
type AnySocket = Socket<any, any, any, any>;

/** How long a flooder's connection is left to flush the error and close frame before it is cut. */
const FLUSH_BEFORE_CUT_MS = 1000;

/**
 * Stops reading what a flooding client already sent: parsing thousands of queued websocket frames (only to
 * drop them) would hold the event loop for a fifth of a second. What was written to it still goes out; the
 * connection is then cut, as a closing handshake it no longer reads would keep it open for 30 s.
 */
function stopReading(socket: AnySocket): void {
  const transport = socket.conn.transport as {
    name?: string;
    socket?: { pause?: () => void; terminate?: () => void };
  };
  if (transport.name !== 'websocket') return;
  transport.socket?.pause?.();
  setTimeout(() => transport.socket?.terminate?.(), FLUSH_BEFORE_CUT_MS).unref();
}

/**
 * Tells the sender its event was refused, in spec §8's wording for a malformed request; `event` names the
 * refused event only when it is one of the protocol's, so nothing a client made up is echoed back.
 */
function refuse(socket: AnySocket, event: keyof ClientToServerEvents | null): void {
  socket.emit('realtime:error', {
    v: REALTIME_PROTOCOL_VERSION,
    code: 'VALIDATION_ERROR',
    message: ERROR_MESSAGES.VALIDATION_ERROR,
    ...(event ? { event } : {}),
  });
}

export function guardSocketEvents(socket: AnySocket, ctx: AppContext, onFlood: () => void): void {
  const budget = createEventBudget({
    limit: ctx.config.SOCKET_EVENTS_PER_WINDOW,
    windowMs: ctx.config.SOCKET_EVENT_WINDOW_SECONDS * 1000,
  });
  let closing = false;
  socket.use(([name, ...args], next) => {
    if (closing) return;
    const verdict = budget.take();
    if (verdict === 'disconnect') {
      closing = true;
      onFlood();
      ctx.logger.warn({ userId: socket.data?.userId }, 'socket disconnected for flooding');
      socket.emit('realtime:error', {
        v: REALTIME_PROTOCOL_VERSION,
        code: 'RATE_LIMITED',
        message: ERROR_MESSAGES.RATE_LIMITED,
      });
      socket.disconnect(true);
      stopReading(socket);
      return;
    }
    if (verdict === 'drop') return;
    // Every event is parsed with the protocol's schema before any handler sees it; a malformed one is
    // answered (so a client bug shows up in its console) and goes no further. The reply is within the
    // budget just taken, so a flood of bad events still ends in the disconnect above.
    if (!isClientEvent(name)) return refuse(socket, null);
    if (!clientEventSchemas[name].safeParse(args).success) return refuse(socket, name);
    next();
  });
}
