import type { Card, SuitCode } from '../../cards.js';
import { TRICKS_PER_HAND } from '../game.js';
import { beats, isTrump, playSuit, sideOf } from '../rules.js';
import type { Play } from '../types.js';
import { QUEEN_OF_HEARTS } from './deck.js';
import { isVoid, unseenAbove } from './memory.js';
import type { Situation } from './situation.js';
import { cheapest, chooseLowCard } from './values.js';

/**
 * Hearts on fire: the queen of hearts costs the side that wins it 25 before round 13. The play heuristics
 * weigh it among other things; these guards make the rule a player expects absolute: our side never takes
 * the queen, and we never lead it, while a legal card avoids it (bot-only matches measured 28% of hands
 * with the queen taken by the side that was dealt it before these guards).
 */
export function queenCosts(sit: Situation): boolean {
  return sit.mode === 'heartsonfire' && sit.round < TRICKS_PER_HAND;
}

/** Lead candidates: the queen only when nothing else may be led (it would win, or hand a partner the −25). */
export function leadCandidates(sit: Situation, legal: readonly Card[]): readonly Card[] {
  if (!queenCosts(sit) || !legal.includes(QUEEN_OF_HEARTS)) return legal;
  const others = legal.filter((card) => card !== QUEEN_OF_HEARTS);
  return others.length > 0 ? others : legal;
}

export interface QueenTrick {
  best: Play;
  led: SuitCode;
  /** Winning this trick keeps a partner's nil alive, which is worth far more than the queen's 25. */
  coveringPartnerNil: boolean;
}

/** The queen is worth taking anyway: round 13 aside, only to save a partner's nil or when every trick is needed. */
function mayTakeQueen(sit: Situation, trick: QueenTrick): boolean {
  return trick.coveringPartnerNil || (sit.need > 0 && sit.need >= sit.tricksLeft);
}

/**
 * Our partner plays after us and the trick is won by a plain (non-trump) card that unseen cards of its suit
 * can still beat: a partner holding only such cards has to overtake.
 */
function partnerMayBeForcedOver(sit: Situation, best: Play, led: SuitCode): boolean {
  const partner = sit.partner;
  if (partner === null || sit.view.trick.some((play) => play.seat === partner)) return false;
  if (isTrump(best.card, sit.mode) || playSuit(best.card, sit.mode) !== led) return false;
  return unseenAbove(sit.memory, best.card) > 0 && !isVoid(sit.memory, partner, led);
}

/** A nil bidder sheds its dangerous cards; anyone else keeps winners while the contract needs tricks. */
function wantsTricks(sit: Situation): boolean {
  return !sit.myNil && sit.need > 0;
}

/**
 * Replaces `choice` when it would put the queen on our side's trick (ours winning it now, or our card the
 * one that takes it) while a legal card avoids that. Cards after ours may still change the trick, so this
 * judges the trick as it stands once our card is down.
 */
export function keepQueenOffOurSide(
  sit: Situation,
  legal: readonly Card[],
  choice: Card,
  trick: QueenTrick,
): Card {
  if (!queenCosts(sit)) return choice;
  const { best, led } = trick;
  const mySide = sideOf(sit.seat, sit.mode);
  const ourSideWinning = sideOf(best.seat, sit.mode) === mySide;
  const wins = beats(choice, best.card, led, sit.mode);
  const others = legal.filter((card) => card !== QUEEN_OF_HEARTS);
  const losers = others.filter((card) => !beats(card, best.card, led, sit.mode));
  const otherBeaters = others.filter((card) => beats(card, best.card, led, sit.mode));
  if (mayTakeQueen(sit, trick)) {
    // Worth winning, but a higher heart wins it as well without the queen's −25.
    return choice === QUEEN_OF_HEARTS && wins ? (cheapest(otherBeaters, sit) ?? choice) : choice;
  }

  if (choice === QUEEN_OF_HEARTS) {
    if (!wins && !ourSideWinning) {
      // Dropped on the opponents' trick, where it belongs, unless our partner, still to play, may have
      // nothing but cards above theirs and be forced to take it.
      if (losers.length === 0 || !partnerMayBeForcedOver(sit, best, led)) return choice;
      return chooseLowCard(sit, losers, { ourTrick: false, keepWinners: wantsTricks(sit) });
    }
    if (wins) {
      // We meant to win this trick: win it with another card (a higher heart, a trump) if we can.
      if (otherBeaters.length > 0) return cheapest(otherBeaters, sit) ?? choice;
      if (losers.length > 0)
        return chooseLowCard(sit, losers, { ourTrick: false, keepWinners: wantsTricks(sit) });
      return choice;
    }
    // Our partner is on top: give them something else, even overtaking them with a card of our own.
    if (losers.length > 0)
      return chooseLowCard(sit, losers, { ourTrick: true, keepWinners: wantsTricks(sit) });
    return cheapest(otherBeaters, sit) ?? choice;
  }

  const queenInTrick = sit.view.trick.some((play) => play.card === QUEEN_OF_HEARTS);
  if (queenInTrick && wins && losers.length > 0) {
    // Someone dropped the queen here: let whoever is on top keep it, partner or not (an opponent may still
    // take it from our partner).
    return chooseLowCard(sit, losers, { ourTrick: ourSideWinning, keepWinners: wantsTricks(sit) });
  }
  return choice;
}
