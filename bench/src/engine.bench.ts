/**
 * Engine benchmark: per Spades mode, random-legal-play hands per second on one core (with the bare deal as
 * the in-process baseline), the heuristic bot's mean and p99 decision time, the bot partnership's match
 * win rate against a random-legal partnership, and bot-only match rates of the mistakes a Spades player
 * would laugh at (bot-quality.ts), then the dominoes figures (dominoes.bench.ts) and the Klondike solver on
 * the reference deals (klondike-solver.bench.ts).
 * Run: npm run bench [-- --matches 500 --hands 20000 --bot-matches 500 --dominoes-matches 200 --dominoes-hands 5000
 *   --klondike-deals 1000 --klondike-cap-ms 10000]
 * Bot quality alone: npm run bench -- --quality-only [--bot-matches 2000]. --quality-only skips every speed,
 * strength, dominoes and Klondike part; --bot-matches N sets the bot-only matches per mode (default 500).
 * Each rate prints with its 95% interval and what it is over (hands, nil bids, side-hands): 500 matches
 * (about 2,000 hearts-on-fire hands) may not tell a 1.6% Q♥ rate from the 1% goal; 2,000 (about 8,000) can.
 */

import {
  apply,
  chooseSpadesAction,
  dealHands,
  legalActions,
  newSpadesGame,
  SPADES_MODES,
  type SpadesAction,
  type SpadesMode,
  type SpadesState,
  seededRandom,
  viewFor,
} from '@cardroom/engine';
import { botQuality, QUALITY_NOTE, qualityRows } from './bot-quality.js';
import { dominoesBench } from './dominoes.bench.js';
import { engineBenchOptions } from './engine-bench-args.js';
import { klondikeSolverBench } from './klondike-solver.bench.js';

const options = engineBenchOptions(process.argv.slice(2));
const BOT_MATCHES = options.botMatches;
const MATCHES = options.matches;
const HANDS = options.hands;
const TARGET_HANDS_PER_SECOND = 20_000;
const TARGET_P99_MS = 1;
const TARGET_WIN_RATE = 0.95;

function step(state: SpadesState, action: SpadesAction | undefined): SpadesState {
  if (!action) throw new Error('no action');
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${result.error.code} ${JSON.stringify(action)}`);
  return result.state;
}

function seed(index: number, label: string) {
  return { serverSeed: `${label}-${index}`, clientSeed: 'bench', nonce: 0 };
}

function randomHandsPerSecond(mode: SpadesMode, total = HANDS): number {
  const random = seededRandom(7);
  let hands = 0;
  let game = 0;
  const started = performance.now();
  while (hands < total) {
    let state = newSpadesGame({ mode, seed: seed(game++, 'speed') });
    while (state.phase !== 'finished' && hands < total) {
      const before = state.hand;
      const actions = legalActions(state, state.turn);
      state = step(state, actions[random(actions.length)]);
      if (state.hand !== before || state.phase === 'finished') hands++;
    }
  }
  return hands / ((performance.now() - started) / 1000);
}

function dealsPerSecond(): number {
  const started = performance.now();
  for (let i = 0; i < HANDS; i++) dealHands(seed(i, 'deal'), i, 0);
  return HANDS / ((performance.now() - started) / 1000);
}

interface MatchFigures {
  winRate: number;
  meanMs: number;
  p99Ms: number;
  decisions: number;
  meanHands: number;
}

/** Bots in `botSeats`, random-legal players elsewhere; a win is a match won by a bot's side. */
function botMatches(mode: SpadesMode): MatchFigures {
  const botSeats = mode === 'clubhouse' ? [0] : [0, 2];
  const times: number[] = [];
  let wins = 0;
  let hands = 0;
  for (let match = 0; match < MATCHES; match++) {
    const random = seededRandom(match + 1);
    let state = newSpadesGame({ mode, seed: seed(match, 'strength') });
    while (state.phase !== 'finished') {
      if (botSeats.includes(state.turn)) {
        const view = viewFor(state, state.turn);
        const began = process.hrtime.bigint();
        const action = chooseSpadesAction(view);
        times.push(Number(process.hrtime.bigint() - began) / 1e6);
        state = step(state, action);
      } else {
        const actions = legalActions(state, state.turn);
        state = step(state, actions[random(actions.length)]);
      }
    }
    hands += state.history.length;
    if (state.result && !state.result.draw && state.result.winners.includes(0)) wins++;
  }
  times.sort((a, b) => a - b);
  return {
    winRate: wins / MATCHES,
    meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
    p99Ms: times[Math.floor(times.length * 0.99)] ?? 0,
    decisions: times.length,
    meanHands: hands / MATCHES,
  };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'BELOW TARGET');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function speedTable() {
  // Warm the JIT on every mode first so the first mode measured is not penalised.
  for (const mode of SPADES_MODES) randomHandsPerSecond(mode, 2000);
  dealsPerSecond();
  const baseline = dealsPerSecond();
  console.log(`engine benchmark — node ${process.version}, one core`);
  console.log(`baseline: shuffle + deal only ${baseline.toFixed(0)} deals/s`);
  // Speed first, three rounds over the modes, median kept: one slow round (GC, JIT) does not decide it.
  const speeds = new Map<SpadesMode, number[]>(SPADES_MODES.map((mode) => [mode, []]));
  for (let round = 0; round < 3; round++) {
    for (const mode of SPADES_MODES) speeds.get(mode)?.push(randomHandsPerSecond(mode));
  }
  const rows = [];
  for (const mode of SPADES_MODES) {
    const speed = median(speeds.get(mode) ?? []);
    const bots = botMatches(mode);
    rows.push({
      mode,
      'hands/s': Math.round(speed),
      'vs deal baseline': `${(speed / baseline).toFixed(2)}×`,
      'vs 20k target': `${(speed / TARGET_HANDS_PER_SECOND).toFixed(2)}× ${mark(speed >= TARGET_HANDS_PER_SECOND)}`,
      'bot mean ms': bots.meanMs.toFixed(4),
      'bot p99 ms': `${bots.p99Ms.toFixed(4)} ${mark(bots.p99Ms < TARGET_P99_MS)}`,
      decisions: bots.decisions,
      [`win rate (${MATCHES} matches)`]: `${(bots.winRate * 100).toFixed(1)}% ${mark(mode === 'clubhouse' ? bots.winRate > 0.5 : bots.winRate > TARGET_WIN_RATE)}`,
      'hands/match': bots.meanHands.toFixed(1),
    });
  }
  console.table(rows);
  console.log('clubhouse: the win rate is one bot seat against three random-legal players (chance is 25%).');
}

function qualityTable() {
  console.log(
    `bot-only matches (${BOT_MATCHES} per mode, every seat the bot): mistakes as rates with their 95% ` +
      'interval and what each is over, goal beside each',
  );
  console.table(SPADES_MODES.flatMap((mode) => qualityRows(mode, botQuality(mode, BOT_MATCHES))));
  console.log(QUALITY_NOTE);
}

if (!options.qualityOnly) speedTable();
qualityTable();
if (!options.qualityOnly) {
  dominoesBench({ matches: options.dominoesMatches, hands: options.dominoesHands });
  klondikeSolverBench({ capMs: options.klondikeCapMs, deals: options.klondikeDeals, from: 0, draws: [1, 3] });
}
