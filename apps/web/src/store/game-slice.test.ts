import type { ChatMessage, GameData, PlayerData, PlayerReaction } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import {
  chatReceived,
  gameLoaded,
  gameReset,
  gameSlice,
  gameStateReceived,
  reactionExpired,
  reactionReceived,
} from './game-slice.js';

const reduce = gameSlice.reducer;
const game = (id: string, moves: number) =>
  ({ game_id: id, hasFinished: false, view: { moves } }) as GameData;
const player = { id: 'p1', seat: 0 } as PlayerData;

describe('game slice', () => {
  it('applies realtime states only when their version is newer', () => {
    let state = reduce(
      undefined,
      gameStateReceived({ version: 3, gameData: game('g', 2), playerData: player }),
    );
    expect(state.version).toBe(3);
    state = reduce(state, gameStateReceived({ version: 2, gameData: game('g', 1), playerData: player }));
    expect(state.gameData?.view).toEqual({ moves: 2 });
    state = reduce(state, gameStateReceived({ version: 4, gameData: game('g', 3), playerData: player }));
    expect(state.gameData?.view).toEqual({ moves: 3 });
  });

  it('keeps a newer table than a late HTTP reply', () => {
    let state = reduce(
      undefined,
      gameStateReceived({ version: 9, gameData: game('g', 8), playerData: player }),
    );
    state = reduce(state, gameLoaded({ gameData: game('g', 6), playerData: player }));
    expect(state.gameData?.view).toEqual({ moves: 8 });
  });

  it('ignores late states of a game that was reset', () => {
    let state = reduce(undefined, gameLoaded({ gameData: game('g', 1), playerData: player }));
    state = reduce(state, gameReset());
    state = reduce(state, gameStateReceived({ version: 50, gameData: game('g', 9), playerData: player }));
    expect(state.gameData).toBeNull();
    state = reduce(state, gameLoaded({ gameData: game('h', 0), playerData: player }));
    expect(state.gameData?.game_id).toBe('h');
  });

  it('keeps one reaction per seat until it expires, and chat without duplicates', () => {
    const reaction = { playerId: 'p1', seat: 2, reaction: '👍', time_stamp: 't1' } as PlayerReaction;
    let state = reduce(undefined, reactionReceived(reaction));
    expect(state.reactions[2]?.reaction).toBe('👍');
    state = reduce(state, reactionExpired({ seat: 2, time_stamp: 'older' }));
    expect(state.reactions[2]).not.toBeNull();
    state = reduce(state, reactionExpired({ seat: 2, time_stamp: 't1' }));
    expect(state.reactions[2]).toBeNull();
    const message = { id: 'm1', message: 'hi' } as ChatMessage;
    state = reduce(reduce(state, chatReceived(message)), chatReceived(message));
    expect(state.chat).toHaveLength(1);
  });
});
