/**
 * A dominoes match runs to a target score, not a set number of hands (a blocked tie scores nothing), so its
 * GameData `round` (the hand being played) passes Spades' 13: a table in its 15th hand must still make an HTTP
 * reply and a `game:state` event that pass the protocol's schemas and the socket's allow-list.
 */
import {
  applyDominoes,
  chooseDominoesAction,
  type DominoesState,
  dominoesView,
  newDominoesGame,
} from '@cardroom/engine';
import { gameStateEventSchema, gameStateResponse, ROUNDS_PER_GAME } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { dominoesServerGame } from '../../src/games/dominoes/module.js';
import { seatPayload } from '../../src/games/projection.js';
import { allowListedStateEvent } from '../../src/games/realtime.js';
import { type AnyServerGame, createRegistry } from '../../src/games/registry.js';
import type { GameRecord } from '../../src/games/repository.js';
import { storedState } from '../../src/games/stored-state.js';

const dominoes = dominoesServerGame as AnyServerGame;
const HANDS_PLAYED = ROUNDS_PER_GAME + 1;

/** A two-seat Draw game whose target nobody reaches soon, played by bots until `hands` hands are over. */
function gameAfter(hands: number): DominoesState {
  let state = newDominoesGame({
    mode: 'classic',
    seatCount: 2,
    seed: { serverSeed: 'many-hands', clientSeed: 'c', nonce: 0 },
    settings: { target: 100_000 },
  });
  while (state.history.length < hands) {
    const result = applyDominoes(state, chooseDominoesAction(dominoesView(state, state.turn)));
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return state;
}

function recordOf(state: DominoesState): GameRecord {
  const now = new Date('2026-01-01T00:00:00.000Z');
  const seat = (index: number, isBot: boolean) => ({
    gameId: '00000000-0000-4000-8000-000000000010',
    seat: index,
    userId: isBot ? null : '00000000-0000-4000-8000-000000000001',
    username: isBot ? 'Sparky' : 'ann',
    avatar: null,
    isBot,
    active: true,
    away: false,
    clientSeed: null,
  });
  return {
    game: {
      id: '00000000-0000-4000-8000-000000000010',
      map: 'dominoes',
      gameMode: 'classic',
      type: 'bots',
      status: 'playing',
      friendly: false,
      gameToken: null,
      singleHand: false,
      seatCount: 2,
      entryFee: 100,
      serverSeed: state.seed.serverSeed,
      clientSeed: state.seed.clientSeed,
      clientSeeds: ['c'],
      shuffleVersion: 1,
      commitment: state.commitment,
      seedSealed: false,
      state: storedState(dominoes, state),
      version: state.moves,
      snapshotVersion: state.moves,
      deadlineAt: null,
      outcome: null,
      createdAt: now,
    },
    seats: [seat(0, false), seat(1, true)],
  } as unknown as GameRecord;
}

describe('a dominoes match past 13 hands', () => {
  it(`reports hand ${HANDS_PLAYED + 1} as its round, through the reply schema and the socket allow-list`, () => {
    const state = gameAfter(HANDS_PLAYED);
    expect(state.phase).toBe('playing');
    expect(state.hand).toBe(HANDS_PLAYED);
    const payload = seatPayload(createRegistry([dominoes]), recordOf(state), 0);
    expect(payload.gameData.round).toBe(HANDS_PLAYED + 1);
    expect(payload.gameData.round).toBeGreaterThan(ROUNDS_PER_GAME);

    const reply = gameStateResponse.safeParse({
      success: true,
      gameData: payload.gameData,
      playerData: payload.playerData,
    });
    expect(reply.success, JSON.stringify(reply.error?.issues)).toBe(true);
    // Every finished hand is in the view's history and in the player's round scores.
    expect(reply.data?.gameData.round).toBe(HANDS_PLAYED + 1);
    expect(reply.data?.playerData.roundScore).toHaveLength(HANDS_PLAYED);

    expect(gameStateEventSchema.safeParse(payload).success).toBe(true);
    const sent = allowListedStateEvent(dominoes, payload);
    expect(sent.success, JSON.stringify(sent.error?.issues)).toBe(true);
    expect(sent.data?.gameData.round).toBe(HANDS_PLAYED + 1);
  });

  it('still refuses a round that is no count', () => {
    const payload = seatPayload(createRegistry([dominoes]), recordOf(gameAfter(1)), 0);
    for (const round of [-1, 2.5, '14'])
      expect(
        allowListedStateEvent(dominoes, { ...payload, gameData: { ...payload.gameData, round } }).success,
      ).toBe(false);
  });
});
