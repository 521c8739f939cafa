/**
 * `game:state` has the allow-list of the HTTP replies (realtime.ts): the event goes through the protocol's
 * event schema with the game's view schema, so fields the protocol does not name — every seat's hands, the
 * server seed — never leave on the socket, and an event off its schema is not sent at all.
 */
import { newSpadesGame, viewFor } from '@cardroom/engine';
import { spadesViewOnWire } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { allowListedStateEvent } from '../../src/games/realtime.js';
import type { AnyServerGame } from '../../src/games/registry.js';
import { spadesServerGame } from '../../src/games/spades/module.js';

const state = newSpadesGame({
  mode: 'classic',
  seed: { serverSeed: 'allow-list-seed', clientSeed: 'c', nonce: 0 },
});
const player = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ann',
  avatar: null,
  seat: 0,
  isBot: false,
  bid: null,
  tricksWon: [],
  declaredFirestorm: false,
  score: 0,
  roundScore: [],
};

function event(view: unknown, extra: Record<string, unknown> = {}) {
  return {
    v: 1,
    version: 3,
    serverNow: 1_700_000_000_000,
    playerData: player,
    gameData: {
      game_id: '00000000-0000-4000-8000-000000000002',
      map: 'spades',
      game_mode: 'classic',
      type: 'bots',
      people: 4,
      maxPeople: 4,
      round: 0,
      hasStarted: true,
      hasFinished: false,
      spadePlayed: false,
      players: [player],
      teams: [],
      currentTrick: [],
      turn: null,
      createdAt: '2025-01-31T12:00:00.000Z',
      view,
      ...extra,
    },
  };
}

const spades = spadesServerGame as AnyServerGame;

describe('the game:state allow-list', () => {
  it('drops what the protocol does not name, in gameData and in the view', () => {
    const wire = spadesViewOnWire(viewFor(state, 0));
    const parsed = allowListedStateEvent(
      spades,
      event({ ...wire, hands: state.hands, deck: 'view-leak' }, { serverSeed: 'leak' }),
    );
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const sent = JSON.stringify(parsed.data);
    expect(sent).not.toContain('leak');
    expect(sent).not.toContain('view-leak');
    expect(Object.keys(parsed.data.gameData.view ?? {})).not.toContain('hands');
    expect(parsed.data.gameData.view).toEqual(wire);
    expect(Object.keys(parsed.data.gameData)).not.toContain('serverSeed');
  });

  it('refuses an event whose view is off its schema', () => {
    const wire = spadesViewOnWire(viewFor(state, 0));
    expect(allowListedStateEvent(spades, event({ ...wire, seat: 'north' })).success).toBe(false);
    expect(allowListedStateEvent(spades, { ...event(wire), version: -1 }).success).toBe(false);
  });
});
