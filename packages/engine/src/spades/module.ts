/**
 * Spades as a game module (module.ts): the rules of game.ts, view.ts and the bot behind the interface every
 * game shares, so the server hosts Spades through the same table runtime as any other game.
 */
import { isCard } from '../cards.js';
import type { GameModule, Outcome } from '../module.js';
import { autoActions } from './auto.js';
import { chooseSpadesAction } from './bot/index.js';
import { apply, legalActions, newSpadesGame } from './game.js';
import { isAlreadyApplied } from './repeat.js';
import { seatsOfSide, sideCount, sideOf } from './rules.js';
import {
  type Seat,
  SPADES_MODES,
  type SpadesAction,
  type SpadesMode,
  type SpadesState,
  type SpadesView,
} from './types.js';
import { viewFor } from './view.js';

export const SPADES_SEAT_COUNT = 4;
/** The shape of SpadesState that stored games carry; bump it (and read the old one) when the shape changes. */
export const SPADES_STATE_VERSION = 1;

const PHASES = ['bidding', 'playing', 'finished'];

function isSpadesMode(mode: string): mode is SpadesMode {
  return (SPADES_MODES as readonly string[]).includes(mode);
}

function modeOf(mode: string): SpadesMode {
  if (!isSpadesMode(mode)) throw new Error(`spades has no mode "${mode}"`);
  return mode;
}

const isSeat = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 4;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a stored spades state, or null when every field the rules read has its shape. */
export function spadesStateProblem(stored: unknown): string | null {
  if (!isObject(stored)) return 'not an object';
  if (stored.game !== 'spades') return `game is ${JSON.stringify(stored.game)}, not "spades"`;
  if (typeof stored.mode !== 'string' || !isSpadesMode(stored.mode)) return 'unknown mode';
  if (!isObject(stored.settings) || typeof stored.settings.singleHand !== 'boolean') return 'bad settings';
  const seed = stored.seed;
  if (!isObject(seed) || typeof seed.serverSeed !== 'string' || typeof seed.clientSeed !== 'string')
    return 'bad seed';
  if (typeof stored.phase !== 'string' || !PHASES.includes(stored.phase)) return 'unknown phase';
  if (!isSeat(stored.turn) || !isSeat(stored.dealer)) return 'bad turn or dealer';
  if (!Number.isInteger(stored.hand) || !Number.isInteger(stored.moves)) return 'bad hand or move count';
  const hands = stored.hands;
  if (!Array.isArray(hands) || hands.length !== 4 || !hands.every((h) => Array.isArray(h) && h.every(isCard)))
    return 'bad hands';
  if (!Array.isArray(stored.bids) || stored.bids.length !== 4) return 'bad bids';
  if (!Array.isArray(stored.trick) || !Array.isArray(stored.tricks) || !Array.isArray(stored.history))
    return 'bad tricks or history';
  if (!Array.isArray(stored.scores) || stored.scores.length !== sideCount(stored.mode)) return 'bad scores';
  if (typeof stored.spadesBroken !== 'boolean') return 'bad spadesBroken';
  return null;
}

/** Places from the engine's result: the winners first (sharing a place on a draw), the rest by score. */
function spadesOutcome(state: SpadesState): Outcome | null {
  const result = state.result;
  if (state.phase !== 'finished' || !result) return null;
  const count = sideCount(state.mode);
  const scores = state.scores.map((side) => side.score);
  const places = scores.map((score, side) => {
    if (result.winners.includes(side)) return 1;
    const above = scores.filter((other, index) => !result.winners.includes(index) && other > score).length;
    return 1 + result.winners.length + above;
  });
  return {
    sides: Array.from({ length: count }, (_, side) => seatsOfSide(side, state.mode).map(Number)),
    scores,
    places,
    draw: result.draw,
  };
}

/**
 * The only move that leaves the same seat to act in the same bidding round is a "see": made by that seat, it
 * is its own action (its turn timer restarts, rules.md: per action); made by another seat, the turn goes on.
 */
export function spadesTurnContinues(previous: SpadesState, next: SpadesState): boolean {
  const moved = next.moves > previous.moves;
  // Only while bidding: in play, a seat that ends a trick by winning it acts again, a new turn.
  const sameTurn =
    next.hand === previous.hand &&
    previous.phase === 'bidding' &&
    next.phase === 'bidding' &&
    next.turn === previous.turn &&
    next.bids.filter((bid) => bid !== null).length === previous.bids.filter((bid) => bid !== null).length;
  return moved && sameTurn && next.seen[next.turn] === previous.seen[previous.turn];
}

export const spadesModule: GameModule<SpadesState, SpadesAction, SpadesView> = {
  map: 'spades',
  modes: SPADES_MODES,
  seats: { min: SPADES_SEAT_COUNT, max: SPADES_SEAT_COUNT },
  create: ({ mode, seed, singleHand, turnSeconds }) =>
    newSpadesGame({
      mode: modeOf(mode),
      seed,
      settings: { singleHand, ...(turnSeconds === undefined ? {} : { turnSeconds }) },
    }),
  apply,
  legalActions: (state, seat) => legalActions(state, seat as Seat),
  viewFor: (state, seat) => viewFor(state, seat as Seat),
  botAction: chooseSpadesAction,
  autoActions: (state, seat) => autoActions(state, seat as Seat),
  isAlreadyApplied,
  toAct: (state) => (state.phase === 'finished' ? null : state.turn),
  turnContinues: spadesTurnContinues,
  outcome: spadesOutcome,
  // A Spades table always has four seats.
  sideOf: (mode, _seatCount, seat) => sideOf(seat as Seat, modeOf(mode)),
  sideCount: (mode, _seatCount) => sideCount(modeOf(mode)),
  stateVersion: SPADES_STATE_VERSION,
  parseState(stored) {
    const problem = spadesStateProblem(stored);
    if (problem) throw new Error(`unreadable spades state: ${problem}`);
    return stored as SpadesState;
  },
};
