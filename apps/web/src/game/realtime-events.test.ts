/**
 * The client side of "socket events are validated on both sides": only payloads that parse with the
 * protocol's schemas reach a handler, parsed (so fields the protocol does not name are gone); another
 * protocol version asks for a reload; a malformed event is dropped and logged once per event name.
 */
import { newSpadesGame, viewFor } from '@cardroom/engine';
import { serverEventSchemas, spadesViewOnWire } from '@cardroom/protocol';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createEventReader } from './realtime-events.js';

const GAME_ID = '8f14e45f-ceea-467f-a0e6-1b3c4d5e6f70';
const state = newSpadesGame({ mode: 'classic', seed: { serverSeed: 'client', clientSeed: 'c', nonce: 0 } });

const gameState = (view: unknown) => ({
  v: 1,
  version: 4,
  serverNow: 1_700_000_000_000,
  gameData: {
    game_id: GAME_ID,
    map: 'spades',
    game_mode: 'classic',
    type: 'bots',
    people: 1,
    maxPeople: 4,
    round: 0,
    hasStarted: true,
    hasFinished: false,
    spadePlayed: false,
    players: [],
    teams: [],
    currentTrick: [],
    turn: null,
    createdAt: '2025-01-31T12:00:00.000Z',
    view,
  },
  playerData: {
    id: 'u1',
    username: 'ann',
    avatar: null,
    seat: 0,
    isBot: false,
    bid: null,
    tricksWon: [],
    declaredFirestorm: false,
    score: 0,
    roundScore: [],
  },
});

function reader() {
  const onOtherVersion = vi.fn();
  const warn = vi.fn();
  return { onOtherVersion, warn, events: createEventReader({ onOtherVersion, warn }) };
}

describe('reading realtime events', () => {
  it('hands a well-formed game:state to its handler, without fields the protocol does not name', () => {
    const { events, warn } = reader();
    const handle = vi.fn();
    const view = spadesViewOnWire(viewFor(state, 0));
    events.wrap('game:state', handle)(gameState({ ...view, hands: state.hands }));
    expect(handle).toHaveBeenCalledTimes(1);
    const received = handle.mock.calls[0]?.[0];
    expect(received.gameData.view).toEqual(view);
    expect(JSON.stringify(received)).not.toContain('"hands"');
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops malformed events and logs once per event name', () => {
    const { events, warn, onOtherVersion } = reader();
    const handle = vi.fn();
    const onState = events.wrap('game:state', handle);
    const onLeft = events.wrap('game:left', handle);
    onState(gameState({ ...spadesViewOnWire(viewFor(state, 0)), myHand: ['1Z'] }));
    onState(gameState({ game: 'spades' }));
    onState({ v: 1 });
    onLeft({ v: 1, game_id: 42 });
    onLeft(null);
    expect(handle).not.toHaveBeenCalled();
    expect(onOtherVersion).not.toHaveBeenCalled();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Dropped a malformed realtime event "game:state"',
      'Dropped a malformed realtime event "game:left"',
    ]);
  });

  it('asks for a reload on another protocol version instead of reading the event', () => {
    const { events, warn, onOtherVersion } = reader();
    const handle = vi.fn();
    events.wrap('game:left', handle)({ v: 2, game_id: GAME_ID, whatever: true });
    expect(onOtherVersion).toHaveBeenCalledWith(2);
    expect(handle).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('never throws, and calls a handler exactly when the payload parses', () => {
    const { events } = reader();
    const names = Object.keys(serverEventSchemas) as (keyof typeof serverEventSchemas)[];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.anything(), (name, payload) => {
        let handled = 0;
        events.wrap(name, () => handled++)(payload);
        expect(handled).toBe(serverEventSchemas[name].safeParse(payload).success ? 1 : 0);
      }),
    );
  });
});
