import {
  createKlondikeFromDeal,
  dealFromDeck,
  FULL_DECK,
  klondikeSettings,
  klondikeView,
  newSpadesGame,
  viewFor,
} from '@cardroom/engine';
import { type GameData, klondikeViewOnWire, spadesViewOnWire } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { acceptsEvent, acceptsReply, type HeldState, movesOf } from './freshness.js';

const dealt = spadesViewOnWire(
  viewFor(newSpadesGame({ mode: 'deuceshigh', seed: { serverSeed: 's', clientSeed: 'c', nonce: 0 } }), 0),
);

function game(id: string, moves: number, extra: Partial<GameData> = {}): GameData {
  return {
    game_id: id,
    map: 'spades',
    game_mode: 'deuceshigh',
    type: 'bots',
    people: 4,
    maxPeople: 4,
    round: 1,
    hasStarted: true,
    hasFinished: false,
    spadePlayed: false,
    players: [],
    teams: [],
    currentTrick: [],
    turn: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    view: { ...dealt, moves },
    ...extra,
  };
}

const DEAL = dealFromDeck(FULL_DECK);
const SETTINGS = klondikeSettings({ draw: 1 });

const held = (gameData: GameData | null, version = 0, closedGameId: string | null = null): HeldState => ({
  gameData,
  version,
  closedGameId,
});

describe('realtime version guard', () => {
  it('applies the first state and any newer version', () => {
    expect(acceptsEvent(held(null), 1, game('a', 0))).toBe(true);
    expect(acceptsEvent(held(game('a', 3), 5), 6, game('a', 4))).toBe(true);
  });

  it('drops an event whose version is not newer', () => {
    expect(acceptsEvent(held(game('a', 3), 5), 5, game('a', 4))).toBe(false);
    expect(acceptsEvent(held(game('a', 3), 5), 4, game('a', 2))).toBe(false);
  });

  it('drops an event behind a reply that already moved on', () => {
    expect(acceptsEvent(held(game('a', 8), 5), 6, game('a', 7))).toBe(false);
  });

  it('applies a people change that does not move the game', () => {
    expect(acceptsEvent(held(game('a', 0, { people: 2 }), 2), 3, game('a', 0, { people: 3 }))).toBe(true);
  });

  it('takes another game, but never the one just left', () => {
    expect(acceptsEvent(held(game('a', 9), 20), 1, game('b', 0))).toBe(true);
    expect(acceptsEvent(held(null, 0, 'a'), 30, game('a', 10))).toBe(false);
  });

  it('never goes back from finished to playing', () => {
    expect(acceptsEvent(held(game('a', 60, { hasFinished: true }), 9), 10, game('a', 60))).toBe(false);
  });
});

describe('reply guard', () => {
  it('keeps the newer of a reply and the held state', () => {
    expect(acceptsReply(held(game('a', 5)), game('a', 4))).toBe(false);
    expect(acceptsReply(held(game('a', 5)), game('a', 5))).toBe(true);
    expect(acceptsReply(held(game('a', 5)), game('b', 0))).toBe(true);
    expect(acceptsReply(held(null, 0, 'a'), game('a', 0))).toBe(true);
  });

  it('keeps a Klondike undo (one move fewer, later on the clock) and drops an older Klondike copy', () => {
    const klondike = (moves: number, elapsedMs: number): GameData => ({
      ...game('k', 0, { map: 'solitaire', game_mode: 'classic' }),
      view: { ...klondikeViewOnWire(klondikeView(createKlondikeFromDeal(DEAL, SETTINGS))), moves, elapsedMs },
    });
    expect(acceptsReply(held(klondike(5, 9_000)), klondike(4, 9_500))).toBe(true);
    expect(acceptsReply(held(klondike(5, 9_000)), klondike(6, 8_000))).toBe(false);
  });

  it('reads moves from the view', () => {
    expect(movesOf(game('a', 12))).toBe(12);
    expect(movesOf(game('a', 0, { view: undefined }))).toBe(-1);
    expect(movesOf(null)).toBe(-1);
  });
});
