import { shuffleVersionOf } from '../fair.js';
import { bidActions, blindChoiceActions, countTricksBySeat, isBlindPending } from './game.js';
import { legalCards } from './rules.js';
import type { Seat, SpadesAction, SpadesState, SpadesView } from './types.js';

/**
 * What `seat` may see: its own hand, public play, and the server seed only once the game is over. A seat
 * offered blind nil that has not chosen yet gets no card of its hand (rules.md: blind nil is blind).
 */
export function viewFor(state: SpadesState, seat: Seat): SpadesView {
  const blindNilChoice = isBlindPending(state, seat);
  return {
    game: 'spades',
    mode: state.mode,
    settings: state.settings,
    seat,
    commitment: state.commitment,
    clientSeed: state.seed.clientSeed,
    nonce: state.seed.nonce,
    shuffleVersion: shuffleVersionOf(state.seed),
    serverSeed: state.phase === 'finished' ? state.seed.serverSeed : null,
    hand: state.hand,
    dealer: state.dealer,
    phase: state.phase,
    turn: state.turn,
    myHand: blindNilChoice ? [] : (state.hands[seat] ?? []).slice(),
    blindNilChoice,
    handCounts: state.hands.map((cards) => cards.length),
    bids: state.bids,
    spadesBroken: state.spadesBroken,
    trick: state.trick,
    tricks: state.tricks,
    lastTrick: state.lastTrick,
    tricksBySeat: countTricksBySeat(state.tricks),
    scores: state.scores,
    history: state.history,
    result: state.result,
    moves: state.moves,
  };
}

/** The seat's legal actions computed from its view alone, with the same rules as `legalActions`. */
export function legalActionsForView(view: SpadesView): SpadesAction[] {
  if (view.blindNilChoice) return blindChoiceActions(view.seat, view.turn === view.seat);
  if (view.phase === 'finished' || view.turn !== view.seat) return [];
  if (view.phase === 'bidding') return bidActions(view.seat, view.mode, false);
  return legalCards(view.myHand, view.trick, view.spadesBroken, view.mode).map((card) => ({
    type: 'play',
    seat: view.seat,
    card,
  }));
}
