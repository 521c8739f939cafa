/**
 * The realtime link (packages/protocol realtime.ts): connected while signed in (guests too). `game:state`
 * replaces the table when its version is newer, `game:reaction` fills the sender's reaction slot,
 * `chat:message` joins the chat, `game:left` resets the game, `user:balances` refreshes the wallet (the
 * server pushes it after every wallet change). A (re)connection brings the current view and balances by
 * itself; when the window gets focus or the tab becomes visible again the client asks for them
 * (`game:sync`), at most once per SYNC_GAP_MS (the server answers one sync a second per socket anyway).
 * Closing the score dialog between hands sends `game:hand-ack` (sendHandAck). Every event is parsed with the
 * protocol's schema before it reaches the store; a malformed one is dropped (realtime-events.ts).
 *
 * When the server closes the link (signed out elsewhere, password changed, account deleted, or a flood) the
 * client tries once more after RETRY_AFTER_SERVER_CLOSE_MS with the token it then holds: a refused session
 * signs the app out (no reconnect loop); a fresh token from a password change has restarted the link already.
 */
import {
  type ClientToServerEvents,
  type ErrorCode,
  type HandAck,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@cardroom/protocol';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { ApiError, isSessionInvalid } from '../api/errors.js';
import { handleError } from '../api/handle-error.js';
import { chatReceived, gameReset, gameStateReceived, reactionReceived } from '../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import type { AppDispatch } from '../store/index.js';
import { balancesReceived } from '../store/session-slice.js';
import { createEventReader } from './realtime-events.js';

type TableSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const RELOADED_KEY = 'realtime-version-reload';
const SYNC_GAP_MS = 1000;
const RETRY_AFTER_SERVER_CLOSE_MS = 1500;

/** The open link, for the few events the table sends (one link per app). */
let liveSocket: TableSocket | null = null;

/** Tells the server this player closed the score dialog of the pause before `ack.hand`. */
export function sendHandAck(ack: HandAck): void {
  liveSocket?.emit('game:hand-ack', ack);
}

/** Another protocol version means another build of the app: reload once to fetch it. */
function reloadForVersion(v: unknown): void {
  try {
    if (globalThis.sessionStorage?.getItem(RELOADED_KEY) !== String(v)) {
      globalThis.sessionStorage?.setItem(RELOADED_KEY, String(v));
      globalThis.location.reload();
    }
  } catch {
    // No storage: stay on this build rather than reload in a loop.
  }
}

export function useRealtime(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.accessToken);

  useEffect(() => {
    if (!token) return;
    // socket.io-client is fetched when the link first opens (after sign-in), not with the app's first script
    // (design.md's initial-JS budget).
    let stop: (() => void) | undefined;
    let ended = false;
    void import('socket.io-client').then(({ io }) => {
      if (ended) return;
      const socket: TableSocket = io(globalThis.location.origin, {
        path: SOCKET_PATH,
        auth: { token },
        transports: ['websocket', 'polling'],
      });
      stop = listen(socket, dispatch);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [token, dispatch]);
}

/** Wires a connected table socket to the store; returns what closes it. */
export function listen(socket: TableSocket, dispatch: AppDispatch): () => void {
  liveSocket = socket;
  let lastSync = 0;
  const sync = () => {
    if (!socket.connected || Date.now() - lastSync < SYNC_GAP_MS) return;
    lastSync = Date.now();
    socket.emit('game:sync');
  };
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('disconnect', (reason) => {
    // socket.io never reconnects after the server closed the link itself.
    if (reason === 'io server disconnect')
      retry = setTimeout(() => socket.connect(), RETRY_AFTER_SERVER_CLOSE_MS);
  });
  // Every server event goes through the protocol's schema first (realtime-events.ts).
  const reader = createEventReader({ onOtherVersion: reloadForVersion });
  // Listeners take what arrived (unknown): the reader, not socket.io's typings, vouches for the payload.
  const untyped = socket as unknown as {
    on(name: ServerEventName, listener: (payload: unknown) => void): void;
  };
  const on = <Name extends ServerEventName>(name: Name, handle: (event: ServerEventPayload<Name>) => void) =>
    untyped.on(name, reader.wrap(name, handle));
  on('game:state', (event) => {
    dispatch(
      gameStateReceived({
        version: event.version,
        gameData: event.gameData,
        playerData: event.playerData,
        ...(event.serverNow === undefined ? {} : { clockOffsetMs: event.serverNow - Date.now() }),
      }),
    );
  });
  on('user:balances', (event) => dispatch(balancesReceived(event.balances)));
  on('game:reaction', (event) => dispatch(reactionReceived(event.reaction)));
  on('chat:message', (event) => dispatch(chatReceived(event.chatMessage)));
  on('game:left', (event) => {
    dispatch((inner, getState) => {
      if (getState().game.gameData?.game_id === event.game_id) inner(gameReset());
    });
  });
  on('realtime:error', (event) => {
    // A refused event is this build's bug (the server names it); closing codes end in 'disconnect' above.
    if (event.code === 'VALIDATION_ERROR') console.warn('The server refused a realtime event', event.event);
  });
  socket.on('connect_error', (error) => {
    const data = (error as { data?: { code?: string; message?: string } }).data;
    const refused = data?.code
      ? new ApiError(data.message ?? error.message, data.code as ErrorCode, 401)
      : error;
    // A refused session (revoked, invalid) can never connect again: sign out instead of retrying.
    if (isSessionInvalid(refused)) dispatch(handleError(refused));
    else console.warn('Realtime connection failed', error.message);
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  document.addEventListener('visibilitychange', onVisible);
  globalThis.addEventListener('focus', sync);
  return () => {
    if (liveSocket === socket) liveSocket = null;
    document.removeEventListener('visibilitychange', onVisible);
    globalThis.removeEventListener('focus', sync);
    clearTimeout(retry);
    socket.removeAllListeners();
    socket.disconnect();
  };
}

/** Mounted once in the shell so the link survives route changes. */
export function RealtimeBridge() {
  useRealtime();
  return null;
}
