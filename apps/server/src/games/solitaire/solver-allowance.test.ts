import { describe, expect, it } from 'vitest';
import { createSolverAllowance } from './solver-allowance.js';

describe('solver allowance for hints', () => {
  it('grants each player their share of a window, then nothing until the window turns', () => {
    let clock = 0;
    const allowance = createSolverAllowance({ windowMs: 60_000, msPerWindow: 300, now: () => clock });
    expect(allowance.grant('a', 150)).toBe(150);
    allowance.spend('a', 150);
    expect(allowance.grant('a', 150)).toBe(150);
    allowance.spend('a', 140);
    expect(allowance.grant('a', 150)).toBe(10);
    allowance.spend('a', 10);
    expect(allowance.grant('a', 150)).toBe(0);
    // Another player's share is their own.
    expect(allowance.grant('b', 150)).toBe(150);
    clock = 59_999;
    expect(allowance.grant('a', 150)).toBe(0);
    clock = 60_000;
    expect(allowance.grant('a', 150)).toBe(150);
  });

  it('never grants more than asked, and spending past the share leaves nothing, not a negative grant', () => {
    const allowance = createSolverAllowance({ windowMs: 1_000, msPerWindow: 100, now: () => 0 });
    expect(allowance.grant('a', 40)).toBe(40);
    allowance.spend('a', 250);
    expect(allowance.grant('a', 40)).toBe(0);
  });
});
