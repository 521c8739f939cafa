import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyKlondike,
  type Card,
  createKlondikeFromDeal,
  dealFromSeed,
  FULL_DECK,
  type KlondikeAction,
  type KlondikePile,
  type KlondikeSettings,
  type KlondikeState,
  klondikeScore,
  klondikeSettings,
  klondikeView,
  legalActionsForKlondikeView,
  legalKlondikeActions,
  SUITS,
  sameAction,
} from '../src/index.js';
import { allCards } from './klondike-helpers.js';

const seedOf = (index: number) => ({
  serverSeed: `klondike-property-${index}`,
  clientSeed: 'fc',
  nonce: index,
});

const settingsArb: fc.Arbitrary<KlondikeSettings> = fc
  .record({
    draw: fc.constantFrom(1 as const, 3 as const),
    scoring: fc.constantFrom('standard' as const, 'vegas' as const),
    ranked: fc.boolean(),
    maxPasses: fc.constantFrom(null, 1, 2, 3, 5),
  })
  .map((options) => klondikeSettings(options));

const pileArb: fc.Arbitrary<KlondikePile> = fc.oneof(
  fc.constant({ pile: 'waste' as const }),
  fc.integer({ min: 0, max: 6 }).map((index) => ({ pile: 'tableau' as const, index: index as 0 })),
  fc.constantFrom(...SUITS).map((suit) => ({ pile: 'foundation' as const, suit })),
);

/** Any action but hint and resign, which are always accepted while the game is on. */
const anyActionArb: fc.Arbitrary<KlondikeAction> = fc.oneof(
  fc.constantFrom<KlondikeAction>(
    { type: 'draw', atMs: 0 },
    { type: 'recycle', atMs: 0 },
    { type: 'undo', atMs: 0 },
  ),
  fc
    .record({ from: pileArb, to: pileArb, count: fc.integer({ min: 1, max: 13 }) })
    .map(({ from, to, count }): KlondikeAction => ({ type: 'move', from, to, count, atMs: 0 })),
);

const stamp = (action: KlondikeAction, atMs: number): KlondikeAction => ({ ...action, atMs });

/** A random walk of legal actions; `choices` pick among them and the clock runs forward by `gaps`. */
function walk(
  settings: KlondikeSettings,
  dealIndex: number,
  choices: readonly number[],
  visit: (state: KlondikeState, legal: KlondikeAction[], atMs: number) => void,
): KlondikeState {
  let state = createKlondikeFromDeal(dealFromSeed(seedOf(dealIndex)), settings);
  let atMs = 0;
  for (const choice of choices) {
    const legal = legalKlondikeActions(state);
    visit(state, legal, atMs);
    if (legal.length === 0) break;
    atMs += (choice % 7) * 1_300;
    const result = applyKlondike(state, stamp(legal[choice % legal.length] as KlondikeAction, atMs));
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    state = result.state;
  }
  return state;
}

const walkArb = fc.tuple(
  settingsArb,
  fc.integer({ min: 0, max: 100_000 }),
  fc.array(fc.nat(), { minLength: 1, maxLength: 150 }),
);

describe('klondike properties', () => {
  it('keeps the 52 cards, each once, after any sequence of legal actions', () => {
    fc.assert(
      fc.property(walkArb, ([settings, dealIndex, choices]) => {
        walk(settings, dealIndex, choices, (state) => {
          const cards = allCards(state);
          expect(cards).toHaveLength(52);
          expect(new Set(cards)).toEqual(new Set(FULL_DECK));
        });
      }),
      { numRuns: 60 },
    );
  });

  it('applies every legal action, and the view lists the same legal actions', () => {
    fc.assert(
      fc.property(walkArb, ([settings, dealIndex, choices]) => {
        walk(settings, dealIndex, choices.slice(0, 60), (state, legal, atMs) => {
          for (const action of legal) expect(applyKlondike(state, stamp(action, atMs)).ok).toBe(true);
          expect(legalActionsForKlondikeView(klondikeView(state))).toEqual(legal);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('refuses any action that is not legal and leaves the state as it was', () => {
    fc.assert(
      fc.property(
        walkArb,
        fc.array(anyActionArb, { minLength: 5, maxLength: 5 }),
        ([settings, dealIndex, choices], tries) => {
          let refusedSome = 0;
          // Random tries can all be legal on a short walk; this one never is, so each walk refuses something.
          const neverLegal: KlondikeAction = {
            type: 'move',
            from: { pile: 'foundation', suit: SUITS[0] },
            to: { pile: 'foundation', suit: SUITS[1] },
            count: 13,
            atMs: 0,
          };
          walk(settings, dealIndex, choices, (state, legal, atMs) => {
            const before = structuredClone(state);
            for (const action of [...tries, neverLegal]) {
              if (legal.some((allowed) => sameAction(allowed, action))) continue;
              const result = applyKlondike(state, stamp(action, atMs + 1));
              expect(result.ok).toBe(false);
              refusedSome += 1;
            }
            expect(state).toEqual(before);
          });
          expect(refusedSome).toBeGreaterThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("never shows a face-down card nor the stock's order in the view", () => {
    fc.assert(
      fc.property(walkArb, fc.nat(), ([settings, dealIndex, choices], rotation) => {
        walk(settings, dealIndex, choices, (state) => {
          const view = klondikeView(state);
          const json = JSON.stringify(view);
          const hidden = [...state.tableau.flatMap((column) => column.down), ...state.stock];
          for (const card of hidden) expect(json).not.toContain(`"${card}"`);
          // Dealing the hidden cards differently (same counts) leaves the view unchanged.
          const shift = hidden.length === 0 ? 0 : rotation % hidden.length;
          const moved = [...hidden.slice(shift), ...hidden.slice(0, shift)];
          const tableau = state.tableau.map((column) => ({
            down: moved.splice(0, column.down.length),
            up: column.up,
          }));
          // Only whether auto-complete can finish depends on the stock's order: that one bit is the offer itself.
          const other = klondikeView({ ...state, tableau, stock: moved.splice(0) as Card[] });
          expect({ ...other, canAutoComplete: view.canAutoComplete }).toEqual(view);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('keeps a standard score at 0 or above, falling (never rising) as time passes between actions', () => {
    fc.assert(
      fc.property(walkArb, fc.nat({ max: 120_000 }), ([settings, dealIndex, choices], wait) => {
        walk({ ...settings, scoring: 'standard' }, dealIndex, choices, (state, _legal, atMs) => {
          const now = klondikeScore(state, atMs);
          const later = klondikeScore(state, atMs + wait);
          expect(now).toBeGreaterThanOrEqual(0);
          expect(later).toBeGreaterThanOrEqual(0);
          expect(later).toBeLessThanOrEqual(now);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('takes any action back to exactly the previous state with undo (free play)', () => {
    fc.assert(
      fc.property(walkArb, ([settings, dealIndex, choices]) => {
        const free = { ...settings, ranked: false };
        let undone = 0;
        walk(free, dealIndex, choices.slice(0, 80), (state, legal, atMs) => {
          for (const action of legal) {
            if (action.type === 'undo') continue;
            const played = applyKlondike(state, stamp(action, atMs + 500));
            if (!played.ok || played.state.status !== 'playing') continue;
            const back = applyKlondike(played.state, { type: 'undo', atMs: atMs + 900 });
            if (!back.ok) throw new Error(back.error.code);
            expect({ ...back.state, lastAtMs: state.lastAtMs, lastAction: state.lastAction }).toEqual(state);
            undone += 1;
          }
        });
        expect(undone).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });

  it('ends a game under a pass limit once no legal action is left, and only then', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(1 as const, 3 as const),
        fc.constantFrom(1, 2, 3),
        fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
        (dealIndex, draw, maxPasses, choices) => {
          let state = createKlondikeFromDeal(
            dealFromSeed(seedOf(dealIndex)),
            klondikeSettings({ draw, ranked: true, maxPasses }),
          );
          for (let step = 0; state.status === 'playing'; step++) {
            const legal = legalKlondikeActions(state);
            expect(legal.length).toBeGreaterThan(0);
            // Moves that can be played back and forth forever are left out, so the walk must run out.
            const onward = legal.filter((action) => isOnward(state, action));
            expect(step).toBeLessThan(5_000);
            if (onward.length === 0) return;
            const action = onward[(choices[step % choices.length] ?? 0) % onward.length] as KlondikeAction;
            const result = applyKlondike(state, action);
            if (!result.ok) throw new Error(result.error.code);
            state = result.state;
          }
          expect(legalKlondikeActions(state)).toEqual([]);
          expect(['won', 'lost']).toContain(state.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/**
 * Never a card off a foundation, and only whole face-up runs between columns that turn a card or empty a
 * column for good (a non-king): each such move is one of finitely many, so a walk of them ends.
 */
function isOnward(state: KlondikeState, action: KlondikeAction): boolean {
  if (action.type !== 'move') return true;
  if (action.from.pile === 'foundation') return false;
  if (action.from.pile !== 'tableau' || action.to.pile !== 'tableau') return true;
  const column = state.tableau[action.from.index];
  if (!column || action.count !== column.up.length) return false;
  return column.down.length > 0 || column.up[0]?.[0] !== 'K';
}
