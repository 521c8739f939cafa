/**
 * Draw Dominoes and Tiles on Fire (rules.md "Dominoes"): dealing each hand from the fair seed, the turn
 * order, draws and passes, going out and blocked hands, the hand-end scores and the end of the game.
 * Errors are values; nothing here reads a clock or Math.random.
 */
import { commitment, type FairSeed } from '../fair.js';
import type { Applied, RuleError } from '../module.js';
import { EMPTY_LINE, fitProblem, fittingEnds, placeTile } from './line.js';
import { dealDominoes, firstLead, handPips, tileName } from './tiles.js';
import {
  DOMINOES_MODES,
  type DominoesAction,
  type DominoesHandRecord,
  type DominoesMode,
  type DominoesSettings,
  type DominoesState,
  ENDS,
  type Line,
  type Tile,
} from './types.js';

export const DOMINOES_TARGETS: Record<DominoesMode, number> = { classic: 100, tilesonfire: 150 };
export const DOMINOES_MIN_SEATS = 2;
export const DOMINOES_MAX_SEATS = 4;

export function isDominoesMode(mode: unknown): mode is DominoesMode {
  return (DOMINOES_MODES as readonly unknown[]).includes(mode);
}

/** Tiles on Fire with four players is two partnerships (0+2, 1+3); every other table is each for themselves. */
export function isDominoesPartnership(mode: DominoesMode, seatCount: number): boolean {
  return mode === 'tilesonfire' && seatCount === 4;
}

export function dominoesSideCount(mode: DominoesMode, seatCount: number): number {
  return isDominoesPartnership(mode, seatCount) ? 2 : seatCount;
}

export function dominoesSideOf(mode: DominoesMode, seatCount: number, seat: number): number {
  return isDominoesPartnership(mode, seatCount) ? seat % 2 : seat;
}

export function dominoesSeatsOfSide(mode: DominoesMode, seatCount: number, side: number): number[] {
  return Array.from({ length: seatCount }, (_, seat) => seat).filter(
    (seat) => dominoesSideOf(mode, seatCount, seat) === side,
  );
}

export interface NewDominoesGame {
  mode: DominoesMode;
  seed: FairSeed;
  seatCount: number;
  settings?: Partial<DominoesSettings>;
}

export function newDominoesGame({ mode, seed, seatCount, settings = {} }: NewDominoesGame): DominoesState {
  if (!isDominoesMode(mode)) throw new Error(`dominoes has no mode "${String(mode)}"`);
  if (!Number.isInteger(seatCount) || seatCount < DOMINOES_MIN_SEATS || seatCount > DOMINOES_MAX_SEATS)
    throw new Error(`dominoes seats 2 to 4 players, not ${seatCount}`);
  const { hands, boneyard } = dealDominoes(seed, 0, seatCount);
  const lead = firstLead(hands);
  return {
    game: 'dominoes',
    mode,
    settings: { target: DOMINOES_TARGETS[mode], singleHand: false, ...settings },
    seed: { ...seed },
    commitment: commitment(seed.serverSeed),
    seatCount,
    hand: 0,
    phase: 'playing',
    turn: lead.seat,
    leader: lead.seat,
    mustLead: lead.tile,
    hands,
    boneyard,
    line: EMPTY_LINE,
    scores: Array.from({ length: dominoesSideCount(mode, seatCount) }, () => 0),
    history: [],
    result: null,
    moves: 0,
    lastAction: null,
  };
}

/**
 * The plays, draw or pass open to a hand on this line: every tile and end it fits (only the required tile
 * when the first hand is led); a draw when none fits and the boneyard has tiles; a pass when it is empty.
 */
export function actionsFor(
  seat: number,
  hand: readonly Tile[],
  line: Line,
  boneyardCount: number,
  mustLead: Tile | null,
): DominoesAction[] {
  if (!line.lead && mustLead) return [{ type: 'play', seat, tile: mustLead, end: 'east' }];
  const plays: DominoesAction[] = hand.flatMap((tile) =>
    fittingEnds(line, tile).map((end) => ({ type: 'play' as const, seat, tile, end })),
  );
  if (plays.length > 0) return plays;
  return [boneyardCount > 0 ? { type: 'draw', seat } : { type: 'pass', seat }];
}

export function legalDominoesActions(state: DominoesState, seat: number): DominoesAction[] {
  if (state.phase === 'finished' || state.turn !== seat) return [];
  return actionsFor(seat, state.hands[seat] ?? [], state.line, state.boneyard.length, state.mustLead);
}

function canPlay(hand: readonly Tile[], line: Line): boolean {
  return hand.some((tile) => fittingEnds(line, tile).length > 0);
}

const refuse = (code: string, message: string): { ok: false; error: RuleError } => ({
  ok: false,
  error: { code, message },
});

export function nearestFive(points: number): number {
  return Math.round(points / 5) * 5;
}

/** rules.md: the game ends when a side reaches the target, or after one hand when one hand decides it. */
function finishIfDecided(state: DominoesState, handOver: boolean): DominoesState {
  const reached = state.scores.some((score) => score >= state.settings.target);
  if (!reached && !(handOver && state.settings.singleHand)) return state;
  const best = Math.max(...state.scores);
  const winners = state.scores.flatMap((score, side) => (score === best ? [side] : []));
  return { ...state, phase: 'finished', result: { winners, draw: winners.length > 1 } };
}

/** Hand-end points and the next leader (rules.md: going out, blocked hands, ties). */
export function scoreHandEnd(
  mode: DominoesMode,
  seatCount: number,
  hands: readonly Tile[][],
  leader: number,
  outSeat: number | null,
): { winnerSide: number | null; points: number; nextLeader: number; pips: number[] } {
  const pips = hands.map(handPips);
  const sides = dominoesSideCount(mode, seatCount);
  const sidePips = Array.from({ length: sides }, (_, side) =>
    dominoesSeatsOfSide(mode, seatCount, side).reduce((sum, seat) => sum + (pips[seat] as number), 0),
  );
  const round = mode === 'tilesonfire' ? nearestFive : (points: number) => points;
  const total = sidePips.reduce((sum, value) => sum + value, 0);
  if (outSeat !== null) {
    const side = dominoesSideOf(mode, seatCount, outSeat);
    return { winnerSide: side, points: round(total - (sidePips[side] as number)), nextLeader: outSeat, pips };
  }
  const lightest = Math.min(...sidePips);
  const lightSides = sidePips.flatMap((value, side) => (value === lightest ? [side] : []));
  if (lightSides.length > 1) return { winnerSide: null, points: 0, nextLeader: leader, pips };
  const side = lightSides[0] as number;
  // The side's lighter hand leads next; partners with equal pips: the one nearer the leader in turn order.
  const seats = dominoesSeatsOfSide(mode, seatCount, side).sort(
    (a, b) =>
      (pips[a] as number) - (pips[b] as number) ||
      ((a - leader + seatCount) % seatCount) - ((b - leader + seatCount) % seatCount),
  );
  return {
    winnerSide: side,
    points: round(total - lightest - lightest),
    nextLeader: seats[0] as number,
    pips,
  };
}

function endHand(state: DominoesState, outSeat: number | null): DominoesState {
  const { mode, seatCount } = state;
  const end = scoreHandEnd(mode, seatCount, state.hands, state.leader, outSeat);
  const fires = state.scores.map(() => 0);
  const line = state.line;
  const placed = [
    ...(line.lead ? [line.lead] : []),
    ...line.east,
    ...line.west,
    ...line.north,
    ...line.south,
  ];
  for (const tile of placed) {
    const side = dominoesSideOf(mode, seatCount, tile.seat);
    fires[side] = (fires[side] as number) + tile.fire;
  }
  const record: DominoesHandRecord = {
    hand: state.hand,
    leader: state.leader,
    ending: outSeat === null ? 'blocked' : 'out',
    winnerSide: end.winnerSide,
    nextLeader: end.nextLeader,
    points: end.points,
    pips: end.pips,
    tilesLeft: state.hands.map((hand) => hand.slice()),
    fires,
  };
  const scores = state.scores.map((score, side) => (side === end.winnerSide ? score + end.points : score));
  const scored = finishIfDecided({ ...state, scores, history: [...state.history, record] }, true);
  if (scored.phase === 'finished') return scored;
  const hand = state.hand + 1;
  const deal = dealDominoes(state.seed, hand, seatCount);
  return {
    ...scored,
    hand,
    hands: deal.hands,
    boneyard: deal.boneyard,
    line: EMPTY_LINE,
    leader: end.nextLeader,
    turn: end.nextLeader,
    mustLead: null,
  };
}

/** After a play, draw or pass: the hand is blocked when the boneyard is empty and no one can play. */
function nextTurn(state: DominoesState, seat: number): DominoesState {
  if (state.boneyard.length === 0 && state.hands.every((hand) => !canPlay(hand, state.line)))
    return endHand(state, null);
  return { ...state, turn: (seat + 1) % state.seatCount };
}

function isSeatNumber(value: unknown, seatCount: number): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < seatCount;
}

export function applyDominoes(state: DominoesState, action: DominoesAction): Applied<DominoesState> {
  if (typeof action !== 'object' || action === null) return refuse('bad_action', 'an action is an object');
  if (state.phase === 'finished') return refuse('game_finished', 'the game is over');
  const seat = action.seat;
  if (!isSeatNumber(seat, state.seatCount))
    return refuse('bad_seat', `no seat ${String(seat)} at this table`);
  if (state.turn !== seat) return refuse('not_your_turn', `it is seat ${state.turn}'s turn`);
  const hand = state.hands[seat] as Tile[];
  const moved = { ...state, moves: state.moves + 1, lastAction: action };
  switch (action.type) {
    case 'play': {
      const tile = tileName(action.tile);
      if (!tile) return refuse('unknown_tile', `${String(action.tile)} is not a double-six tile`);
      if (!hand.includes(tile)) return refuse('not_in_hand', `${tile} is not in seat ${seat}'s hand`);
      if (!(ENDS as readonly unknown[]).includes(action.end))
        return refuse('bad_end', `${String(action.end)} is not east, west, north or south`);
      if (!state.line.lead) {
        if (state.mustLead && tile !== state.mustLead)
          return refuse('must_lead', `the first hand is led with ${state.mustLead}`);
        if (action.end !== 'east') return refuse('bad_end', 'the lead is played as east');
      } else {
        const problem = fitProblem(state.line, tile, action.end);
        if (problem === 'spinner_closed')
          return refuse(problem, 'north and south open once both east and west of the spinner hold a tile');
        if (problem === 'no_such_end')
          return refuse(problem, `there is no ${action.end} end without a spinner`);
        if (problem) return refuse(problem, `${tile} does not fit the ${action.end} end`);
      }
      const placed = placeTile(state.line, state.mode, tile, action.end, seat);
      const hands = state.hands.map((cards, owner) =>
        owner === seat ? cards.filter((t) => t !== tile) : cards,
      );
      const side = dominoesSideOf(state.mode, state.seatCount, seat);
      const scores = state.scores.map((score, index) => (index === side ? score + placed.fire : score));
      const played: DominoesState = { ...moved, hands, line: placed.line, scores, mustLead: null };
      const decided = finishIfDecided(played, false);
      if (decided.phase === 'finished') return { ok: true, state: decided };
      if ((hands[seat] as Tile[]).length === 0) return { ok: true, state: endHand(played, seat) };
      return { ok: true, state: nextTurn(played, seat) };
    }
    case 'draw': {
      if (canPlay(hand, state.line) || (!state.line.lead && state.mustLead))
        return refuse('must_play', 'a tile in the hand fits: play it');
      if (!state.line.lead) return refuse('must_play', 'the hand is led with any tile');
      const [drawn, ...boneyard] = state.boneyard;
      if (!drawn) return refuse('boneyard_empty', 'the boneyard is empty: pass');
      const hands = state.hands.map((cards, owner) => (owner === seat ? [...cards, drawn] : cards));
      // The drawer keeps the turn: they draw until a tile fits (or the boneyard runs out, then pass).
      return { ok: true, state: { ...moved, hands, boneyard } };
    }
    case 'pass': {
      if (!state.line.lead || canPlay(hand, state.line))
        return refuse('must_play', 'a tile in the hand fits: play it');
      if (state.boneyard.length > 0) return refuse('must_draw', 'the boneyard has tiles: draw');
      return { ok: true, state: nextTurn(moved, seat) };
    }
    default:
      return refuse('bad_action', `unknown action ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
}
