/**
 * A dominoes replay read as the fair page steps through it: the first hand as dealt from the revealed seeds
 * under the table's settings, then the table after each logged action, every one applied by the engine (no
 * rule written again here). Step 0 is the deal; step n is the table after the n-th action.
 *
 * The engine deals the next hand in the same action that ends one, so the state after a hand's last play
 * already shows the new deal; that step shows the hand's end instead (its last tile on the line via the
 * engine's placeTile, every hand's tiles left from the hand's record), as the table's hand summary does.
 */
import {
  applyDominoes,
  type DominoesAction,
  type DominoesHandRecord,
  type DominoesMode,
  type DominoesResult,
  type DominoesState,
  type Line,
  newDominoesGame,
  placeTile,
  type Tile,
} from '@cardroom/engine';
import type { DominoesReplay } from '@cardroom/protocol';

/** The table at one step, every hand face up (the game is over, so nothing here was hidden from anyone). */
export interface DominoesPosition {
  mode: DominoesMode;
  seatCount: number;
  target: number;
  /** 0 for the first hand. */
  hand: number;
  line: Line;
  hands: Tile[][];
  boneyardCount: number;
  /** Per side. */
  scores: number[];
  /** Whose move comes next; null once the hand or the game is over. */
  turn: number | null;
  /** The record of the hand this step ended. */
  handEnd: DominoesHandRecord | null;
  result: DominoesResult | null;
}

export interface DominoesReplayStep {
  position: DominoesPosition;
  /** The action that led here; null for the deal. */
  action: DominoesAction | null;
  /** The tile a draw took from the boneyard. */
  drawn: Tile | null;
  /** The points a play scored (Tiles on Fire fires). */
  fire: number;
}

export interface DominoesReplaySteps {
  steps: DominoesReplayStep[];
  /** The action the engine refused, if the log does not replay (then `steps` stop before it). */
  refused: { index: number; code: string } | null;
}

function positionOf(state: DominoesState): DominoesPosition {
  const finished = state.phase === 'finished';
  return {
    mode: state.mode,
    seatCount: state.seatCount,
    target: state.settings.target,
    hand: state.hand,
    line: state.line,
    hands: state.hands,
    boneyardCount: state.boneyard.length,
    scores: state.scores,
    turn: finished ? null : state.turn,
    handEnd: null,
    result: state.result,
  };
}

/** The table after `action`, which took `before` to `after`. */
function positionAfter(
  before: DominoesState,
  after: DominoesState,
  action: DominoesAction,
): DominoesPosition {
  const ended = after.history.length > before.history.length ? (after.history.at(-1) ?? null) : null;
  if (!ended) return positionOf(after);
  if (after.phase === 'finished') return { ...positionOf(after), handEnd: ended };
  // The next hand is dealt already: show the one that ended, as it ended.
  const line =
    action.type === 'play'
      ? placeTile(before.line, before.mode, action.tile, action.end, action.seat).line
      : before.line;
  return {
    ...positionOf(after),
    hand: before.hand,
    line,
    hands: ended.tilesLeft,
    boneyardCount: before.boneyard.length,
    turn: null,
    handEnd: ended,
  };
}

/** Null when the replay has no revealed server seed (the server sends none before the reveal). */
export function dominoesReplaySteps(replay: DominoesReplay): DominoesReplaySteps | null {
  const { serverSeed, clientSeed, nonce, shuffleVersion } = replay.fairness;
  if (serverSeed === null) return null;
  let state = newDominoesGame({
    mode: replay.game_mode,
    seed: { serverSeed, clientSeed, nonce, version: shuffleVersion },
    seatCount: replay.seats.length,
    settings: replay.settings,
  });
  const steps: DominoesReplayStep[] = [{ position: positionOf(state), action: null, drawn: null, fire: 0 }];
  const actions = replay.moves.flatMap((move) => move.actions);
  for (const [index, action] of actions.entries()) {
    const result = applyDominoes(state, action);
    if (!result.ok) return { steps, refused: { index, code: result.error.code } };
    steps.push({
      position: positionAfter(state, result.state, action),
      action,
      drawn: action.type === 'draw' ? (state.boneyard[0] ?? null) : null,
      fire:
        action.type === 'play'
          ? placeTile(state.line, state.mode, action.tile, action.end, action.seat).fire
          : 0,
    });
    state = result.state;
  }
  return { steps, refused: null };
}
