/**
 * Dominoes benchmark, per mode and seat count: random-legal-play hands per second on one core, the bot's mean
 * and p99 decision time, and the bot's match win rate against random-legal players and against a greedy
 * "heaviest tile first" player. Every deal is played twice with the seats swapped, so neither side keeps the
 * luck of a deal. In Tiles on Fire with four seats the bot is a partnership (seats 0+2, then 1+3); at every
 * other table of three or four the bot is one seat against all the others, so chance is 1 in the seat count.
 * Run: npx tsx bench/src/dominoes.bench.ts [--matches 200 --hands 5000]
 */

import { parseArgs } from 'node:util';
import {
  applyDominoes,
  chooseDominoesAction,
  DOMINOES_MODES,
  type DominoesAction,
  type DominoesMode,
  type DominoesState,
  dominoesSideOf,
  dominoesView,
  legalDominoesActions,
  newDominoesGame,
  pips,
  seededRandom,
} from '@cardroom/engine';

const TARGET_P99_MS = 5;
const TARGET_WIN_RATE = 0.9;
const SEAT_COUNTS = [2, 3, 4] as const;

type Player = (state: DominoesState) => DominoesAction;

function step(state: DominoesState, action: DominoesAction | undefined): DominoesState {
  if (!action) throw new Error('no action');
  const result = applyDominoes(state, action);
  if (!result.ok) throw new Error(`${result.error.code} ${JSON.stringify(action)}`);
  return result.state;
}

const seed = (index: number, label: string) => ({
  serverSeed: `${label}-${index}`,
  clientSeed: 'bench',
  nonce: 0,
});

function randomPlayer(random: (bound: number) => number): Player {
  return (state) => {
    const actions = legalDominoesActions(state, state.turn);
    return actions[random(actions.length)] as DominoesAction;
  };
}

/** The heaviest tile it can play (the first end listed), else the draw or pass. */
const greedyPlayer: Player = (state) => {
  const actions = legalDominoesActions(state, state.turn);
  let best = actions[0] as DominoesAction;
  for (const action of actions)
    if (action.type === 'play' && best.type === 'play' && pips(action.tile) > pips(best.tile)) best = action;
  return best;
};

function randomHandsPerSecond(mode: DominoesMode, seatCount: number, total: number): number {
  const play = randomPlayer(seededRandom(7));
  let hands = 0;
  let game = 0;
  const started = performance.now();
  while (hands < total) {
    let state = newDominoesGame({ mode, seatCount, seed: seed(game++, 'speed') });
    while (state.phase !== 'finished' && hands < total) {
      const before = state.hand;
      state = step(state, play(state));
      if (state.hand !== before || state.phase === 'finished') hands++;
    }
  }
  return hands / ((performance.now() - started) / 1000);
}

interface MatchFigures {
  winRate: number;
  drawRate: number;
  times: number[];
}

/**
 * `matches` deals, each played twice: the bot's side first as side 0 then as side 1 (seat 0 then seat 1 when
 * each plays alone). A win is a match the bot's side finished first, alone.
 */
function botMatches(mode: DominoesMode, seatCount: number, matches: number, opponent: 'random' | 'greedy') {
  const figures: MatchFigures = { winRate: 0, drawRate: 0, times: [] };
  let wins = 0;
  let draws = 0;
  for (let match = 0; match < matches; match++) {
    for (const botSide of [0, 1]) {
      const other =
        opponent === 'greedy' ? greedyPlayer : randomPlayer(seededRandom(match * 2 + botSide + 1));
      let state = newDominoesGame({ mode, seatCount, seed: seed(match, `strength-${opponent}`) });
      while (state.phase !== 'finished') {
        const side = dominoesSideOf(mode, seatCount, state.turn);
        if (side === botSide) {
          const view = dominoesView(state, state.turn);
          const began = process.hrtime.bigint();
          const action = chooseDominoesAction(view);
          figures.times.push(Number(process.hrtime.bigint() - began) / 1e6);
          state = step(state, action);
        } else state = step(state, other(state));
      }
      const result = state.result;
      if (result?.draw && result.winners.includes(botSide)) draws++;
      else if (result?.winners.includes(botSide)) wins++;
    }
  }
  figures.winRate = wins / (matches * 2);
  figures.drawRate = draws / (matches * 2);
  return figures;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? 'ok' : 'BELOW TARGET');

export function dominoesBench({ matches, hands }: { matches: number; hands: number }): void {
  for (const mode of DOMINOES_MODES) randomHandsPerSecond(mode, 2, 500);
  console.log(
    `dominoes benchmark — node ${process.version}, one core, ${matches} deals × 2 seatings per row`,
  );
  const rows = [];
  for (const mode of DOMINOES_MODES) {
    for (const seatCount of SEAT_COUNTS) {
      const speed = randomHandsPerSecond(mode, seatCount, hands);
      const random = botMatches(mode, seatCount, matches, 'random');
      const greedy = botMatches(mode, seatCount, matches, 'greedy');
      const times = [...random.times, ...greedy.times].sort((a, b) => a - b);
      const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
      const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
      const heads =
        mode === 'tilesonfire' && seatCount === 4
          ? 'partners'
          : seatCount === 2
            ? '1 v 1'
            : `1 v ${seatCount - 1}`;
      const goal = heads === '1 v 1' || heads === 'partners';
      rows.push({
        game: `${mode} ${seatCount} (${heads})`,
        'random hands/s': Math.round(speed),
        'bot mean ms': mean.toFixed(4),
        'bot p99 ms': `${p99.toFixed(4)} ${mark(p99 < TARGET_P99_MS)}`,
        'win v random': `${percent(random.winRate)}${goal ? ` ${mark(random.winRate > TARGET_WIN_RATE)}` : ''}`,
        'win v greedy': percent(greedy.winRate),
        'draws v greedy': percent(greedy.drawRate),
      });
    }
  }
  console.table(rows);
  console.log(
    'The 90% goal is judged for one against one and for partners; at 3–4 seats each for themselves the bot is ' +
      'one seat against the rest (chance is 1 in the seat count).',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { matches: { type: 'string', default: '200' }, hands: { type: 'string', default: '5000' } },
  });
  dominoesBench({ matches: Number(values.matches), hands: Number(values.hands) });
}
