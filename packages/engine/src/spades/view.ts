import { bidActions, countTricksBySeat } from './game.js';
import { blindNilEligible, legalCards } from './rules.js';
import type { Seat, SpadesAction, SpadesState, SpadesView } from './types.js';

/** What `seat` may see: its own hand, public play, and the server seed only once the game is over. */
export function viewFor(state: SpadesState, seat: Seat): SpadesView {
  return {
    game: 'spades',
    mode: state.mode,
    settings: state.settings,
    seat,
    commitment: state.commitment,
    clientSeed: state.seed.clientSeed,
    nonce: state.seed.nonce,
    serverSeed: state.phase === 'finished' ? state.seed.serverSeed : null,
    hand: state.hand,
    dealer: state.dealer,
    phase: state.phase,
    turn: state.turn,
    myHand: (state.hands[seat] ?? []).slice(),
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
  if (view.phase === 'finished' || view.turn !== view.seat) return [];
  if (view.phase === 'bidding') {
    const blind = blindNilEligible(view.seat, view.scores, view.mode, view.settings.blindNilDeficit);
    return bidActions(view.seat, view.mode, blind);
  }
  return legalCards(view.myHand, view.trick, view.spadesBroken, view.mode).map((card) => ({
    type: 'play',
    seat: view.seat,
    card,
  }));
}
