/**
 * Klondike solver benchmark on the 1,000 reference deals (../shared/klondike, issue 12), draw 1 and draw 3,
 * unlimited passes: our median / p90 / p99 time per deal, the share decided within 1 s and 10 s, verdict
 * disagreements with the reference solver, and the ratios to its own figures on the same deals. Every
 * solution is replayed through the rules engine. Part of `npm run bench`; alone:
 *   npm run bench:klondike -w bench -- [--cap-ms 10000] [--deals 1000] [--from 0] [--draw 1|3|both]
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyKlondike,
  createKlondikeFromDeal,
  type DrawCount,
  isKlondikeWon,
  type KlondikeDeal,
  type KlondikeState,
} from '@cardroom/engine';
// The engine's index does not export the solver (yet): its module is imported directly.
import { solveKlondike } from '../../packages/engine/src/klondike/solver/index.js';

interface ReferenceDeal extends KlondikeDeal {
  id: string;
  draw1: { winnable: boolean; statesVisited: number; ms: number };
  draw3: { winnable: boolean; statesVisited: number; ms: number };
}

export interface KlondikeBenchOptions {
  capMs: number;
  deals: number;
  from: number;
  draws: DrawCount[];
}

const REFERENCE_FILE = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'shared',
  'klondike',
  'reference-deals.jsonl',
);
const TARGET_MEDIAN_RATIO = 5;
const TARGET_DECIDED_10S = 0.99;

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] as number;
}

function replaysToWin(
  deal: KlondikeDeal,
  draw: DrawCount,
  actions: Parameters<typeof applyKlondike>[1][],
): boolean {
  let state: KlondikeState = createKlondikeFromDeal(deal, {
    draw,
    scoring: 'standard',
    ranked: false,
    maxPasses: null,
  });
  for (const action of actions) {
    const applied = applyKlondike(state, action);
    if (!applied.ok) return false;
    state = applied.state;
  }
  return isKlondikeWon(state);
}

const ms = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(2);
const share = (count: number, total: number) => `${((count / Math.max(1, total)) * 100).toFixed(1)}%`;

export function klondikeSolverBench(options: KlondikeBenchOptions): void {
  const deals = readFileSync(REFERENCE_FILE, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ReferenceDeal)
    .slice(options.from, options.from + options.deals);
  console.log(
    `klondike solver — ${deals.length} reference deals from #${options.from}, unlimited passes, ` +
      `cap ${options.capMs} ms per deal (an undecided deal counts as the cap)`,
  );
  const rows = [];
  const problems: string[] = [];
  for (const draw of options.draws) {
    const ours: number[] = [];
    const theirs: number[] = [];
    let within1s = 0;
    let within10s = 0;
    let referenceWithin1s = 0;
    let referenceWithin10s = 0;
    let disagreements = 0;
    let badReplays = 0;
    let undecided = 0;
    for (const deal of deals) {
      const reference = deal[`draw${draw}`];
      const started = performance.now();
      const solution = solveKlondike(deal, { draw, maxPasses: null, maxMs: options.capMs, maxNodes: 1e12 });
      const elapsed = performance.now() - started;
      const decided = solution.verdict !== 'unknown';
      ours.push(decided ? elapsed : Math.max(elapsed, options.capMs));
      theirs.push(reference.ms);
      if (reference.ms <= 1000) referenceWithin1s++;
      if (reference.ms <= 10_000) referenceWithin10s++;
      if (!decided) {
        undecided++;
        continue;
      }
      if (elapsed <= 1000) within1s++;
      if (elapsed <= 10_000) within10s++;
      if ((solution.verdict === 'winnable') !== reference.winnable) {
        disagreements++;
        problems.push(
          `${deal.id} draw ${draw}: ours ${solution.verdict}, reference winnable=${reference.winnable}`,
        );
      }
      if (solution.verdict === 'winnable' && !replaysToWin(deal, draw, solution.actions)) {
        badReplays++;
        problems.push(`${deal.id} draw ${draw}: the solution does not replay to a win`);
      }
    }
    ours.sort((a, b) => a - b);
    theirs.sort((a, b) => a - b);
    const ratio = (p: number) =>
      `${(percentile(ours, p) / Math.max(0.001, percentile(theirs, p))).toFixed(1)}×`;
    const medianRatio = percentile(ours, 0.5) / Math.max(0.001, percentile(theirs, 0.5));
    const decided10s = within10s / deals.length;
    const row = {
      draw,
      'median ms (ours / ref)': `${ms(percentile(ours, 0.5))} / ${ms(percentile(theirs, 0.5))}`,
      'p90 ms (ours / ref)': `${ms(percentile(ours, 0.9))} / ${ms(percentile(theirs, 0.9))}`,
      'p99 ms (ours / ref)': `${ms(percentile(ours, 0.99))} / ${ms(percentile(theirs, 0.99))}`,
      'ratio median / p90 / p99': `${ratio(0.5)} / ${ratio(0.9)} / ${ratio(0.99)}`,
      'decided ≤1 s (ours / ref)': `${share(within1s, deals.length)} / ${share(referenceWithin1s, deals.length)}`,
      'decided ≤10 s (ours / ref)': `${share(within10s, deals.length)} / ${share(referenceWithin10s, deals.length)}`,
      undecided,
      disagreements,
      'bad replays': badReplays,
      goals: [
        `median ${medianRatio <= TARGET_MEDIAN_RATIO ? 'ok' : 'ABOVE 5×'}`,
        `≤10 s ${decided10s >= TARGET_DECIDED_10S ? 'ok' : 'BELOW 99%'}`,
        `verdicts ${disagreements === 0 && badReplays === 0 ? 'ok' : 'WRONG'}`,
      ].join(', '),
    };
    rows.push(row);
    // Each draw's figures as soon as they are in (the whole run takes minutes).
    console.log(JSON.stringify(row));
  }
  console.table(rows);
  for (const problem of problems) console.log(`  ${problem}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'cap-ms': { type: 'string', default: '10000' },
      deals: { type: 'string', default: '1000' },
      from: { type: 'string', default: '0' },
      draw: { type: 'string', default: 'both' },
    },
  });
  klondikeSolverBench({
    capMs: Number(values['cap-ms']),
    deals: Number(values.deals),
    from: Number(values.from),
    draws: values.draw === 'both' ? [1, 3] : [Number(values.draw) as DrawCount],
  });
}
