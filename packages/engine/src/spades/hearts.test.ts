import { describe, expect, it } from 'vitest';
import type { Card } from '../cards.js';
import { heartsStats } from './game.js';
import type { Seat, Trick } from './types.js';

function trick(winner: Seat, ...cards: Card[]): Trick {
  return { leader: 0, winner, plays: cards.map((card, seat) => ({ seat: seat as Seat, card })) };
}

describe('hearts on fire statistics from played tricks', () => {
  const filler = (winner: Seat) => trick(winner, '3S', '4S', '5S', '6S');

  it('counts hearts per side, heat tricks without hearts or spades, and the queen taken early', () => {
    const tricks = [
      trick(0, 'AH', 'KH', '3C', '4C'),
      trick(1, 'AC', 'KC', 'QC', 'JC'),
      trick(2, 'QH', '2D', '3D', '4D'),
      trick(3, '5H', '6S', '7D', '8D'),
      ...Array.from({ length: 9 }, () => filler(0)),
    ];
    expect(heartsStats(tricks, 'heartsonfire')).toEqual([
      { hearts: 3, heatTricks: 0, queen: 'taken' },
      { hearts: 1, heatTricks: 1, queen: 'none' },
    ]);
  });

  it('marks the queen as won in the last round when it falls in trick 13', () => {
    const tricks = [...Array.from({ length: 12 }, () => filler(1)), trick(3, 'QH', '2H', '3H', '4H')];
    expect(heartsStats(tricks, 'heartsonfire')[1]).toEqual({ hearts: 4, heatTricks: 0, queen: 'lastRound' });
  });
});
