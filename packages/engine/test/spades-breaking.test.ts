import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  breaksSpades,
  type Card,
  legalActions,
  newSpadesGame,
  type Play,
  SPADES_MODES,
  type SpadesAction,
  type SpadesMode,
  type SpadesState,
} from '../src/index.js';
import { playGame, randomChooser, seedFor } from './harness.js';

/** An oracle written apart from rules.ts: spades and, in deuceshigh, every deuce are trumps. */
function trump(card: Card, mode: SpadesMode): boolean {
  return card[1] === 'S' || (mode === 'deuceshigh' && card[0] === '2');
}

/** rules.md: broken once some trick of this hand has a trump played to a non-trump lead. */
function brokenByRules(state: SpadesState): boolean {
  const tricks: Play[][] = [...state.tricks.map((trick) => trick.plays), state.trick];
  return tricks.some((plays) => {
    const lead = plays[0];
    if (!lead || trump(lead.card, state.mode)) return false;
    return plays.slice(1).some((play) => trump(play.card, state.mode));
  });
}

/** The leads rules.md allows: a trump only once broken or when the leader holds nothing else. */
function leadsByRules(state: SpadesState): Card[] {
  const hand = state.hands[state.turn] as Card[];
  const onlyTrumps = hand.every((card) => trump(card, state.mode));
  if (state.spadesBroken || onlyTrumps) return hand.slice();
  return hand.filter((card) => !trump(card, state.mode));
}

function must(state: SpadesState, action: SpadesAction): SpadesState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${result.error.code}: ${JSON.stringify(action)}`);
  return result.state;
}

describe.each(SPADES_MODES)('breaking spades in %s', (mode) => {
  it('is broken exactly when a trump was played to a non-trump lead this hand; leads follow from it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (index) => {
        let checkedLeads = 0;
        const { final } = playGame(mode, index, randomChooser(index), { singleHand: true }, (state) => {
          expect(state.spadesBroken).toBe(brokenByRules(state));
          if (state.phase === 'playing' && state.trick.length === 0) {
            const leads = legalActions(state, state.turn).map((action) => (action as { card: Card }).card);
            expect(new Set(leads)).toEqual(new Set(leadsByRules(state)));
            checkedLeads += 1;
          }
        });
        expect(final.spadesBroken).toBe(brokenByRules(final));
        expect(checkedLeads).toBe(13);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a forced spade lead', () => {
  /** Seat 1 holds only spades and leads; seat 2 holds the top two spades and clubs; 0 and 3 hold no trump. */
  function forcedLeadState(): SpadesState {
    const base = newSpadesGame({ mode: 'classic', seed: seedFor(3) });
    const hands: Card[][] = [
      ['AH', 'KH', 'QH', 'JH', 'TH', '9H', '8H', '7H', '6H', '5H', '4H'],
      ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS'],
      ['KS', 'AS', 'AC', 'KC', 'QC', 'JC', 'TC', '9C', '8C', '7C', '6C'],
      ['AD', 'KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D', '4D'],
    ];
    const bid = { value: 3, blind: false, firestorm: false, auto: false };
    return { ...base, phase: 'playing', turn: 1, hands, bids: [bid, bid, bid, bid], spadesBroken: false };
  }

  it('does not break spades, so the next leader still may not lead a spade until one is played on another lead', () => {
    let state = must(forcedLeadState(), { type: 'play', seat: 1, card: 'QS' });
    expect(state.spadesBroken).toBe(false);
    state = must(state, { type: 'play', seat: 2, card: 'KS' });
    expect(state.spadesBroken).toBe(false);
    state = must(state, { type: 'play', seat: 3, card: 'AD' });
    state = must(state, { type: 'play', seat: 0, card: 'AH' });
    expect(state.turn).toBe(2);
    expect(state.spadesBroken).toBe(false);

    const refused = apply(state, { type: 'play', seat: 2, card: 'AS' });
    expect(refused.ok ? null : refused.error.code).toBe('SPADES_NOT_BROKEN');
    const leads = legalActions(state, 2).map((action) => (action as { card: Card }).card);
    expect(leads).not.toContain('AS');
    expect(leads).toHaveLength(9);

    state = must(state, { type: 'play', seat: 2, card: 'AC' });
    state = must(state, { type: 'play', seat: 3, card: '4D' });
    state = must(state, { type: 'play', seat: 0, card: '4H' });
    expect(state.spadesBroken).toBe(false);
    state = must(state, { type: 'play', seat: 1, card: '2S' });
    expect(state.spadesBroken).toBe(true);
  });

  it('in deuceshigh a deuce counts as a spade both when led and when played on another lead', () => {
    expect(breaksSpades([], '2H', 'deuceshigh')).toBe(false);
    expect(breaksSpades([{ seat: 0, card: '2H' }], '3S', 'deuceshigh')).toBe(false);
    expect(breaksSpades([{ seat: 0, card: 'AS' }], '2D', 'deuceshigh')).toBe(false);
    expect(breaksSpades([{ seat: 0, card: 'AC' }], '2D', 'deuceshigh')).toBe(true);
    expect(breaksSpades([{ seat: 0, card: 'AC' }], '2D', 'classic')).toBe(false);
    expect(breaksSpades([{ seat: 0, card: '2H' }], '3S', 'classic')).toBe(true);
  });
});
