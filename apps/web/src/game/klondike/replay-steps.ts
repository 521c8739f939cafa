/**
 * A solitaire replay read as the fair page steps through it: the deal of its revealed seeds under its
 * settings, then the view after each logged action, every one applied by the engine (no rule written again
 * here). Step 0 is the deal; step n is the table after the n-th action.
 */
import {
  applyKlondike,
  type Card,
  foundationCard,
  type KlondikeAction,
  type KlondikeState,
  type KlondikeView,
  klondikeView,
  newKlondikeGame,
} from '@cardroom/engine';
import type { KlondikeReplay } from '@cardroom/protocol';

export interface ReplayStep {
  view: KlondikeView;
  /** The action that led here; null for the deal. */
  action: KlondikeAction | null;
  /** The card a move took (the bottom of a run), read from the table before it. */
  moved: Card | null;
}

export interface ReplaySteps {
  steps: ReplayStep[];
  /** The action the engine refused, if the log does not replay (then `steps` stop before it). */
  refused: { index: number; code: string } | null;
}

function movedCard(state: KlondikeState, action: KlondikeAction): Card | null {
  if (action.type !== 'move') return null;
  const from = action.from;
  if (from.pile === 'waste') return state.waste.at(-1) ?? null;
  if (from.pile === 'foundation') {
    const count = state.foundations[from.suit];
    return count > 0 ? foundationCard(from.suit, count) : null;
  }
  const up = state.tableau[from.index]?.up ?? [];
  return up[up.length - action.count] ?? null;
}

/** Null when the replay has no revealed server seed (the server sends none before the reveal). */
export function klondikeReplaySteps(replay: KlondikeReplay): ReplaySteps | null {
  const { serverSeed, clientSeed, nonce, shuffleVersion } = replay.fairness;
  if (serverSeed === null) return null;
  let state = newKlondikeGame({ serverSeed, clientSeed, nonce, version: shuffleVersion }, replay.settings);
  const steps: ReplayStep[] = [{ view: klondikeView(state), action: null, moved: null }];
  const actions = replay.moves.flatMap((move) => move.actions);
  for (const [index, action] of actions.entries()) {
    const moved = movedCard(state, action);
    const result = applyKlondike(state, action);
    if (!result.ok) return { steps, refused: { index, code: result.error.code } };
    state = result.state;
    steps.push({ view: klondikeView(state), action, moved });
  }
  return { steps, refused: null };
}
