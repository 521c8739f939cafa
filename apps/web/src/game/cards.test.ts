import type { Card } from '@cardroom/engine';
import { describe, expect, it } from 'vitest';
import {
  fanLayout,
  fromProtocolCard,
  positionOf,
  seatAt,
  seatsAround,
  sortHand,
  toProtocolCard,
} from './cards.js';

describe('sortHand', () => {
  const hand: Card[] = ['2S', 'AH', '2H', 'KS', '3C', 'TD', '2D', 'QC', '5H'];

  it('groups by suit (♥ ♣ ♦ ♠) and orders low to high in classic', () => {
    expect(sortHand(hand, 'classic')).toEqual(['2H', '5H', 'AH', '3C', 'QC', '2D', 'TD', '2S', 'KS']);
  });

  it('puts the deuces at the top of the spades in deuceshigh (2♠ highest)', () => {
    expect(sortHand(hand, 'deuceshigh')).toEqual(['5H', 'AH', '3C', 'QC', 'TD', 'KS', '2D', '2H', '2S']);
  });

  it('does not change its input', () => {
    const copy = hand.slice();
    sortHand(hand, 'deuceshigh');
    expect(hand).toEqual(copy);
  });
});

describe('seat rotation', () => {
  it('puts the viewer at the bottom and goes clockwise left, top, right', () => {
    expect(positionOf(2, 2)).toBe('bottom');
    expect(positionOf(3, 2)).toBe('left');
    expect(positionOf(0, 2)).toBe('top');
    expect(positionOf(1, 2)).toBe('right');
  });

  it('seatAt inverts positionOf for every viewer', () => {
    for (const viewer of [0, 1, 2, 3]) {
      for (const seat of [0, 1, 2, 3]) expect(seatAt(positionOf(seat, viewer), viewer)).toBe(seat);
    }
    expect(seatsAround(1)).toEqual([1, 2, 3, 0]);
  });
});

describe('card conversions', () => {
  it('round-trips engine codes through the protocol card', () => {
    expect(toProtocolCard('TH')).toEqual({ suit: 'hearts', value: '10' });
    expect(fromProtocolCard({ suit: 'spades', value: 'A' })).toBe('AS');
  });
});

describe('fanLayout', () => {
  it('is symmetric around the middle card', () => {
    const fan = fanLayout(5);
    expect(fan.map((f) => f.rotate)).toEqual([-8, -4, 0, 4, 8]);
    expect(fan[0]?.lift).toBe(fan[4]?.lift);
    expect(fan[2]?.lift).toBe(0);
  });
});
