import { shuffleVersionOf } from '../fair.js';
import { actionsFor } from './game.js';
import type { DominoesAction, DominoesState, DominoesView } from './types.js';

/**
 * What `seat` may see: its own tiles, the other hands' and the boneyard's sizes (never their tiles or the
 * boneyard's order), the line, the scores and finished hands, and the server seed once the game is over.
 */
export function dominoesView(state: DominoesState, seat: number): DominoesView {
  return {
    game: 'dominoes',
    mode: state.mode,
    settings: state.settings,
    seat,
    seatCount: state.seatCount,
    commitment: state.commitment,
    clientSeed: state.seed.clientSeed,
    nonce: state.seed.nonce,
    shuffleVersion: shuffleVersionOf(state.seed),
    serverSeed: state.phase === 'finished' ? state.seed.serverSeed : null,
    hand: state.hand,
    phase: state.phase,
    turn: state.turn,
    leader: state.leader,
    mustLead: state.mustLead,
    myHand: (state.hands[seat] ?? []).slice(),
    handCounts: state.hands.map((hand) => hand.length),
    boneyardCount: state.boneyard.length,
    line: state.line,
    scores: state.scores,
    history: state.history,
    result: state.result,
    moves: state.moves,
  };
}

/** The seat's legal actions from its view alone, by the same rule as `legalActions`. */
export function legalDominoesActionsForView(view: DominoesView): DominoesAction[] {
  if (view.phase === 'finished' || view.turn !== view.seat) return [];
  return actionsFor(view.seat, view.myHand, view.line, view.boneyardCount, view.mustLead);
}
