import { describe, expect, it } from 'vitest';
import {
  autoCompleteStepFor,
  destinationsFor,
  dropMoveFor,
  foundationMoveFor,
  pileKey,
  stockActionFor,
  tapMoveFor,
} from './klondike-moves.js';
import { klondikeViewFixture } from './klondike-view.fixture.js';

describe('klondike tap and drop choices', () => {
  const view = klondikeViewFixture();

  it('sends a single top card to its foundation before any column', () => {
    const moves = destinationsFor(view, { from: { pile: 'waste' }, count: 1 });
    expect(moves.map((move) => pileKey(move.to))).toEqual(['foundation-C']);
    const ace = tapMoveFor(view, { from: { pile: 'tableau', index: 3 }, count: 1 }, ['tableau-3']);
    expect(ace?.to).toEqual({ pile: 'foundation', suit: 'H' });
  });

  it('orders columns nearest first, empty columns last, and cycles through the untried ones', () => {
    const jack = { from: { pile: 'tableau', index: 4 } as const, count: 1 };
    expect(destinationsFor(view, jack).map((move) => pileKey(move.to))).toEqual(['tableau-2', 'tableau-1']);
    expect(tapMoveFor(view, jack, ['tableau-4'])?.to).toEqual({ pile: 'tableau', index: 2 });
    expect(tapMoveFor(view, jack, ['tableau-4', 'tableau-2'])?.to).toEqual({ pile: 'tableau', index: 1 });
    expect(tapMoveFor(view, jack, ['tableau-4', 'tableau-2', 'tableau-1'])?.to).toEqual({
      pile: 'tableau',
      index: 2,
    });
    const king = { from: { pile: 'tableau', index: 0 } as const, count: 1 };
    expect(destinationsFor(view, king).map((move) => pileKey(move.to))).toEqual(['tableau-5']);
  });

  it('finds a foundation move, a stock action, a drop and no auto-complete step unless offered', () => {
    expect(foundationMoveFor(view, { from: { pile: 'tableau', index: 4 }, count: 1 })).toBeNull();
    expect(stockActionFor(view)).toEqual({ type: 'draw', atMs: 0 });
    expect(stockActionFor(klondikeViewFixture({ stockCount: 0 }))).toEqual({ type: 'recycle', atMs: 0 });
    const run = { from: { pile: 'tableau', index: 6 } as const, count: 2 };
    expect(dropMoveFor(view, run, { pile: 'tableau', index: 0 })).toBeNull();
    expect(dropMoveFor(view, { ...run, count: 1 }, { pile: 'tableau', index: 6 })).toBeNull();
    expect(autoCompleteStepFor(view)).toBeNull();
    const done = klondikeViewFixture({
      canAutoComplete: true,
      tableau: [{ down: 0, up: ['2H'] }, ...Array.from({ length: 6 }, () => ({ down: 0, up: [] }))],
      foundations: { S: 13, H: 1, C: 13, D: 13 },
      stockCount: 0,
      wasteCount: 0,
      wasteTop: [],
    });
    expect(autoCompleteStepFor(done)).toMatchObject({ type: 'move', to: { pile: 'foundation', suit: 'H' } });
  });
});
