import { describe, expect, it } from 'vitest';
import type { Card } from '../cards.js';
import { cardStrength, legalCards, playRefusal, playSuit, winningPlayIndex } from './rules.js';
import type { Play, Seat } from './types.js';

function plays(...cards: Card[]): Play[] {
  return cards.map((card, index) => ({ seat: index as Seat, card }));
}

describe('trick resolution', () => {
  it('gives the trick to the highest card of the led suit when no trump is played', () => {
    expect(winningPlayIndex(plays('9H', 'KH', 'AD', '2H'), 'classic')).toBe(1);
  });

  it('gives the trick to the highest spade when spades are played on another lead', () => {
    expect(winningPlayIndex(plays('AH', '3S', 'KH', '2S'), 'classic')).toBe(1);
  });

  it('in deuceshigh ranks 2♠ > 2♥ > 2♣ > 2♦ > A♠ > K♠ and the deuces trump a side-suit lead', () => {
    expect(winningPlayIndex(plays('AS', '2D', 'KS', '3S'), 'deuceshigh')).toBe(1);
    expect(winningPlayIndex(plays('2D', '2C', 'AS', '2H'), 'deuceshigh')).toBe(3);
    expect(winningPlayIndex(plays('2H', '2S', '2C', '2D'), 'deuceshigh')).toBe(1);
    expect(winningPlayIndex(plays('AC', '2C', 'KC', 'QC'), 'deuceshigh')).toBe(1);
    expect(winningPlayIndex(plays('AC', '2C', 'KC', 'QC'), 'classic')).toBe(0);
    const order: Card[] = ['2S', '2H', '2C', '2D', 'AS', 'KS', '3S'];
    const strengths = order.map((card) => cardStrength(card, 'deuceshigh'));
    expect([...strengths].sort((a, b) => b - a)).toEqual(strengths);
  });

  it('counts the trump suit as 16 cards in deuceshigh and 13 in classic', () => {
    const all = ['S', 'H', 'C', 'D'].flatMap((suit) =>
      ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].map(
        (rank) => `${rank}${suit}` as Card,
      ),
    );
    expect(all.filter((card) => playSuit(card, 'deuceshigh') === 'S')).toHaveLength(16);
    expect(all.filter((card) => playSuit(card, 'deuceshigh') === 'H')).toHaveLength(12);
    expect(all.filter((card) => playSuit(card, 'classic') === 'S')).toHaveLength(13);
  });
});

describe('legal plays', () => {
  it('must follow the led suit when able, and may play anything when void', () => {
    const hand: Card[] = ['3H', 'KC', 'AS'];
    expect(legalCards(hand, plays('9H'), false, 'classic')).toEqual(['3H']);
    expect(legalCards(hand, plays('9D'), false, 'classic')).toEqual(hand);
    expect(playRefusal(hand, 'KC', plays('9H'), false, 'classic')).toBe('MUST_FOLLOW_SUIT');
  });

  it('does not let a deuce follow its printed suit in deuceshigh', () => {
    const hand: Card[] = ['2H', '5C'];
    expect(legalCards(hand, plays('9H'), false, 'deuceshigh')).toEqual(hand);
    expect(legalCards(hand, plays('9S'), false, 'deuceshigh')).toEqual(['2H']);
    expect(legalCards(hand, plays('9H'), false, 'classic')).toEqual(['2H']);
  });

  it('forbids leading trump before spades are broken unless only trumps are held', () => {
    expect(legalCards(['AS', '3D'], [], false, 'classic')).toEqual(['3D']);
    expect(playRefusal(['AS', '3D'], 'AS', [], false, 'classic')).toBe('SPADES_NOT_BROKEN');
    expect(legalCards(['AS', '3D'], [], true, 'classic')).toEqual(['AS', '3D']);
    expect(legalCards(['AS', '2H'], [], false, 'deuceshigh')).toEqual(['AS', '2H']);
    expect(legalCards(['2C', '3D'], [], false, 'deuceshigh')).toEqual(['3D']);
  });
});
