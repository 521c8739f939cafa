import { describe, expect, it } from 'vitest';
import { cardLabel, FULL_DECK, fromCardData, isCard, toCardData } from './cards.js';

describe('cards', () => {
  it('has 52 distinct cards', () => {
    expect(new Set(FULL_DECK).size).toBe(52);
  });

  it('displays cards with suit symbols', () => {
    expect(cardLabel('2H')).toBe('2♥');
    expect(cardLabel('TS')).toBe('10♠');
    expect(cardLabel('QD')).toBe('Q♦');
  });

  it('converts to and from the spec card entity', () => {
    for (const card of FULL_DECK) expect(fromCardData(toCardData(card))).toBe(card);
    expect(toCardData('TC')).toEqual({ suit: 'clubs', value: '10' });
    expect(fromCardData({ suit: 'hearts', value: '1' })).toBeNull();
    expect(isCard('1H')).toBe(false);
  });
});
