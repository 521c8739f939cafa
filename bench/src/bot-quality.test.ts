import { describe, expect, it } from 'vitest';
import {
  type BotQuality,
  belowGoalVerdict,
  botQuality,
  meanInterval,
  noneVerdict,
  qualityRows,
  wilsonInterval,
} from './bot-quality.js';

describe('wilsonInterval', () => {
  it('gives the textbook 95% interval of 50 in 100', () => {
    const interval = wilsonInterval(50, 100);
    expect(interval?.rate).toBe(0.5);
    expect(interval?.low).toBeCloseTo(0.4038, 4);
    expect(interval?.high).toBeCloseTo(0.5962, 4);
  });

  it('keeps an upper bound of about 3.8/n at a count of 0, and stays inside [0, 1]', () => {
    expect(wilsonInterval(0, 100)).toEqual({
      rate: 0,
      low: 0,
      high: expect.closeTo(1.96 ** 2 / (100 + 1.96 ** 2), 6),
    });
    expect(wilsonInterval(7, 7)).toMatchObject({ rate: 1, high: 1 });
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow();
  });

  it('narrows as the hands grow: 1.6% is unsure of the 1% goal over 500 hands, over it over 5,000', () => {
    const few = wilsonInterval(8, 500);
    const many = wilsonInterval(80, 5000);
    expect(belowGoalVerdict(few, 0.01)).toBe('unsure: more --bot-matches');
    expect(belowGoalVerdict(many, 0.01)).toBe('OVER GOAL');
    expect(belowGoalVerdict(wilsonInterval(5, 5000), 0.01)).toBe('ok');
    expect(belowGoalVerdict(null, 0.01)).toBe('nothing to judge');
  });
});

describe('meanInterval', () => {
  it('is the mean ± 1.96 standard errors of the sample', () => {
    // 0, 1, 2, 3: mean 1.5, sample variance 5/3.
    const interval = meanInterval(6, 14, 4);
    expect(interval?.rate).toBe(1.5);
    expect(interval?.high).toBeCloseTo(1.5 + 1.96 * Math.sqrt(5 / 3 / 4), 10);
    expect(interval?.low).toBeCloseTo(1.5 - 1.96 * Math.sqrt(5 / 3 / 4), 10);
    expect(meanInterval(0, 0, 0)).toBeNull();
  });
});

describe('noneVerdict', () => {
  it('misses a goal of 0 on a single case, and judges nothing without cases to look at', () => {
    expect(noneVerdict(1, 1000)).toBe('OVER GOAL');
    expect(noneVerdict(0, 1000)).toBe('ok: none seen');
    expect(noneVerdict(0, 0)).toBe('nothing to judge');
  });
});

const tally: BotQuality = {
  matches: 500,
  hands: 2000,
  ownQueenCaptures: 32,
  avoidableOwnQueenCaptures: 4,
  openNilBids: 300,
  nilWithAceOrKing: 1,
  nilWithTopTrump: 3,
  nilBids: 320,
  nilsMade: 240,
  opponentNilSaves: 0,
  nilBidsSaved: 0,
  sideHands: 4000,
  bags: 4000,
  bagsSquared: 8000,
  contracts: 4000,
  contractsMade: 3600,
};

describe('qualityRows', () => {
  it('prints each rate with its interval, what it is over and its verdict', () => {
    const rows = qualityRows('heartsonfire', tally);
    const queen = rows.find((row) => row.measure.startsWith('own Q♥'));
    expect(queen).toMatchObject({
      measure: 'own Q♥ taken (goal < 1%)',
      hands: 2000,
      count: 32,
      over: '2,000 hands',
      rate: '1.60%',
      verdict: 'OVER GOAL',
    });
    expect(queen?.['95% interval']).toMatch(/^1\.1\d%–2\.2\d%$/);
    const nil = rows.find((row) => row.measure.startsWith('nil holding A♠/K♠'));
    expect(nil).toMatchObject({ count: 1, over: '300 open nil bids', verdict: 'OVER GOAL' });
    const saved = rows.find((row) => row.measure.startsWith('opp. nil saved'));
    expect(saved).toMatchObject({ count: 0, over: '320 nil bids', verdict: 'ok: none seen' });
    expect(saved?.['95% interval']).toBe('0.00%–1.19%');
    const bags = rows.find((row) => row.measure === 'bags per side-hand');
    expect(bags).toMatchObject({ rate: '1.000', over: '4,000 side-hands', '95% interval': '0.969–1.031' });
  });

  it('shows Q♥ only in heartsonfire and the top-trump nil only in deuceshigh', () => {
    const measures = (mode: 'classic' | 'deuceshigh') => qualityRows(mode, tally).map((row) => row.measure);
    expect(measures('classic').some((measure) => measure.includes('Q♥'))).toBe(false);
    expect(measures('classic')).not.toContain('nil holding a top trump');
    expect(measures('deuceshigh')).toContain('nil holding a top trump');
  });
});

describe('botQuality', () => {
  it('counts within their wholes over a few bot-only matches', () => {
    const q = botQuality('heartsonfire', 3);
    expect(q.matches).toBe(3);
    expect(q.hands).toBeGreaterThan(0);
    expect(q.sideHands).toBe(q.hands * 2);
    expect(q.ownQueenCaptures).toBeLessThanOrEqual(q.hands);
    expect(q.avoidableOwnQueenCaptures).toBeLessThanOrEqual(q.ownQueenCaptures);
    expect(q.openNilBids).toBeLessThanOrEqual(q.nilBids);
    expect(q.nilBidsSaved).toBeLessThanOrEqual(Math.min(q.nilBids, q.opponentNilSaves));
    expect(q.bagsSquared).toBeGreaterThanOrEqual(q.bags);
    expect(q.contractsMade).toBeLessThanOrEqual(q.contracts);
  });
});
