/**
 * Dominoes views for the table's tests and screenshots, made by the engine itself from fixed seeds: a game is
 * dealt and played by the engine's bot until the position a test needs, and the view is seat 0's.
 */
import {
  applyDominoes,
  chooseDominoesAction,
  type DominoesMode,
  type DominoesState,
  type DominoesView,
  dominoesView,
  newDominoesGame,
} from '@cardroom/engine';

export const VIEWER = 0;

function dealt(mode: DominoesMode, seatCount: number, n: number): DominoesState {
  return newDominoesGame({
    mode,
    seatCount,
    seed: { serverSeed: `dominoes-table-fixture-${n}`, clientSeed: 'web-tests', nonce: 0 },
  });
}

function step(state: DominoesState): DominoesState {
  const action = chooseDominoesAction(dominoesView(state, state.turn));
  const applied = applyDominoes(state, action);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.state;
}

export interface Position {
  state: DominoesState;
  view: DominoesView;
  /** The view one engine step earlier (a test rerenders from it to see what changed). */
  before: DominoesView;
}

/**
 * The first position, over seeds 0, 1, 2… and the moves of each game, at which `wanted` holds of seat 0's
 * view (and of the view one step before). Deterministic: the same seeds always give the same position.
 */
export function findPosition(
  mode: DominoesMode,
  seatCount: number,
  wanted: (view: DominoesView, before: DominoesView) => boolean,
): Position {
  for (let n = 0; n < 200; n += 1) {
    let state = dealt(mode, seatCount, n);
    let before = dominoesView(state, VIEWER);
    for (let moves = 0; moves < 400 && state.phase === 'playing'; moves += 1) {
      const view = dominoesView(state, VIEWER);
      if (wanted(view, before)) return { state, view, before };
      before = view;
      state = step(state);
    }
    const last = dominoesView(state, VIEWER);
    if (wanted(last, before)) return { state, view: last, before };
  }
  throw new Error('no seed reaches the wanted position');
}
