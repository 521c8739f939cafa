/**
 * Spec §3 game-side client state. The game screens that fill most of it come later; the shell already
 * reads gameData (side menu Continue/Exit, top bar) and gameMode (bottom nav Play icon).
 */
import {
  DEFAULT_GAME_MODE,
  type GameData,
  type GameMode,
  type PlayerData,
  type PlayerReaction,
} from '@cardroom/protocol';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface GameState {
  gameData: GameData | null;
  playerData: PlayerData | null;
  gameToken: string | null;
  gameMode: GameMode;
  gameMessage: string | null;
  /** Latest reaction of players 1 to 4, by seat index 0..3. */
  reactions: [PlayerReaction | null, PlayerReaction | null, PlayerReaction | null, PlayerReaction | null];
}

const initialState: GameState = {
  gameData: null,
  playerData: null,
  gameToken: null,
  gameMode: DEFAULT_GAME_MODE,
  gameMessage: null,
  reactions: [null, null, null, null],
};

export const gameSlice = createSlice({
  name: 'game',
  initialState,
  reducers: {
    gameLoaded(state, action: PayloadAction<{ gameData: GameData; playerData: PlayerData | null }>) {
      state.gameData = action.payload.gameData;
      state.playerData = action.payload.playerData;
    },
    gameModeSelected(state, action: PayloadAction<GameMode>) {
      state.gameMode = action.payload;
    },
    gameMessageSet(state, action: PayloadAction<string | null>) {
      state.gameMessage = action.payload;
    },
    /** Spec §4 game reset: game data, player data, game token and reactions; the chosen mode stays. */
    gameReset(state) {
      state.gameData = null;
      state.playerData = null;
      state.gameToken = null;
      state.reactions = [null, null, null, null];
    },
  },
});

export const { gameLoaded, gameModeSelected, gameMessageSet, gameReset } = gameSlice.actions;
