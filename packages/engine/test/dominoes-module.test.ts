import { describe, expect, it } from 'vitest';
import {
  applyDominoes,
  chooseDominoesAction,
  DOUBLE_SIX,
  type DominoesState,
  dealDominoes,
  dominoesModule,
  dominoesView,
  EMPTY_LINE,
  lineTiles,
  placeTile,
  shuffledTiles,
  type Tile,
} from '../src/index.js';

const seed = { serverSeed: 'dominoes-module', clientSeed: 'players', nonce: 3 };

function create(mode: string, seatCount: number, singleHand = false): DominoesState {
  return dominoesModule.create({ mode, seed, seatCount, singleHand });
}

function ok(state: DominoesState, action: Parameters<typeof applyDominoes>[1]): DominoesState {
  const result = applyDominoes(state, action);
  if (!result.ok) throw new Error(result.error.code);
  return result.state;
}

describe('dominoes module', () => {
  it('is the map dominoes with Draw and Tiles on Fire for 2 to 4 seats', () => {
    expect(dominoesModule.map).toBe('dominoes');
    expect(dominoesModule.modes).toEqual(['classic', 'tilesonfire']);
    expect(dominoesModule.seats).toEqual({ min: 2, max: 4 });
    expect(() => create('allfives', 2)).toThrow(/no mode/);
    expect(() => create('classic', 5)).toThrow(/2 to 4/);
    expect(() => create('classic', 1)).toThrow(/2 to 4/);
  });

  it('deals 7 tiles each to two players and 5 each to three or four, the rest to the boneyard', () => {
    for (const [seats, each, boneyard] of [
      [2, 7, 14],
      [3, 5, 13],
      [4, 5, 8],
    ] as const) {
      const state = create('classic', seats);
      expect(state.hands.map((hand) => hand.length)).toEqual(Array(seats).fill(each));
      expect(state.boneyard).toHaveLength(boneyard);
    }
  });

  it('deals from the fair seed: the same seed the same tiles, each hand its own nonce', () => {
    expect(shuffledTiles(seed, 0)).toEqual(shuffledTiles({ ...seed }, 0));
    expect(shuffledTiles(seed, 1)).toEqual(shuffledTiles({ ...seed, nonce: seed.nonce + 1 }, 0));
    expect(shuffledTiles(seed, 1)).not.toEqual(shuffledTiles(seed, 0));
    expect(create('tilesonfire', 3).hands).toEqual(dealDominoes(seed, 0, 3).hands);
    expect(() => shuffledTiles({ ...seed, version: 9 }, 0)).toThrow(/shuffle version/);
  });

  it('pins shuffle version 1: a known seed gives a known order', () => {
    expect(shuffledTiles({ serverSeed: 'known-answer', clientSeed: 'dominoes', nonce: 0 }, 0)).toEqual(
      KNOWN_ORDER,
    );
  });

  it('hands the first turn to the holder of the highest double, who must play it', () => {
    const state = create('tilesonfire', 4);
    const leader = state.turn;
    expect(state.mustLead).not.toBeNull();
    expect(state.hands[leader]).toContain(state.mustLead);
    expect(dominoesModule.legalActions(state, leader)).toEqual([
      { type: 'play', seat: leader, tile: state.mustLead, end: 'east' },
    ]);
    expect(dominoesModule.toAct(state)).toBe(leader);
  });

  it('sides: Tiles on Fire four seats are partners 0+2 and 1+3, every other table one side a seat', () => {
    const sidesOf = (mode: string, seats: number) =>
      Array.from({ length: seats }, (_, seat) => dominoesModule.sideOf(mode, seats, seat));
    expect(sidesOf('tilesonfire', 4)).toEqual([0, 1, 0, 1]);
    expect(dominoesModule.sideCount('tilesonfire', 4)).toBe(2);
    // Draw with four is each for themselves (rules.md names partners for Tiles on Fire only).
    expect(sidesOf('classic', 4)).toEqual([0, 1, 2, 3]);
    expect(dominoesModule.sideCount('classic', 4)).toBe(4);
    expect(sidesOf('tilesonfire', 3)).toEqual([0, 1, 2]);
    expect(dominoesModule.sideCount('tilesonfire', 3)).toBe(3);
    expect(sidesOf('tilesonfire', 2)).toEqual([0, 1]);
    expect(dominoesModule.sideCount('classic', 2)).toBe(2);
    expect(create('tilesonfire', 4).scores).toEqual([0, 0]);
    expect(create('tilesonfire', 3).scores).toEqual([0, 0, 0]);
    expect(create('classic', 4).scores).toEqual([0, 0, 0, 0]);
  });

  it('refuses sides of a table no dominoes table has: a seat count outside 2 to 4, a seat past the table', () => {
    expect(() => dominoesModule.sideCount('classic', 5)).toThrow(/2 to 4 seats/);
    expect(() => dominoesModule.sideCount('tilesonfire', 1)).toThrow(/2 to 4 seats/);
    expect(() => dominoesModule.sideOf('tilesonfire', 3, 3)).toThrow(/no seat 3/);
    expect(() => dominoesModule.sideOf('classic', 2, -1)).toThrow(/no seat -1/);
    expect(() => dominoesModule.sideOf('allfives', 2, 0)).toThrow(/no mode/);
  });

  it('knows a resent play, and a resent draw by its requestId', () => {
    let state = create('classic', 2);
    const lead = dominoesModule.legalActions(state, state.turn)[0];
    if (!lead) throw new Error('no lead');
    expect(dominoesModule.isAlreadyApplied(state, lead)).toBe(false);
    state = ok(state, lead);
    expect(dominoesModule.isAlreadyApplied(state, lead)).toBe(true);
    expect(dominoesModule.isAlreadyApplied(state, { type: 'draw', seat: state.turn })).toBe(false);
    const named = { type: 'draw' as const, seat: state.turn, requestId: 'r1' };
    expect(dominoesModule.isResend?.(state, named)).toBe(false);
    const drawn = { ...state, lastAction: named };
    expect(dominoesModule.isResend?.(drawn, named)).toBe(true);
  });

  it('auto-plays only the seat to act, with a legal action marked auto', () => {
    const state = create('tilesonfire', 2);
    const other = 1 - state.turn;
    expect(dominoesModule.autoActions(state, other)).toEqual([]);
    const [auto] = dominoesModule.autoActions(state, state.turn);
    expect(auto?.auto).toBe(true);
    const { auto: _flag, ...action } = auto as NonNullable<typeof auto>;
    expect(dominoesModule.legalActions(state, state.turn)).toContainEqual(action);
  });

  it('reads back a stored state and refuses a broken one, saying what is wrong', () => {
    const state = create('tilesonfire', 4);
    expect(dominoesModule.parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const broken = (change: (copy: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
      change(copy);
      return () => dominoesModule.parseState(copy);
    };
    expect(broken((s) => (s.game = 'spades'))).toThrow(/game is/);
    expect(broken((s) => (s.seatCount = 5))).toThrow(/seat count/);
    expect(broken((s) => (s.boneyard = [...(s.boneyard as Tile[]), '6-6']))).toThrow(/exactly once/);
    expect(broken((s) => (s.boneyard = (s.boneyard as Tile[]).slice(1)))).toThrow(/exactly once/);
    expect(broken((s) => (s.hands = (s.hands as Tile[][]).slice(1)))).toThrow(/bad hands/);
    expect(broken((s) => (s.scores = [0, 0, 0]))).toThrow(/scores/);
    expect(broken((s) => (s.turn = 4))).toThrow(/turn/);
    expect(broken((s) => (s.result = { winners: [0], draw: false }))).toThrow(/result/);
    expect(broken((s) => (s.scores = [150, 0]))).toThrow(/target/);
    expect(broken((s) => (s.history = [{ hand: 0, ending: 'won' }]))).toThrow(/history/);
    const played = ok(state, dominoesModule.legalActions(state, state.turn)[0] as never);
    const wrongHalf = JSON.parse(JSON.stringify(played));
    wrongHalf.line.lead.east = (wrongHalf.line.lead.east + 1) % 7;
    expect(() => dominoesModule.parseState(wrongHalf)).toThrow(/halves/);
  });

  it('the bot takes the biggest fire on offer', () => {
    const base = create('tilesonfire', 2);
    const line = placeTile(EMPTY_LINE, 'tilesonfire', '6-6', 'east', 1).line;
    const state: DominoesState = {
      ...base,
      mustLead: null,
      line,
      turn: 0,
      hands: [['6-3', '6-4', '6-1'], ['0-0']],
    };
    // 6-3 makes 12 + 3 = 15; 6-4 makes 16 and 6-1 makes 13: only 6-3 fires.
    expect(chooseDominoesAction(dominoesView(state, 0))).toMatchObject({ type: 'play', tile: '6-3' });
  });

  it('the bot does not hand the next player a fire it can see coming', () => {
    // Late in a hand, the boneyard empty: the three tiles the bot cannot see are the opponent's. 6-3 east
    // and 4-2 west both score nothing now, but after 6-3 the opponent's 5-3 makes 15; a bot blind to the
    // reply plays the heavier 6-3.
    const plays =
      '5-5 e, 5-4 e, 5-1 w, 6-1 w, 6-5 n, 4-1 e, 6-2 n, 1-1 e, 5-0 s, 0-0 s, 1-0 s, 2-1 n, 6-0 w, 3-1 e, 3-2 e, ' +
      '2-0 e, 3-0 e, 4-3 e, 4-0 w, 4-4 w, 6-4 e, 6-6 e';
    const ends = { e: 'east', w: 'west', n: 'north', s: 'south' } as const;
    let line = EMPTY_LINE;
    for (const [index, play] of plays.split(', ').entries()) {
      const [tile, end] = play.split(' ') as [Tile, keyof typeof ends];
      line = placeTile(line, 'tilesonfire', tile, ends[end], index % 2).line;
    }
    const hand: Tile[] = ['4-2', '6-3', '3-3'];
    const opponent = DOUBLE_SIX.filter((tile) => !hand.includes(tile) && !lineTiles(line).includes(tile));
    expect(opponent).toContain('5-3');
    const state: DominoesState = {
      ...create('tilesonfire', 2),
      mustLead: null,
      line,
      turn: 0,
      hands: [hand, opponent],
      boneyard: [],
    };
    const afterSixThree = placeTile(line, 'tilesonfire', '6-3', 'east', 0);
    expect(afterSixThree.fire).toBe(0);
    expect(placeTile(afterSixThree.line, 'tilesonfire', '5-3', 'east', 1).fire).toBe(15);
    expect(placeTile(line, 'tilesonfire', '4-2', 'west', 0).fire).toBe(0);
    expect(chooseDominoesAction(dominoesView(state, 0))).toEqual({
      type: 'play',
      seat: 0,
      tile: '4-2',
      end: 'west',
    });
  });

  it('the Draw bot sheds the heavier tile when both keep its options', () => {
    const base = create('classic', 2);
    const line = placeTile(EMPTY_LINE, 'classic', '4-0', 'east', 1).line;
    const state: DominoesState = {
      ...base,
      mustLead: null,
      line,
      turn: 0,
      hands: [['6-4', '1-0', '1-1'], []],
    };
    expect(chooseDominoesAction(dominoesView(state, 0))).toMatchObject({ type: 'play', tile: '6-4' });
  });
});

/** Shuffle version 1 of seed known-answer / dominoes / 0: changing it breaks every stored game's proof. */
const KNOWN_ORDER: Tile[] = [
  '4-2',
  '3-0',
  '1-0',
  '3-1',
  '6-3',
  '0-0',
  '5-5',
  '6-0',
  '3-2',
  '6-2',
  '4-0',
  '5-4',
  '5-1',
  '2-1',
  '3-3',
  '5-2',
  '6-6',
  '2-2',
  '4-4',
  '5-0',
  '6-1',
  '2-0',
  '4-1',
  '5-3',
  '6-4',
  '4-3',
  '6-5',
  '1-1',
];
