/**
 * The table's realtime link (packages/protocol realtime.ts): connected while signed in with a game
 * active. `game:state` replaces the table when its version is newer, `game:reaction` fills the sender's
 * reaction slot, `chat:message` joins the chat, `game:left` resets the game. After a reconnection or when
 * the tab becomes visible again the client asks for its view (`game:sync`).
 */
import {
  type ClientToServerEvents,
  REALTIME_PROTOCOL_VERSION,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@cardroom/protocol';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { chatReceived, gameReset, gameStateReceived, reactionReceived } from '../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';

type TableSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const RELOADED_KEY = 'realtime-version-reload';

/** Another protocol version means another build of the app: reload once to fetch it. */
function checkVersion(v: unknown): boolean {
  if (v === REALTIME_PROTOCOL_VERSION) return true;
  try {
    if (globalThis.sessionStorage?.getItem(RELOADED_KEY) !== String(v)) {
      globalThis.sessionStorage?.setItem(RELOADED_KEY, String(v));
      globalThis.location.reload();
    }
  } catch {
    // No storage: stay on this build rather than reload in a loop.
  }
  return false;
}

export function useRealtime(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.accessToken);
  const gameId = useAppSelector((state) => state.game.gameData?.game_id ?? null);
  const active = token !== null && gameId !== null;

  useEffect(() => {
    if (!active || !token) return;
    const socket: TableSocket = io(globalThis.location.origin, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket', 'polling'],
    });
    const sync = () => {
      if (socket.connected) socket.emit('game:sync');
    };
    socket.io.on('reconnect', sync);
    socket.on('game:state', (event) => {
      if (!checkVersion(event.v)) return;
      dispatch(
        gameStateReceived({ version: event.version, gameData: event.gameData, playerData: event.playerData }),
      );
    });
    socket.on('game:reaction', (event) => {
      if (checkVersion(event.v)) dispatch(reactionReceived(event.reaction));
    });
    socket.on('chat:message', (event) => {
      if (checkVersion(event.v)) dispatch(chatReceived(event.chatMessage));
    });
    socket.on('game:left', (event) => {
      if (!checkVersion(event.v)) return;
      dispatch((inner, getState) => {
        if (getState().game.gameData?.game_id === event.game_id) inner(gameReset());
      });
    });
    socket.on('connect_error', (error) => console.warn('Realtime connection failed', error.message));
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      socket.removeAllListeners();
      socket.io.off('reconnect', sync);
      socket.disconnect();
    };
  }, [active, token, dispatch]);
}

/** Mounted once in the shell so the link survives route changes. */
export function RealtimeBridge() {
  useRealtime();
  return null;
}
