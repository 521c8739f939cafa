/**
 * Dominoes as a game module (module.ts) under the map 'dominoes': Draw Dominoes ('classic') and Tiles on Fire
 * ('tilesonfire') for 2 to 4 seats. Sides: Tiles on Fire with four seats is two partnerships (0+2, 1+3), every
 * other table (Draw with four included, rules.md) is each seat alone; sideOf/sideCount take the seat count.
 */
import { type CreateInput, type GameModule, type Outcome, placesByScore } from '../module.js';
import { chooseDominoesAction } from './bot.js';
import {
  applyDominoes,
  DOMINOES_MAX_SEATS,
  DOMINOES_MIN_SEATS,
  dominoesSeatsOfSide,
  dominoesSideCount,
  dominoesSideOf,
  isDominoesMode,
  legalDominoesActions,
  newDominoesGame,
} from './game.js';
import { spinnerOpen } from './line.js';
import { DOUBLE_SIX, halves, isDouble, isTile, tileName } from './tiles.js';
import {
  DOMINOES_MAP,
  DOMINOES_MODES,
  type DominoesAction,
  type DominoesMode,
  type DominoesState,
  type DominoesView,
  ENDS,
  type Line,
  type Tile,
} from './types.js';
import { dominoesView } from './view.js';

/** The shape of DominoesState that stored games carry; bump it (and read the old one) when the shape changes. */
export const DOMINOES_STATE_VERSION = 1;

function modeOf(mode: string): DominoesMode {
  if (!isDominoesMode(mode)) throw new Error(`dominoes has no mode "${mode}"`);
  return mode;
}

/** The seat count of a dominoes table, refusing one no table has (the sides would be made up). */
function seatCountOf(seatCount: number): number {
  if (!Number.isInteger(seatCount) || seatCount < DOMINOES_MIN_SEATS || seatCount > DOMINOES_MAX_SEATS)
    throw new Error(
      `a dominoes table has ${DOMINOES_MIN_SEATS} to ${DOMINOES_MAX_SEATS} seats, not ${seatCount}`,
    );
  return seatCount;
}

function sideOfSeat(mode: string, seatCount: number, seat: number): number {
  const seats = seatCountOf(seatCount);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats)
    throw new Error(`a table of ${seats} seats has no seat ${seat}`);
  return dominoesSideOf(modeOf(mode), seats, seat);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isTiles = (value: unknown): value is Tile[] => Array.isArray(value) && value.every(isTile);

function isAction(value: unknown, seatCount: number): value is DominoesAction {
  if (!isObject(value) || !isCount(value.seat) || (value.seat as number) >= seatCount) return false;
  if (value.type === 'draw' || value.type === 'pass') return true;
  return value.type === 'play' && isTile(value.tile) && (ENDS as readonly unknown[]).includes(value.end);
}

/** What is wrong with a stored line: each arm must chain from where it starts, the spinner sit where it says. */
function lineProblem(line: unknown, mode: DominoesMode, seatCount: number): string | null {
  if (!isObject(line)) return 'bad line';
  const arms = ['east', 'west', 'north', 'south'] as const;
  if (
    !arms.every(
      (arm) => Array.isArray(line[arm]) && (line[arm] as unknown[]).every((p) => isPlaced(p, seatCount)),
    )
  )
    return 'bad line arms';
  const shaped = line as unknown as Line;
  const lead = shaped.lead;
  if (lead === null) {
    if (arms.some((arm) => shaped[arm].length > 0) || shaped.spinner !== null)
      return 'tiles on a line with no lead';
    return null;
  }
  if (!isPlaced(lead, seatCount) || !isCount(lead.west) || !isCount(lead.east)) return 'bad lead';
  const [high, low] = halves(lead.tile);
  if (lead.west !== high || lead.east !== low) return 'the lead does not show its halves';
  const spinner = shaped.spinner;
  if (spinner !== null) {
    if (mode !== 'tilesonfire' || !isObject(spinner) || !isTile(spinner.tile) || !isDouble(spinner.tile))
      return 'bad spinner';
    const at = spinner.arm === 'lead' ? lead : shaped[spinner.arm]?.[spinner.index];
    if (!at || at.tile !== spinner.tile) return 'the spinner is not where the line says';
  } else if (shaped.north.length > 0 || shaped.south.length > 0) return 'north/south arms without a spinner';
  if ((shaped.north.length > 0 || shaped.south.length > 0) && !spinnerOpen(shaped))
    return 'north/south played before the spinner opened';
  const spinnerPip = spinner ? halves(spinner.tile)[0] : 0;
  for (const arm of arms) {
    let pip = arm === 'east' ? lead.east : arm === 'west' ? lead.west : spinnerPip;
    for (const placed of shaped[arm]) {
      const [a, b] = halves(placed.tile);
      if (a !== pip && b !== pip) return `${placed.tile} does not fit the ${arm} arm`;
      const outer = a === pip ? b : a;
      if (placed.outer !== outer) return `${placed.tile} shows the wrong half on the ${arm} arm`;
      pip = outer;
    }
  }
  return null;
}

function isPlaced(value: unknown, seatCount = DOMINOES_MAX_SEATS): value is Line['east'][number] {
  return (
    isObject(value) &&
    isTile(value.tile) &&
    isCount(value.seat) &&
    (value.seat as number) < seatCount &&
    isCount(value.outer) &&
    (value.outer as number) <= 6 &&
    isCount(value.fire)
  );
}

function isHandRecord(value: unknown, seats: number, sides: number): boolean {
  if (!isObject(value)) return false;
  const isSeat = (seat: unknown) => isCount(seat) && (seat as number) < seats;
  return (
    isCount(value.hand) &&
    isSeat(value.leader) &&
    isSeat(value.nextLeader) &&
    (value.ending === 'out' || value.ending === 'blocked') &&
    (value.winnerSide === null || (isCount(value.winnerSide) && (value.winnerSide as number) < sides)) &&
    isCount(value.points) &&
    Array.isArray(value.pips) &&
    value.pips.length === seats &&
    value.pips.every(isCount) &&
    Array.isArray(value.tilesLeft) &&
    value.tilesLeft.length === seats &&
    value.tilesLeft.every(isTiles) &&
    Array.isArray(value.fires) &&
    value.fires.length === sides &&
    value.fires.every(isCount)
  );
}

/** What is wrong with a stored dominoes state, or null when it is whole (every tile exactly once included). */
export function dominoesStateProblem(stored: unknown): string | null {
  if (!isObject(stored)) return 'not an object';
  if (stored.game !== 'dominoes') return `game is ${JSON.stringify(stored.game)}, not "dominoes"`;
  if (!isDominoesMode(stored.mode)) return 'unknown mode';
  const mode = stored.mode;
  const settings = stored.settings;
  if (
    !isObject(settings) ||
    typeof settings.singleHand !== 'boolean' ||
    !Number.isInteger(settings.target) ||
    (settings.target as number) <= 0 ||
    (settings.turnSeconds !== undefined && !isCount(settings.turnSeconds))
  )
    return 'bad settings';
  const seed = stored.seed;
  if (
    !isObject(seed) ||
    typeof seed.serverSeed !== 'string' ||
    typeof seed.clientSeed !== 'string' ||
    !Number.isInteger(seed.nonce)
  )
    return 'bad seed';
  if (typeof stored.commitment !== 'string') return 'bad commitment';
  const seatCount = stored.seatCount;
  if (
    !Number.isInteger(seatCount) ||
    (seatCount as number) < DOMINOES_MIN_SEATS ||
    (seatCount as number) > DOMINOES_MAX_SEATS
  )
    return 'bad seat count';
  const seats = seatCount as number;
  const isSeat = (value: unknown) => isCount(value) && (value as number) < seats;
  if (stored.phase !== 'playing' && stored.phase !== 'finished') return 'unknown phase';
  if (!isSeat(stored.turn) || !isSeat(stored.leader)) return 'bad turn or leader';
  if (!isCount(stored.hand) || !isCount(stored.moves)) return 'bad hand or move count';
  if (stored.mustLead !== null && !isTile(stored.mustLead)) return 'bad mustLead';
  const hands = stored.hands;
  if (!Array.isArray(hands) || hands.length !== seats || !hands.every(isTiles)) return 'bad hands';
  if (!isTiles(stored.boneyard)) return 'bad boneyard';
  const line = lineProblem(stored.line, mode, seats);
  if (line) return line;
  const state = stored as unknown as DominoesState;
  const onLine = [
    ...(state.line.lead ? [state.line.lead.tile] : []),
    ...ENDS.flatMap((end) => state.line[end].map((placed) => placed.tile)),
  ];
  const tiles = [...hands.flat(), ...state.boneyard, ...onLine];
  if (tiles.length !== DOUBLE_SIX.length || new Set(tiles).size !== DOUBLE_SIX.length)
    return 'hands, boneyard and line do not hold each tile exactly once';
  if (state.mustLead !== null && (state.line.lead !== null || !hands[state.leader]?.includes(state.mustLead)))
    return 'mustLead is not in the leader’s hand';
  const sides = dominoesSideCount(mode, seats);
  if (!Array.isArray(stored.scores) || stored.scores.length !== sides || !stored.scores.every(isCount))
    return 'bad scores';
  if (!Array.isArray(stored.history) || !stored.history.every((record) => isHandRecord(record, seats, sides)))
    return 'bad history';
  if (
    stored.phase === 'playing' &&
    (stored.scores as number[]).some((score) => score >= (settings.target as number))
  )
    return 'a side has reached the target but the game goes on';
  const result = stored.result;
  if (stored.phase === 'finished') {
    if (
      !isObject(result) ||
      typeof result.draw !== 'boolean' ||
      !Array.isArray(result.winners) ||
      !result.winners.every((side) => isCount(side) && (side as number) < sides)
    )
      return 'bad result';
  } else if (result !== null) return 'a result before the game is finished';
  if (stored.lastAction !== null && !isAction(stored.lastAction, seats)) return 'bad lastAction';
  return null;
}

function dominoesOutcome(state: DominoesState): Outcome | null {
  const result = state.result;
  if (state.phase !== 'finished' || !result) return null;
  const count = dominoesSideCount(state.mode, state.seatCount);
  return {
    sides: Array.from({ length: count }, (_, side) => dominoesSeatsOfSide(state.mode, state.seatCount, side)),
    scores: state.scores.slice(),
    places: placesByScore(state.scores),
    draw: result.draw,
  };
}

export function dominoesIsResend(state: DominoesState, action: DominoesAction): boolean {
  return action.requestId !== undefined && state.lastAction?.requestId === action.requestId;
}

/** A resent play whose tile already lies on this hand's line from that seat; draws and passes need a requestId. */
export function dominoesIsAlreadyApplied(state: DominoesState, action: DominoesAction): boolean {
  if (dominoesIsResend(state, action)) return true;
  if (!isObject(action) || action.type !== 'play') return false;
  const tile = tileName(action.tile);
  const line = state.line;
  const placed = [...(line.lead ? [line.lead] : []), ...ENDS.flatMap((end) => line[end])];
  return placed.some((on) => on.tile === tile && on.seat === action.seat);
}

export function dominoesAutoActions(state: DominoesState, seat: number): DominoesAction[] {
  if (state.phase === 'finished' || state.turn !== seat) return [];
  return [{ ...chooseDominoesAction(dominoesView(state, seat)), auto: true }];
}

export const dominoesModule: GameModule<DominoesState, DominoesAction, DominoesView> = {
  map: DOMINOES_MAP,
  modes: DOMINOES_MODES,
  seats: { min: DOMINOES_MIN_SEATS, max: DOMINOES_MAX_SEATS },
  create: ({ mode, seed, seatCount, singleHand, turnSeconds }: CreateInput) =>
    newDominoesGame({
      mode: modeOf(mode),
      seed,
      seatCount,
      settings: { singleHand, ...(turnSeconds === undefined ? {} : { turnSeconds }) },
    }),
  apply: applyDominoes,
  legalActions: legalDominoesActions,
  viewFor: dominoesView,
  botAction: chooseDominoesAction,
  autoActions: dominoesAutoActions,
  isAlreadyApplied: dominoesIsAlreadyApplied,
  isResend: dominoesIsResend,
  toAct: (state) => (state.phase === 'finished' ? null : state.turn),
  outcome: dominoesOutcome,
  sideOf: sideOfSeat,
  sideCount: (mode, seatCount) => dominoesSideCount(modeOf(mode), seatCountOf(seatCount)),
  stateVersion: DOMINOES_STATE_VERSION,
  parseState(stored) {
    const problem = dominoesStateProblem(stored);
    if (problem) throw new Error(`unreadable dominoes state: ${problem}`);
    return stored as DominoesState;
  },
};
