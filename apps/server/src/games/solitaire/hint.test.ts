import { createKlondikeFromDeal, dealFromDeck, type KlondikeSettings } from '@cardroom/engine';
import { describe, expect, it } from 'vitest';
import { HINT_SOLVER_BUDGET, hintFor } from './hint.js';
import type { SolverPool } from './solver-pool.js';

const SUITS = ['S', 'H', 'D', 'C'] as const;
const DECK = SUITS.flatMap((suit) => [...'A23456789TJQK'].map((rank) => `${rank}${suit}`));

/** A pool that records the budget it was given and finds nothing (the engine's quick move answers). */
function recordingPool(): SolverPool & { budgets: { maxMs?: number; maxNodes?: number }[] } {
  const budgets: { maxMs?: number; maxNodes?: number }[] = [];
  return {
    budgets,
    async solve(_position, options) {
      budgets.push({ maxMs: options.maxMs, maxNodes: options.maxNodes });
      return { verdict: 'unknown', nodes: 0 };
    },
    async close() {},
  };
}

function table(ranked: boolean) {
  const settings: KlondikeSettings = { draw: 1, scoring: 'standard', ranked, maxPasses: null };
  return createKlondikeFromDeal(dealFromDeck(DECK as never), settings);
}

describe('sharper hints (the collection upgrade)', () => {
  it('searches one budget longer per level in free play', async () => {
    const pool = recordingPool();
    await hintFor(pool, table(false), 'free-player', 0);
    await hintFor(pool, table(false), 'deeper-player', 2);
    expect(pool.budgets).toEqual([
      { maxMs: HINT_SOLVER_BUDGET.maxMs, maxNodes: HINT_SOLVER_BUDGET.maxNodes },
      { maxMs: HINT_SOLVER_BUDGET.maxMs * 3, maxNodes: HINT_SOLVER_BUDGET.maxNodes * 3 },
    ]);
  });

  it('never acts in ranked play: every player there gets the same hint budget', async () => {
    const pool = recordingPool();
    await hintFor(pool, table(true), 'ranked-player', 3);
    expect(pool.budgets).toEqual([
      { maxMs: HINT_SOLVER_BUDGET.maxMs, maxNodes: HINT_SOLVER_BUDGET.maxNodes },
    ]);
  });
});
