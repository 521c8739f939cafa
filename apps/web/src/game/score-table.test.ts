import type { HandRecord } from '@cardroom/engine';
import { describe, expect, it } from 'vitest';
import { bid, side } from './hand-record.fixture.js';
import { bidText, leadingSides, scoreRows } from './score-table.js';

const record: HandRecord = {
  hand: 0,
  dealer: 3,
  bids: [bid(0), bid(4), bid(5), bid(3)],
  tricksBySeat: [0, 4, 6, 3],
  sides: [
    side({ score: 151, bags: 1, points: 151, contract: 5, tricks: 6, bagsThisHand: 1 }),
    side({ score: 70, bags: 0, points: 70, contract: 7, tricks: 7 }),
  ],
};

describe('scoreRows', () => {
  it('gives one row per partnership with its seats, bids, tricks, points and totals', () => {
    const [hand] = scoreRows([record], 'classic');
    expect(hand?.rows).toHaveLength(2);
    expect(hand?.rows[0]).toMatchObject({
      side: 0,
      seats: [0, 2],
      contract: 5,
      tricks: 6,
      points: 151,
      bags: 1,
      bagPenalty: 0,
      total: 151,
      totalBags: 1,
    });
    expect(hand?.rows[0]?.bids.map((b) => b?.value)).toEqual([0, 5]);
    expect(hand?.rows[1]).toMatchObject({ seats: [1, 3], total: 70 });
  });

  it('gives one row per player in clubhouse', () => {
    const cutthroat: HandRecord = {
      ...record,
      sides: [0, 1, 2, 3].map((seat) => side({ score: seat * 10, tricks: seat })),
    };
    const [hand] = scoreRows([cutthroat], 'clubhouse');
    expect(hand?.rows.map((row) => row.seats)).toEqual([[0], [1], [2], [3]]);
    expect(hand?.rows[3]?.total).toBe(30);
  });

  it('shows a bag penalty', () => {
    const penalty: HandRecord = {
      ...record,
      hand: 1,
      sides: [side({ score: 21, bags: 1, points: 62, bagPenalty: 100 }), side({ score: 90 })],
    };
    expect(scoreRows([record, penalty], 'classic')[1]?.rows[0]).toMatchObject({ bagPenalty: 100, total: 21 });
  });
});

describe('bidText and leadingSides', () => {
  const words = { nil: 'Nil', blindNil: 'Blind nil' };
  it('writes nil, blind nil, firestorm and numbers', () => {
    expect(bidText(bid(0), words)).toBe('Nil');
    expect(bidText(bid(0, { blind: true }), words)).toBe('Blind nil');
    expect(bidText(bid(4, { firestorm: true }), words)).toBe('4🔥');
    expect(bidText(bid(3), words)).toBe('3');
    expect(bidText(null, words)).toBe('–');
  });

  it('finds the leading side', () => {
    expect(leadingSides([record])).toEqual([0]);
    expect(leadingSides([])).toEqual([]);
  });
});
