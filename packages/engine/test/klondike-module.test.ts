import { describe, expect, it } from 'vitest';
import {
  applyKlondike,
  commitment,
  createKlondikeFromDeal,
  dealFromSeed,
  type KlondikeAction,
  type KlondikeState,
  klondikeModule,
  klondikeView,
  parseKlondikeOptions,
} from '../src/index.js';
import { col, EASY_DEAL, FREE_DRAW1, fnd, move, play, position, RANKED_DRAW1 } from './klondike-helpers.js';

const seed = { serverSeed: 'module-test', clientSeed: 'me', nonce: 3 };
const create = (options?: unknown) =>
  klondikeModule.create({ mode: 'classic', seed, seatCount: 1, singleHand: true, options });

describe('the klondike module', () => {
  it("is 'solitaire', one seat, one side, classic only", () => {
    expect(klondikeModule.map).toBe('solitaire');
    expect(klondikeModule.modes).toEqual(['classic']);
    expect(klondikeModule.seats).toEqual({ min: 1, max: 1 });
    expect(klondikeModule.sideCount('classic', 1)).toBe(1);
    expect(klondikeModule.sideOf('classic', 1, 0)).toBe(0);
    expect(klondikeModule.stateVersion).toBe(1);
    expect(() => klondikeModule.create({ mode: 'vegas', seed, seatCount: 1, singleHand: true })).toThrow();
  });

  it('deals from the seed with the table options, free draw 1 standard by default', () => {
    const state = create();
    expect(state.settings).toEqual({ draw: 1, scoring: 'standard', ranked: false, maxPasses: null });
    expect(state.tableau.map((column) => [...column.down, ...column.up])).toEqual(dealFromSeed(seed).tableau);
    expect(state.commitment).toBe(commitment(seed.serverSeed));
    expect(create({ draw: 3, ranked: true }).settings).toEqual({
      draw: 3,
      scoring: 'standard',
      ranked: true,
      maxPasses: 3,
    });
    expect(create({ draw: 1, scoring: 'vegas' }).settings.maxPasses).toBe(1);
    expect(create({ draw: 1, ranked: true }).settings.maxPasses).toBe(2);
    expect(() => parseKlondikeOptions({ draw: 2 })).toThrow();
    expect(() => parseKlondikeOptions({ draw: 1, maxPasses: 0 })).toThrow();
    expect(() => parseKlondikeOptions('draw 3')).toThrow();
    expect(parseKlondikeOptions({ draw: 3, maxPasses: 4 }).maxPasses).toBe(4);
    expect(() => parseKlondikeOptions({ draw: 3, ranked: true, maxPasses: null })).toThrow(/3 passes/);
    expect(() => parseKlondikeOptions({ draw: 1, scoring: 'vegas', maxPasses: 2 })).toThrow(/1 passes/);
    expect(parseKlondikeOptions({ draw: 1, ranked: true, maxPasses: 2 }).maxPasses).toBe(2);
  });

  it('lets seat 0 act until the game ends, and gives the outcome: place 1 only when won', () => {
    const state = create();
    expect(klondikeModule.toAct(state)).toBe(0);
    expect(klondikeModule.outcome(state)).toBeNull();
    expect(klondikeModule.autoActions(state, 0)).toEqual([]);
    expect(klondikeModule.legalActions(state, 1)).toEqual([]);
    const resigned = play(state, [{ type: 'resign', atMs: 1_000 }]);
    expect(klondikeModule.toAct(resigned)).toBeNull();
    expect(klondikeModule.outcome(resigned)).toEqual({ sides: [[0]], scores: [0], places: [2], draw: false });
    const last = position({
      tableau: [[[], ['KS']]],
      foundations: { S: 12, H: 13, C: 13, D: 13 },
      score: 500,
    });
    const won = play(last, [move(col(0), fnd('S'), 1, 20_000)]);
    expect(klondikeModule.outcome(won)).toEqual({ sides: [[0]], scores: [506], places: [1], draw: false });
  });

  it('reads back a stored state and refuses a damaged one', () => {
    const state = play(create(), [{ type: 'draw', atMs: 10 }]);
    const stored = JSON.parse(JSON.stringify(state)) as KlondikeState;
    expect(klondikeModule.parseState(stored)).toEqual(state);
    const lostCard = { ...stored, stock: stored.stock.slice(1) };
    expect(() => klondikeModule.parseState(lostCard)).toThrow(/each card/);
    expect(() => klondikeModule.parseState({ ...stored, game: 'spades' })).toThrow();
    expect(() => klondikeModule.parseState({ ...stored, status: 'paused' })).toThrow();
    expect(() =>
      klondikeModule.parseState({ ...stored, settings: { ...stored.settings, draw: 2 } }),
    ).toThrow();
  });

  it('answers a resent move with the state instead of a refusal', () => {
    const state = play(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1), [{ type: 'draw', atMs: 100 }]);
    const action: KlondikeAction = move({ pile: 'waste' }, fnd('S'), 1, 200);
    const once = play(state, [action]);
    expect(klondikeModule.apply(once, { ...action, atMs: 300 }).ok).toBe(false);
    expect(klondikeModule.isAlreadyApplied(once, { ...action, atMs: 300 })).toBe(true);
    expect(klondikeModule.isAlreadyApplied(state, action)).toBe(false);
  });

  it("plays a whole game from its views with the bot's moves, legal every time", () => {
    for (const settings of [FREE_DRAW1, RANKED_DRAW1]) {
      let state = createKlondikeFromDeal(EASY_DEAL, settings);
      for (let step = 0; step < 500 && klondikeModule.toAct(state) === 0; step++) {
        const action = klondikeModule.botAction(klondikeView(state));
        const result = applyKlondike(state, action);
        if (!result.ok) throw new Error(result.error.code);
        state = result.state;
      }
      expect(state.status).toBe('won');
    }
    let real = create({ draw: 3, ranked: true });
    for (let step = 0; step < 2_000 && klondikeModule.toAct(real) === 0; step++) {
      const action = klondikeModule.botAction(klondikeModule.viewFor(real, 0));
      const result = klondikeModule.apply(real, action);
      if (!result.ok) throw new Error(result.error.code);
      real = result.state;
    }
    expect(klondikeModule.toAct(real)).toBeNull();
  });

  it('views the table: counts for hidden cards, the waste top, passes, undo, auto-complete and the seed at the end', () => {
    const state = play(create({ draw: 3, maxPasses: 3 }), [
      { type: 'draw', atMs: 1_000 },
      { type: 'draw', atMs: 2_000 },
    ]);
    const view = klondikeModule.viewFor(state, 0);
    expect(view.tableau.map((column) => column.down)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(view.stockCount).toBe(18);
    expect(view.wasteCount).toBe(6);
    expect(view.wasteTop).toEqual(state.waste.slice(3));
    expect(view.passes).toEqual({ used: 1, left: 2 });
    expect(view).toMatchObject({ canUndo: true, canAutoComplete: false, status: 'playing', finished: false });
    expect(view.elapsedMs).toBe(2_000);
    expect(view.fair?.serverSeed).toBeNull();
    expect(JSON.stringify(view)).not.toContain(seed.serverSeed);
    const ended = klondikeModule.viewFor(play(state, [{ type: 'resign', atMs: 3_000 }]), 0);
    expect(ended.fair?.serverSeed).toBe(seed.serverSeed);
    expect(ended).toMatchObject({ finished: true, won: false, status: 'resigned', canUndo: false });
    const faceUp = position({
      tableau: [
        [[], ['KS', 'QH']],
        [[], ['KH', 'QS']],
      ],
      stock: ['JS', 'JH'],
      foundations: { S: 10, H: 10, C: 13, D: 13 },
    });
    expect(klondikeView(faceUp).canAutoComplete).toBe(true);
    expect(klondikeView({ ...faceUp, settings: RANKED_DRAW1 }).canUndo).toBe(false);
  });
});
