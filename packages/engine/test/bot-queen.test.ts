/**
 * Hearts on fire: the rules of thumb that keep the bot's side from taking the Q♥ it was dealt (−25 before
 * round 13), each pinned by a hand-picked position read from the bot's own view.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../src/cards.js';
import { leadCandidates } from '../src/spades/bot/queen.js';
import { readSituation } from '../src/spades/bot/situation.js';
import { legalActionsForView, viewFor } from '../src/spades/view.js';
import { botCard, type Scenario, scenarioState } from './bot-scenario.js';

function candidatesFor(scenario: Scenario): readonly Card[] {
  const view = viewFor(scenarioState(scenario), scenario.seat);
  const legal = legalActionsForView(view).flatMap((action) => (action.type === 'play' ? [action.card] : []));
  return leadCandidates(readSituation(view), legal);
}

const isHeart = (card: Card) => card.endsWith('H');

describe('hearts on fire: leads while Q♥ costs 25', () => {
  it('holding Q♥ with A♥ or K♥ still out, leads no heart (a low heart spends a guard of the queen)', () => {
    const candidates = candidatesFor({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 0,
      myHand: ['QH', '4H', '3H', '2H', '9C', '8C', '7C', '9D', '8D', '7D', '6D', '2S', '3S'],
      bids: [3, 3, 3, 3],
    });
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.filter(isHeart)).toEqual([]);
  });

  it('holding Q♥ once A♥ and K♥ are gone, still leads no heart: the others duck under the queen, it wins', () => {
    const candidates = candidatesFor({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 1,
      tricks: [
        ['AH', 'KH', '5H', '9H'],
        ['2C', '3C', '4C', 'AC'],
      ],
      myHand: ['QH', '4H', '3H', '2H', '9C', '8C', '7C', '9D', '8D', '7D', '6D'],
      bids: [3, 3, 3, 3],
    });
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.filter(isHeart)).toEqual([]);
  });

  it('with Q♥ in another hand, leads no heart: a bare queen (maybe the partner’s) would fall to the trick', () => {
    const candidates = candidatesFor({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 0,
      myHand: ['AH', 'KH', '2H', 'AC', '8C', '7C', '9D', '8D', '7D', '6D', '5D', '2S', '3S'],
      bids: [3, 3, 3, 3],
    });
    expect(candidates.filter(isHeart)).toEqual([]);
  });

  it('cashes A♣ rather than A♥ while Q♥ is out', () => {
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 0,
      myHand: ['AH', '5H', '2H', 'AC', '8C', '7C', '9D', '8D', '7D', '6D', '5D', '2S', '3S'],
      bids: [3, 3, 3, 3],
    });
    expect(card).toBe('AC');
  });

  it('holding Q♥ at risk, leads from a short club or diamond holding to make the void it can drop Q♥ into', () => {
    const candidates = candidatesFor({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 0,
      myHand: ['QH', '5H', '4H', '7C', '9D', '8D', '7D', '6D', '5D', '4D', '3D', '2S', '3S'],
      bids: [3, 3, 3, 3],
    });
    expect(candidates).toEqual(['7C']);
  });

  it('with nothing but hearts to lead while Q♥ is out, leads a low heart, not A♥ or K♥', () => {
    // Spades are not broken, so the hearts are the only legal leads.
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 0,
      myHand: ['AH', 'KH', '3H', 'KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S'],
      bids: [5, 3, 3, 3],
    });
    expect(card).toBe('3H');
  });

  it('leads hearts freely once Q♥ has been played', () => {
    const candidates = candidatesFor({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 0,
      tricks: [['2H', 'QH', '3H', '4H']],
      myHand: ['AH', 'KH', '5H', 'AC', '8C', '7C', '9D', '8D', '7D', '6D', '5D', '2S'],
      bids: [3, 3, 3, 3],
    });
    expect(candidates).toContain('AH');
  });
});

describe('hearts on fire: dumping Q♥', () => {
  it('void in the led suit, drops Q♥ on the opponents’ trick once the partner has played, rather than ruff', () => {
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 2,
      trick: ['5C', 'KC'],
      myHand: ['QH', '9H', '3H', '2S', '3S', '4S', '2D', '3D', '4D', '5D', '6D', '7D', '8D'],
      bids: [3, 3, 3, 3],
    });
    expect(card).toBe('QH');
  });

  it('last to play, keeps a sure trick (a ruff) over dropping Q♥ when the contract needs nearly every trick', () => {
    const scenario: Scenario = {
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 1,
      trick: ['5C', '6C', 'KC'],
      myHand: ['QH', '9H', '3H', '2S', '3S', '4S', '2D', '3D', '4D', '5D', '6D', '7D', '8D'],
      bids: [6, 1, 6, 1],
    };
    expect(botCard(scenario)).toBe('2S');
    // The same trick with a contract that can spare it: the queen goes to the opponents.
    expect(botCard({ ...scenario, bids: [3, 3, 3, 3] })).toBe('QH');
  });

  it('does not drop Q♥ on a low spade lead while the partner, still to play, may have to go over it', () => {
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 3,
      trick: ['3S'],
      myHand: ['QH', '9H', '3H', '2C', '3C', '4C', '2D', '3D', '4D', '5D', '6D', '7D', '8D'],
      bids: [3, 3, 3, 3],
    });
    expect(card).not.toBe('QH');
  });

  it('does not drop Q♥ in front of a nil partner who may be forced over the opponents’ card', () => {
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 3,
      trick: ['3S'],
      myHand: ['QH', '9H', '3H', '2C', '3C', '4C', '2D', '3D', '4D', '5D', '6D', '7D', '8D'],
      bids: [3, 3, 0, 3],
    });
    expect(card).not.toBe('QH');
  });
});

describe('hearts on fire: keeping Q♥ covered', () => {
  it('holding Q♥ with K♥ its only guard, keeps both and takes the lead with its lowest trump, over the partner too', () => {
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 1,
      trick: ['2C', 'AC', '3C'],
      myHand: ['QH', 'KH', '2S', '3S', '4S', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D'],
      bids: [3, 3, 3, 3],
    });
    // K♥ answers a heart lead as well as a low heart would; on lead, the seat leads something else.
    expect(card).toBe('2S');
  });

  it('holding a nearly bare Q♥, overtakes the partner’s K♦ with A♦ so that a hand of only hearts does not lead next', () => {
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 2,
      trick: ['KD', '2D'],
      myHand: ['QH', '3H', 'AD', '4D', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '2S', '3S'],
      bids: [3, 3, 3, 3],
    });
    expect(card).toBe('AD');
  });

  it('a nil bidder holding Q♥ keeps it off the partner’s trick although the partner’s contract needs every trick', () => {
    // The partner's A♣ wins the trick already: the queen adds nothing to it but our −25.
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 2,
      trick: ['AC', '2C'],
      myHand: ['QH', '3H', '2D', '3D', '4D', '5D', '6D', '7D', '2S', '3S', '4S', '5S', '6S'],
      bids: [0, 3, 13, 3],
    });
    expect(card).not.toBe('QH');
  });

  it('holding Q♥ with only hearts and spades, ruffs the partner’s trick rather than shed a guard once the contract is made', () => {
    // A heart shed here is one guard fewer, and with spades unbroken the queen's hand could be left to lead hearts.
    const scenario: Scenario = {
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 2,
      tricks: [
        ['AD', '3D', '2D', '4D'],
        ['KD', '5D', '6D', '7D'],
      ],
      trick: ['AC', '2C'],
      myHand: ['QH', '9H', '8H', '7H', '6H', '5H', '4H', '3H', '2S', '3S', '4S'],
      bids: [1, 3, 1, 3],
    };
    expect(botCard(scenario)).toBe('2S');
    // While the contract still needs as many tricks as we hold trumps, the trump is kept for one of them.
    expect(botCard({ ...scenario, bids: [3, 3, 3, 3] })).not.toBe('2S');
  });

  it('with Q♥ in another hand, does not win a heart trick that would leave it nothing but hearts to lead', () => {
    // Spades are unbroken: after K♥ won, 6♥ would be the only legal lead, and a bare queen falls to it.
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 1,
      tricks: [['AH', '2H', '3H', '4H']],
      trick: ['5H'],
      myHand: ['KH', '6H', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS'],
      bids: [4, 3, 3, 3],
    });
    expect(card).toBe('6H');
  });

  it('covers a nil partner with Q♥ only when the partner is likely to be forced over the trick', () => {
    const scenario: Scenario = {
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 3,
      trick: ['JH'],
      myHand: ['QH', '3H', 'AC', 'KC', '9C', '8C', 'AD', 'KD', '9D', '8D', 'AS', 'KS', 'QS'],
      bids: [4, 3, 0, 3],
    };
    // Over J♥ the partner needs A♥ or K♥ without any of the seven lower hearts out: the queen's −25 is not worth it.
    expect(botCard(scenario)).toBe('3H');
    // Over 4♥ only 2♥ lets the partner duck: the queen protects the nil.
    expect(botCard({ ...scenario, trick: ['4H'] })).toBe('QH');
  });

  it('with Q♥ in another hand, sheds a low heart on the opponents’ trick rather than be left to lead hearts', () => {
    const card = botCard({
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 1,
      trick: ['AC', '2C', '3C'],
      myHand: ['5H', '4H', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', 'TD', 'JD', 'QD'],
      bids: [3, 3, 3, 3],
    });
    expect(card).toBe('4H');
  });
});

describe('hearts on fire: staying out of forced heart leads while holding Q♥', () => {
  it('ruffs rather than discard its last card that is neither a heart nor a spade while spades are unbroken', () => {
    const scenario: Scenario = {
      mode: 'heartsonfire',
      seat: 0,
      firstLeader: 1,
      tricks: [
        ['AD', '2D', '4D', '5D'],
        ['5C', '2C', 'KC', '4C'],
        ['QD', '7D', '9D', '3D'],
        ['AC', '7C', '2H', '3C'],
      ],
      trick: ['8C'],
      myHand: ['QH', 'JD', '8H', 'QS', 'JS', '4S', '3S', '5H', '6S'],
      bids: [3, 2, 4, 3],
    };
    // Shedding J♦ would leave Q♥, two hearts and unbroken spades: its next lead would have to be a heart.
    expect(botCard(scenario)).toBe('3S');
    // Without the queen (Q♥ in another hand) the same hand does not ruff: it sheds a low heart as before.
    const without = botCard({ ...scenario, myHand: ['TH', 'JD', '8H', 'QS', 'JS', '4S', '3S', '5H', '6S'] });
    expect(without).toBe('5H');
  });

  it('overtakes a partner who is likely left with only hearts to lead, rather than let a heart be led', () => {
    const scenario: Scenario = {
      mode: 'heartsonfire',
      seat: 1,
      firstLeader: 2,
      tricks: [
        ['2D', '3D', 'QD', 'AD'],
        ['9D', 'KD', '5D', '4D'],
        ['6D', 'JD', '7D', 'TD'],
        ['AC', '2C', '7C', '4C'],
        ['6C', '3C', 'KC', '8C'],
        ['TC', 'QC', '9C', '5C'],
      ],
      trick: ['2H', '6H', '3H'],
      myHand: ['3S', '5H', 'QS', '8H', '9H', 'JC', 'QH'],
      bids: [2, 2, 3, 2],
    };
    // The partner (seat 3) has shown no diamond and may hold few clubs: its next lead is likely a heart.
    expect(botCard(scenario)).toBe('8H');
  });

  it('does not drop Q♥ in front of a partner likely to hold nothing but spades (it would have to ruff)', () => {
    const card = botCard({
      mode: 'heartsonfire',
      seat: 1,
      firstLeader: 3,
      tricks: [
        ['2C', '3C', 'QC', 'AC'],
        ['5D', '4D', '2D', '8D'],
        ['KC', '4C', '8C', '5C'],
        ['AD', '6D', '7D', 'QD'],
        ['3D', '9D', 'TD', 'KD'],
        ['6C', '9S', 'JC', 'TC'],
        ['JD', 'KS', '8H', '4H'],
        ['2S', '3S', 'AS', '5S'],
        ['7C', 'QS', '2H', '9H'],
        ['3H', '5H', 'TH', 'JH'],
      ],
      trick: ['9C'],
      myHand: ['7H', 'QH', '6H'],
      bids: [4, 3, 3, 1],
    });
    expect(card).toBe('7H');
  });
});
