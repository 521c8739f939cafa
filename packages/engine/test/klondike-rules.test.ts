import { describe, expect, it } from 'vitest';
import {
  applyKlondike,
  autoCompleteActions,
  createKlondikeFromDeal,
  dealFromSeed,
  FULL_DECK,
  fairShuffle,
  isKlondikeWon,
  type KlondikeAction,
  klondikeIsAlreadyApplied,
  klondikeScore,
  klondikeSettings,
  legalKlondikeActions,
} from '../src/index.js';
import {
  allCards,
  col,
  EASY_DEAL,
  FREE_DRAW1,
  FREE_DRAW3,
  fnd,
  move,
  play,
  position,
  RANKED_DRAW1,
  REFERENCE_KS0,
  refusal,
  waste,
} from './klondike-helpers.js';

const draw = (atMs = 0): KlondikeAction => ({ type: 'draw', atMs });
const recycle = (atMs = 0): KlondikeAction => ({ type: 'recycle', atMs });
const undo = (atMs = 0): KlondikeAction => ({ type: 'undo', atMs });

describe('the deal', () => {
  it('deals 7 columns of 1..7 cards with the last face up, and 24 in the stock, from the reference format', () => {
    const deal = REFERENCE_KS0;
    const state = createKlondikeFromDeal(deal, FREE_DRAW1);
    expect(state.tableau.map((column) => column.down.length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(state.tableau.map((column) => column.up)).toEqual(deal.tableau.map((cards) => [cards.at(-1)]));
    expect(state.stock).toEqual(deal.stock);
    expect(new Set(allCards(state))).toEqual(new Set(FULL_DECK));
  });

  it('deals a seed row by row from the fair shuffle, the stock top being the 29th card', () => {
    const seed = { serverSeed: 'klondike-kat-1', clientSeed: 'player', nonce: 0 };
    const deck = fairShuffle(FULL_DECK, seed);
    const deal = dealFromSeed(seed);
    expect(deal.tableau.map((cards) => cards[0])).toEqual(deck.slice(0, 7));
    expect(deal.tableau.slice(1).map((cards) => cards[1])).toEqual(deck.slice(7, 13));
    expect(deal.tableau[6]?.at(-1)).toBe(deck[27]);
    expect(deal.stock.at(-1)).toBe(deck[28]);
    expect(deal.stock[0]).toBe(deck[51]);
  });

  it.each([
    [
      { serverSeed: 'klondike-kat-1', clientSeed: 'player', nonce: 0 },
      {
        tableau: [
          ['JC'],
          ['4S', 'TD'],
          ['2D', '6S', '9D'],
          ['KH', 'TC', 'QD', '3H'],
          ['7D', '5D', 'AS', '6D', '8S'],
          ['2S', '3C', '7S', 'AD', '5C', 'QC'],
          ['8D', '4H', 'KC', '5S', 'AC', '8H', '5H'],
        ],
        stock: '8C 6C TH 4D JH AH TS KS 9C 6H 7H 3S QS KD 4C 9S 2C 9H JS 2H 3D 7C JD QH'.split(' '),
      },
    ],
    [
      { serverSeed: 'klondike-kat-2', clientSeed: 'player', nonce: 7 },
      {
        tableau: [
          ['8C'],
          ['TH', '9C'],
          ['KS', '7S', 'JC'],
          ['5C', '9S', 'JS', 'TD'],
          ['3D', '6C', '7D', '4H', '6H'],
          ['6D', 'AC', '9D', '4D', '7C', '8S'],
          ['TC', '7H', 'KC', '2D', '5S', '8D', '2C'],
        ],
        stock: '4S 3S AS AH 3C 5H 2H 4C 2S QD 3H 9H KD JD QS JH QC TS AD 8H 6S QH 5D KH'.split(' '),
      },
    ],
    [
      { serverSeed: '0f'.repeat(32), clientSeed: 'abc', nonce: 1, version: 1 },
      {
        tableau: [
          ['TC'],
          ['5D', 'JC'],
          ['JS', '8C', '3H'],
          ['4H', '8D', 'JH', '2S'],
          ['2H', '4C', '6D', '6H', '3C'],
          ['JD', 'TS', 'QC', 'KS', '9H', '6S'],
          ['TH', '2D', '8S', '4D', '9S', '4S', '3D'],
        ],
        stock: '5H TD AH 9C QS 8H 7H 7C 7D QD KH KD 5C AS 5S 7S 2C AC QH 9D 3S KC AD 6C'.split(' '),
      },
    ],
  ])('known answer: seed %j deals the pinned deal', (seed, expected) => {
    expect(dealFromSeed(seed)).toEqual(expected);
  });

  it('refuses a deal that does not hold each card once', () => {
    const deal = REFERENCE_KS0;
    expect(() =>
      createKlondikeFromDeal({ ...deal, stock: [...deal.stock.slice(1), 'AS'] }, FREE_DRAW1),
    ).toThrow(RangeError);
  });
});

describe('the stock', () => {
  it('draw 1 turns the top card onto the waste', () => {
    const state = play(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1), [draw()]);
    expect(state.waste).toEqual(['AS']);
    expect(state.stock).toHaveLength(23);
  });

  it('draw 3 turns three cards, the third drawn on top, and fewer at the end of the stock', () => {
    const start = position({ stock: ['5C', '4C', '3C', '2C', 'AC'] }, FREE_DRAW3);
    const once = play(start, [draw()]);
    expect(once.waste).toEqual(['AC', '2C', '3C']);
    expect(once.stock).toEqual(['5C', '4C']);
    const twice = play(once, [draw()]);
    expect(twice.waste).toEqual(['AC', '2C', '3C', '4C', '5C']);
    expect(refusal(twice, draw())).toBe('STOCK_EMPTY');
  });

  it('recycling turns the waste over into the original order, only once the stock is empty', () => {
    const start = position({ stock: ['3C', '2C', 'KD'] });
    expect(refusal(start, recycle())).toBe('STOCK_NOT_EMPTY');
    const drawn = play(start, [draw(), draw(), draw()]);
    const recycled = play(drawn, [recycle()]);
    expect(recycled.stock).toEqual(['3C', '2C', 'KD']);
    expect(recycled.waste).toEqual([]);
    expect(recycled.passes).toBe(2);
    expect(refusal(position({}), recycle())).toBe('WASTE_EMPTY');
  });

  it('maxPasses counts the first pass: 2 allows one recycle, then refuses', () => {
    const settings = klondikeSettings({ draw: 1, maxPasses: 2 });
    const state = play(position({ stock: ['2C', 'KD'], tableau: [[[], ['QS']]] }, settings), [
      draw(),
      draw(),
      recycle(),
      draw(),
      draw(),
    ]);
    expect(state.passes).toBe(2);
    expect(refusal(state, recycle())).toBe('PASS_LIMIT_REACHED');
    expect(legalKlondikeActions(state)).not.toContainEqual(recycle());
  });

  it('maxPasses 1 allows no recycle; null allows any number', () => {
    const one = play(
      position({ stock: ['2D'], tableau: [[[], ['8S']]] }, klondikeSettings({ draw: 1, maxPasses: 1 })),
      [draw()],
    );
    expect(refusal(one, recycle())).toBe('PASS_LIMIT_REACHED');
    let free = position({ stock: ['KD'], tableau: [[[], ['8S']]] });
    for (let pass = 0; pass < 12; pass++) free = play(free, [draw(), recycle()]);
    expect(free.passes).toBe(13);
  });
});

describe('building', () => {
  const table = position({
    tableau: [
      [['2C'], ['7S']],
      [[], ['7H']],
      [[], ['6D']],
      [[], ['5C']],
      [['4C'], ['KH', 'QS', 'JD']],
      [[], []],
      [[], ['KD']],
    ],
    waste: ['6H'],
  });

  it('builds down in alternate colours', () => {
    expect(play(table, [move(col(2), col(0))]).tableau[0]?.up).toEqual(['7S', '6D']);
    expect(play(table, [move(waste, col(0))]).tableau[0]?.up).toEqual(['7S', '6H']);
    expect(refusal(table, move(col(2), col(1)))).toBe('TABLEAU_BUILD');
    expect(refusal(table, move(col(3), col(0)))).toBe('TABLEAU_BUILD');
    expect(refusal(table, move(waste, col(1)))).toBe('TABLEAU_BUILD');
  });

  it('fills an empty column only with a king or a king-headed run', () => {
    expect(refusal(table, move(col(2), col(5)))).toBe('EMPTY_COLUMN_NEEDS_KING');
    expect(refusal(table, move(col(4), col(5), 2))).toBe('EMPTY_COLUMN_NEEDS_KING');
    const moved = play(table, [move(col(4), col(5), 3)]);
    expect(moved.tableau[5]?.up).toEqual(['KH', 'QS', 'JD']);
    expect(moved.tableau[4]).toEqual({ down: [], up: ['4C'] });
  });

  it('moves runs of any valid length and turns the card left on top', () => {
    const partial = play(table, [move(col(4), col(6), 2)]);
    expect(partial.tableau[6]?.up).toEqual(['KD', 'QS', 'JD']);
    expect(partial.tableau[4]).toEqual({ down: ['4C'], up: ['KH'] });
    expect(refusal(table, move(col(4), col(1), 2))).toBe('TABLEAU_BUILD');
    const turned = play(table, [move(col(4), col(5), 3)]);
    expect(turned.tableau[4]).toEqual({ down: [], up: ['4C'] });
    expect(refusal(table, move(col(0), col(1), 2))).toBe('CARD_FACE_DOWN');
    expect(refusal(table, move(col(5), col(1)))).toBe('NO_CARD');
  });

  it('refuses the waste as a destination, a move onto its own pile and a bad count', () => {
    expect(refusal(table, move(col(0), waste))).toBe('WRONG_DESTINATION');
    expect(refusal(table, move(col(4), col(4)))).toBe('SAME_PILE');
    expect(refusal(table, move(waste, col(0), 2))).toBe('BAD_COUNT');
    expect(refusal(position({}), move(waste, col(0)))).toBe('WASTE_EMPTY');
  });
});

describe('foundations', () => {
  const table = position({
    tableau: [
      [[], ['AH']],
      [['9C'], ['2H']],
      [[], ['3S']],
      [[], ['4H']],
    ],
    waste: ['AS'],
    foundations: { D: 4, C: 3 },
  });

  it('build up by suit from the ace', () => {
    const state = play(table, [move(col(0), fnd('H')), move(col(1), fnd('H')), move(waste, fnd('S'))]);
    expect(state.foundations).toEqual({ S: 1, H: 2, C: 3, D: 4 });
    expect(state.tableau[1]).toEqual({ down: [], up: ['9C'] });
    expect(refusal(table, move(col(1), fnd('H')))).toBe('FOUNDATION_BUILD');
    expect(refusal(table, move(col(0), fnd('D')))).toBe('FOUNDATION_BUILD');
    expect(refusal(table, move(col(2), fnd('S')))).toBe('FOUNDATION_BUILD');
  });

  it('give cards back to the tableau, one at a time', () => {
    const state = play(table, [move(fnd('C'), col(3))]);
    expect(state.tableau[3]?.up).toEqual(['4H', '3C']);
    expect(state.foundations.C).toBe(2);
    expect(refusal(table, move(fnd('D'), col(2)))).toBe('TABLEAU_BUILD');
    expect(refusal(table, move(fnd('S'), col(2)))).toBe('NO_CARD');
    expect(refusal(table, move(fnd('C'), fnd('D')))).toBe('WRONG_DESTINATION');
    expect(refusal(table, move(fnd('C'), col(3), 2))).toBe('BAD_COUNT');
  });

  it('refuse two cards at once', () => {
    const run = position({ tableau: [[[], ['2H', 'AS']]], foundations: { H: 1 } });
    expect(refusal(run, move(col(0), fnd('S'), 2))).toBe('BAD_COUNT');
  });
});

describe('the game', () => {
  it('is won when the last card reaches its foundation, and then takes no action', () => {
    const last = position({ tableau: [[[], ['KS']]], foundations: { S: 12, H: 13, C: 13, D: 13 } });
    const won = play(last, [move(col(0), fnd('S'), 1, 5_000)]);
    expect(isKlondikeWon(won)).toBe(true);
    expect(won.status).toBe('won');
    expect(won.endedAtMs).toBe(5_000);
    expect(refusal(won, draw(6_000))).toBe('GAME_FINISHED');
    expect(legalKlondikeActions(won)).toEqual([]);
  });

  it('ends lost once no legal action is left under the pass limit', () => {
    const settings = klondikeSettings({ draw: 1, ranked: true, maxPasses: 1 });
    const stuck = play(position({ stock: ['2D'], tableau: [[['AD'], ['9S']]] }, settings), [draw()]);
    expect(stuck.status).toBe('lost');
    expect(legalKlondikeActions(stuck)).toEqual([]);
  });

  it('ends on resign', () => {
    const state = play(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1), [{ type: 'resign', atMs: 10 }]);
    expect(state.status).toBe('resigned');
    expect(refusal(state, draw(20))).toBe('GAME_FINISHED');
  });

  it('refuses an action timed before the previous one and a malformed action', () => {
    const state = play(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1), [draw(5_000)]);
    expect(refusal(state, draw(4_999))).toBe('TIME_WENT_BACKWARDS');
    expect(refusal(state, draw(5_000))).toBeNull();
    for (const bad of [
      { type: 'draw' },
      { type: 'draw', atMs: -1 },
      { type: 'shuffle', atMs: 9_000 },
      { type: 'move', from: { pile: 'tableau', index: 7 }, to: waste, count: 1, atMs: 9_000 },
      { type: 'move', from: waste, to: col(0), count: 0, atMs: 9_000 },
      { type: 'move', from: { pile: 'foundation', suit: 'X' }, to: col(0), count: 1, atMs: 9_000 },
    ]) {
      expect(refusal(state, bad as KlondikeAction)).toBe('INVALID_ACTION');
    }
  });

  it('counts draws, recycles and moves, not hints', () => {
    const state = play(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1), [
      draw(),
      move(waste, fnd('S')),
      { type: 'hint', atMs: 0 },
    ]);
    expect(state.moves).toBe(2);
    expect(state.hints).toBe(1);
  });
});

describe('undo', () => {
  it('restores the previous position and score, the turned card face down again', () => {
    const before = position({ tableau: [[['9C'], ['AH']]], score: 40 });
    const after = play(before, [move(col(0), fnd('H'), 1, 1_000)]);
    expect(after.tableau[0]).toEqual({ down: [], up: ['9C'] });
    expect(after.score).toBe(55);
    const undone = play(after, [undo(2_000)]);
    expect({ ...undone, lastAtMs: 0, lastAction: null }).toEqual({
      ...before,
      lastAtMs: 0,
      lastAction: null,
    });
  });

  it('takes back draws and recycles in order', () => {
    const start = position({ stock: ['5C', '4C', '3C', '2C', 'KD'] }, FREE_DRAW3);
    const played = play(start, [draw(), draw(), recycle()]);
    const back = play(played, [undo(), undo(), undo()]);
    expect(back.stock).toEqual(start.stock);
    expect(back.waste).toEqual([]);
    expect(back.passes).toBe(1);
    expect(back.moves).toBe(0);
    expect(refusal(back, undo())).toBe('NOTHING_TO_UNDO');
  });

  it('is refused in ranked play and offered in free play', () => {
    const ranked = play(createKlondikeFromDeal(EASY_DEAL, RANKED_DRAW1), [draw()]);
    expect(refusal(ranked, undo())).toBe('UNDO_NOT_ALLOWED');
    expect(legalKlondikeActions(ranked)).not.toContainEqual(undo());
    const free = play(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1), [draw()]);
    expect(legalKlondikeActions(free)).toContainEqual(undo());
  });
});

describe('hints', () => {
  it('cost 20 in ranked play and nothing in free play', () => {
    const hint: KlondikeAction = { type: 'hint', atMs: 0 };
    expect(play(position({ score: 50 }, RANKED_DRAW1), [hint]).score).toBe(30);
    expect(play(position({ score: 50 }), [hint]).score).toBe(50);
    expect(play(position({ score: 10 }, RANKED_DRAW1), [hint]).score).toBe(0);
  });
});

describe('legal actions', () => {
  it('lists every draw, move, run, foundation play and king to an empty column, and nothing else', () => {
    const table = position({
      tableau: [
        [['2D'], ['8S', '7H', '6C']],
        [[], ['7D']],
        [[], []],
        [['QD'], ['KC']],
        [[], ['9H']],
        [[], ['4H']],
        [[], ['AD']],
      ],
      stock: ['4C'],
      waste: ['KH'],
      foundations: { C: 3, S: 1 },
    });
    const legal = legalKlondikeActions(table);
    // 6C onto 7D; 7H-6C onto nothing (no black 8 on top); 8S-7H-6C onto 9H; 3C back onto 4H.
    const expected: KlondikeAction[] = [
      draw(),
      move(waste, col(2)),
      move(col(0), col(1), 1),
      move(col(0), col(4), 3),
      move(col(3), col(2)),
      move(col(6), fnd('D')),
      move(fnd('C'), col(5)),
    ];
    expect(legal).toEqual(expect.arrayContaining(expected));
    expect(legal).toHaveLength(expected.length);
    for (const action of legal) expect(refusal(table, action)).toBeNull();
  });
});

describe('auto-complete', () => {
  it('is not offered while a tableau card is face down', () => {
    expect(autoCompleteActions(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1))).toBeNull();
  });

  it('finishes a game once every tableau card is face up and the greedy plays win', () => {
    const faceUp = position({
      tableau: [
        [[], ['KS', 'QH']],
        [[], ['KH', 'QS']],
      ],
      stock: ['JS', 'JH'],
      foundations: { S: 10, H: 10, C: 13, D: 13 },
    });
    const actions = autoCompleteActions(faceUp);
    expect(actions).not.toBeNull();
    expect(actions?.every((action) => action.atMs === 0)).toBe(true);
    expect(isKlondikeWon(play(faceUp, actions ?? []))).toBe(true);
  });

  it('is not offered when the pass limit stops the greedy plays short', () => {
    // Draw 3, one pass: JS is drawn under JH and QS, and no pass is left to reach it.
    const settings = klondikeSettings({ draw: 3, maxPasses: 1 });
    const faceUp = position(
      {
        tableau: [[[], ['KS']]],
        stock: ['QS', 'JH', 'JS'],
        foundations: { S: 10, H: 10, C: 13, D: 13 },
        waste: ['KH', 'QH'],
      },
      settings,
    );
    expect(autoCompleteActions(faceUp)).toBeNull();
    const unlimited = { ...faceUp, settings: klondikeSettings({ draw: 3 }) };
    expect(autoCompleteActions(unlimited)).not.toBeNull();
  });
});

describe('a resent action', () => {
  it('is recognised when it matches the latest action, not otherwise', () => {
    const state = play(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1), [
      draw(1_000),
      move(waste, fnd('S'), 1, 2_000),
    ]);
    expect(klondikeIsAlreadyApplied(state, move(waste, fnd('S'), 1, 2_000))).toBe(true);
    expect(klondikeIsAlreadyApplied(state, move(waste, fnd('S'), 1, 2_500))).toBe(true);
    expect(klondikeIsAlreadyApplied(state, move(waste, fnd('S'), 1, 1_500))).toBe(false);
    expect(klondikeIsAlreadyApplied(state, draw(2_000))).toBe(false);
    expect(applyKlondike(state, move(waste, fnd('S'), 1, 2_000)).ok).toBe(false);
  });
});

describe('the stored action', () => {
  it('keeps only the action fields, copied from what was sent', () => {
    const sent = { ...move(waste, fnd('S'), 1, 2_000), note: 'x'.repeat(1_000) } as unknown as KlondikeAction;
    const state = play(createKlondikeFromDeal(EASY_DEAL, FREE_DRAW1), [draw(1_000), sent]);
    (sent as { count: number }).count = 5;
    expect(state.lastAction).toEqual(move(waste, fnd('S'), 1, 2_000));
    expect(state.undo.at(-1)?.action).toEqual(move(waste, fnd('S'), 1, 2_000));
  });
});

describe('time', () => {
  it('charges 2 points per whole 10 s, never below 0', () => {
    const state = play(position({ tableau: [[[], ['AS']]] }), [move(col(0), fnd('S'), 1, 25_000)]);
    expect(state.score).toBe(10);
    expect(klondikeScore(state, 29_999)).toBe(10);
    expect(klondikeScore(state, 30_000)).toBe(8);
    expect(klondikeScore(state, 60_000)).toBe(2);
    expect(klondikeScore(state, 600_000)).toBe(0);
  });

  it('has no effect on an untimed game nor on Vegas', () => {
    const untimed = position({ tableau: [[[], ['AS']]] }, { ...FREE_DRAW1, timed: false });
    expect(klondikeScore(play(untimed, [move(col(0), fnd('S'), 1, 25_000)]), 90_000)).toBe(10);
    const vegas = position({ tableau: [[[], ['AS']]] }, klondikeSettings({ draw: 1, scoring: 'vegas' }));
    expect(klondikeScore(play(vegas, [move(col(0), fnd('S'), 1, 25_000)]), 90_000)).toBe(-47);
  });
});
