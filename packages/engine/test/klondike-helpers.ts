import {
  applyKlondike,
  type Card,
  createKlondikeFromDeal,
  type KlondikeAction,
  type KlondikeDeal,
  type KlondikePile,
  type KlondikeSettings,
  type KlondikeState,
  klondikeSettings,
  type SuitCode,
} from '../src/index.js';

/** ks-0 of ../shared/klondike/reference-deals.jsonl, copied so these tests need no file outside the repo. */
export const REFERENCE_KS0: KlondikeDeal = {
  tableau: [
    ['3D'],
    ['AD', '8H'],
    ['QS', '9D', '8C'],
    ['JH', '2C', '3C', 'AC'],
    ['9C', 'AS', 'TS', 'QC', '4S'],
    ['6D', '6H', 'QH', '4D', '6S', '8D'],
    ['2H', 'KS', 'JS', '2S', '5D', '6C', '4H'],
  ],
  stock: 'QD TH 3S 5S 8S 7D KC JD 9H JC 4C 5H TD AH 7C 9S 3H 7H 5C 7S TC 2D KD KH'.split(' ') as Card[],
};

const SUIT_RUN = (suit: SuitCode, ranks: string) => [...ranks].map((rank) => `${rank}${suit}` as Card);

/**
 * A deal the greedy foundation plays win in draw 1: the stock is A..6 of every suit in order (AS drawn
 * first), the tableau 7..K, each column lowest on top.
 */
export const EASY_DEAL: KlondikeDeal = {
  tableau: [
    ['7H'],
    ['8C', '7C'],
    ['9D', '8D', '7D'],
    SUIT_RUN('D', 'KQJT'),
    SUIT_RUN('C', 'KQJT9'),
    SUIT_RUN('H', 'KQJT98'),
    SUIT_RUN('S', 'KQJT987'),
  ],
  stock: ['A', '2', '3', '4', '5', '6']
    .flatMap((rank) => (['S', 'H', 'C', 'D'] as const).map((suit) => `${rank}${suit}` as Card))
    .reverse(),
};

export const FREE_DRAW1: KlondikeSettings = klondikeSettings({ draw: 1 });
export const FREE_DRAW3: KlondikeSettings = klondikeSettings({ draw: 3 });
export const RANKED_DRAW1: KlondikeSettings = klondikeSettings({ draw: 1, ranked: true });

export const waste: KlondikePile = { pile: 'waste' };
export const col = (index: number): KlondikePile => ({ pile: 'tableau', index: index as 0 });
export const fnd = (suit: SuitCode): KlondikePile => ({ pile: 'foundation', suit });
export const move = (from: KlondikePile, to: KlondikePile, count = 1, atMs = 0): KlondikeAction => ({
  type: 'move',
  from,
  to,
  count,
  atMs,
});

export interface Layout {
  /** Per column: face-down cards and face-up cards, each bottom to top. */
  tableau?: [Card[], Card[]][];
  stock?: Card[];
  waste?: Card[];
  foundations?: Partial<Record<SuitCode, number>>;
  score?: number;
  passes?: number;
}

/** A hand-made position (not necessarily all 52 cards) for rule tests. */
export function position(layout: Layout, settings: KlondikeSettings = FREE_DRAW1): KlondikeState {
  const base = createKlondikeFromDeal(EASY_DEAL, settings);
  const tableau = layout.tableau ?? [];
  return {
    ...base,
    tableau: Array.from({ length: 7 }, (_, index) => {
      const [down, up] = tableau[index] ?? [[], []];
      return { down, up };
    }),
    stock: layout.stock ?? [],
    waste: layout.waste ?? [],
    foundations: { S: 0, H: 0, C: 0, D: 0, ...layout.foundations },
    score: layout.score ?? base.score,
    passes: layout.passes ?? 1,
  };
}

/** Applies actions in order, failing the test on a refusal. */
export function play(state: KlondikeState, actions: readonly KlondikeAction[]): KlondikeState {
  return actions.reduce(applyKlondikeOrThrow, state);
}

export function applyKlondikeOrThrow(state: KlondikeState, action: KlondikeAction): KlondikeState {
  const result = applyKlondike(state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}`);
  return result.state;
}

export function refusal(state: KlondikeState, action: KlondikeAction): string | null {
  const result = applyKlondike(state, action);
  return result.ok ? null : result.error.code;
}

/** Every card of a state, wherever it lies. */
export function allCards(state: KlondikeState): Card[] {
  const foundations = (['S', 'H', 'C', 'D'] as const).flatMap((suit) =>
    [...'A23456789TJQK'].slice(0, state.foundations[suit]).map((rank) => `${rank}${suit}` as Card),
  );
  return [
    ...state.tableau.flatMap((c) => [...c.down, ...c.up]),
    ...state.stock,
    ...state.waste,
    ...foundations,
  ];
}
