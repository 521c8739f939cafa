/**
 * Spec §3 game-side client state: the table (gameData, the caller's playerData), the friendly game's
 * token, the chosen mode, reactions of players 1 to 4, the table chat, and the coin-error flag of spec §4.
 * Table states from HTTP replies and realtime events go through the freshness guard (game/freshness.ts).
 */
import {
  type ChatMessage,
  DEFAULT_GAME_MODE,
  type GameData,
  type GameMode,
  type PlayerData,
  type PlayerReaction,
} from '@cardroom/protocol';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { acceptsEvent, acceptsReply } from '../game/freshness.js';

/** How the current table was opened, so Play again opens the same kind. */
export type PlayKind = 'bots' | 'vs' | 'friendly' | 'tutorial' | 'guest';

export interface GameState {
  gameData: GameData | null;
  playerData: PlayerData | null;
  gameToken: string | null;
  gameMode: GameMode;
  gameMessage: string | null;
  /** Latest reaction of players 1 to 4, by seat index 0..3. */
  reactions: [PlayerReaction | null, PlayerReaction | null, PlayerReaction | null, PlayerReaction | null];
  /** Version of the last realtime state applied (0 before any). */
  version: number;
  /** The game just left or reset; late realtime states for it are ignored. */
  closedGameId: string | null;
  chat: ChatMessage[];
  /** Spec §4: set when a game could not be created for lack of coins. */
  coinError: boolean;
  lastKind: PlayKind | null;
  /** Quick play (rules.md): one hand decides instead of a match to 500. */
  quickPlay: boolean;
  /** The server's clock minus this device's, from the last realtime state: turn timers count on it. */
  clockOffsetMs: number;
}

const initialState: GameState = {
  gameData: null,
  playerData: null,
  gameToken: null,
  gameMode: DEFAULT_GAME_MODE,
  gameMessage: null,
  reactions: [null, null, null, null],
  version: 0,
  closedGameId: null,
  chat: [],
  coinError: false,
  lastKind: null,
  quickPlay: false,
  clockOffsetMs: 0,
};

function switchGame(state: GameState, gameData: GameData): void {
  if (state.gameData?.game_id === gameData.game_id) return;
  state.version = 0;
  state.chat = [];
  state.reactions = [null, null, null, null];
  if (state.closedGameId === gameData.game_id) state.closedGameId = null;
}

export const gameSlice = createSlice({
  name: 'game',
  initialState,
  reducers: {
    /** A table from an HTTP reply (create, join, load, move): applied unless it is behind the held one. */
    gameLoaded(state, action: PayloadAction<{ gameData: GameData; playerData: PlayerData | null }>) {
      if (!acceptsReply(state, action.payload.gameData)) return;
      switchGame(state, action.payload.gameData);
      state.gameData = action.payload.gameData;
      state.playerData = action.payload.playerData;
      if (action.payload.gameData.gameToken) state.gameToken = action.payload.gameData.gameToken;
    },
    /** A realtime `game:state`: applied only when its version is newer (and the game not just left). */
    gameStateReceived(
      state,
      action: PayloadAction<{
        version: number;
        gameData: GameData;
        playerData: PlayerData;
        clockOffsetMs?: number;
      }>,
    ) {
      const { version, gameData, playerData, clockOffsetMs } = action.payload;
      if (clockOffsetMs !== undefined) state.clockOffsetMs = clockOffsetMs;
      if (!acceptsEvent(state, version, gameData)) return;
      switchGame(state, gameData);
      state.gameData = gameData;
      state.playerData = playerData;
      state.version = version;
    },
    gameTokenSet(state, action: PayloadAction<string | null>) {
      state.gameToken = action.payload;
    },
    gameModeSelected(state, action: PayloadAction<GameMode>) {
      state.gameMode = action.payload;
    },
    gameMessageSet(state, action: PayloadAction<string | null>) {
      state.gameMessage = action.payload;
    },
    reactionReceived(state, action: PayloadAction<PlayerReaction>) {
      const { seat } = action.payload;
      if (seat >= 0 && seat <= 3) state.reactions[seat] = action.payload;
    },
    /** Clears a seat's reaction, unless a newer one arrived meanwhile. */
    reactionExpired(state, action: PayloadAction<{ seat: number; time_stamp: string }>) {
      const { seat, time_stamp } = action.payload;
      if (state.reactions[seat]?.time_stamp === time_stamp) state.reactions[seat] = null;
    },
    chatLoaded(state, action: PayloadAction<ChatMessage[]>) {
      state.chat = action.payload;
    },
    chatReceived(state, action: PayloadAction<ChatMessage>) {
      if (!state.chat.some((message) => message.id === action.payload.id)) state.chat.push(action.payload);
    },
    coinErrorSet(state, action: PayloadAction<boolean>) {
      state.coinError = action.payload;
    },
    lastKindSet(state, action: PayloadAction<PlayKind>) {
      state.lastKind = action.payload;
    },
    quickPlaySet(state, action: PayloadAction<boolean>) {
      state.quickPlay = action.payload;
    },
    /** Spec §4 game reset: game data, player data, game token and reactions; the chosen mode stays. */
    gameReset(state) {
      if (state.gameData) state.closedGameId = state.gameData.game_id;
      state.gameData = null;
      state.playerData = null;
      state.gameToken = null;
      state.reactions = [null, null, null, null];
      state.version = 0;
      state.chat = [];
    },
  },
});

export const {
  quickPlaySet,
  gameLoaded,
  gameStateReceived,
  gameTokenSet,
  gameModeSelected,
  gameMessageSet,
  reactionReceived,
  reactionExpired,
  chatLoaded,
  chatReceived,
  coinErrorSet,
  lastKindSet,
  gameReset,
} = gameSlice.actions;
