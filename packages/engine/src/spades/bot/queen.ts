import { type Card, type SuitCode, suitOf } from '../../cards.js';
import { TRICKS_PER_HAND } from '../game.js';
import { beats, cardStrength, isTrump, playSuit, sideOf } from '../rules.js';
import type { Play, Seat } from '../types.js';
import { QUEEN_OF_HEARTS, TRUMP } from './deck.js';
import { isVoid, unseenAbove } from './memory.js';
import { chanceHoldsAny } from './odds.js';
import { contractCritical, type Situation } from './situation.js';
import { cheapest, chooseLowCard } from './values.js';

/**
 * Hearts on fire: the queen of hearts costs the side that wins it 25 before round 13. The play heuristics
 * weigh it among other things; these guards make the rule a player expects absolute: our side never takes
 * the queen, and we never lead it, while a legal card avoids it. Most captures left after that were forced
 * (a bare queen on a heart lead), so the holder also avoids heart rounds, makes a void and drops the queen
 * on the opponents' first safe trick. Bot-only matches (bench, 500 matches): the side dealt the queen took
 * it in 28% of hands before any guard, 10.4% with the guards alone, 2.7% with the rest.
 *
 * What was left: nearly every capture is a bare queen forced onto a heart led by a hand holding nothing
 * else (or only hearts and unbroken spades), late in the hand, and the other three duck under the queen.
 * So the holder keeps every other heart, A♥/K♥ included, leads no heart at all, and with fewer than two
 * other hearts wins tricks to keep the lead; hands without the queen shed their low hearts while it is
 * out; a partner's trick that already wins gets no queen. Own queen taken per hand, 10,000 bot-only
 * matches (bot-quality.ts, label "big"): 3.44% (1,381 of 40,144 hands) before, 2.00% (804 of 40,242)
 * after; the bench's 500 matches: 2.69% (54 of 2,007) before, 1.37% (28 of 2,037) after. The new bot
 * against the old, 12,000 matches with seats swapped: 6,082 wins to 5,918, points per hand level
 * (+0.04 ± 0.55). Tried and dropped: dropping the queen in front of a partner who may still win the trick
 * (more captures: partners left with only higher cards or only trumps take it), discarding to make voids,
 * winning tricks to keep the lead with two or more other hearts (fewer captures, but it lost about 2
 * points a hand to the old bot), ducking heart tricks while the queen is out.
 *
 * Next round: nearly every capture left came from a heart led by a hand with nothing else to lead. So a
 * hand does not win a trick with the card that leaves it only hearts to lead while the queen is out; the
 * holder ruffs rather than shed a guard (its partner's trick only when its trumps are not all needed for
 * the contract: ruffing there whatever the contract cost 0.1% of contracts made); a nil partner still to
 * play is covered with the queen only when it is likely (25%) to be forced over. 30,000 bot-only matches
 * (label "huge"): 2.00% (2,412 of 120,891 hands) before, 1.62% (1,961 of 120,835) after; contracts made
 * 92.29% and 92.30%, bags per side-hand 1.484 both; the new bot against the old, 10,000 matches with
 * seats swapped: 10,002 wins to 9,998, −0.26 ± 0.98 points a hand. Of the 1,961 captures left, 1,713
 * were forced in the trick (the queen the holder's only legal card, its last heart, on a heart led by a
 * hand whose legal cards were all hearts; nobody on our side could stay under), 1,460 of those in the 15%
 * of hands dealt the queen singleton or doubleton (a singleton queen is still taken in 27% of such hands);
 * the other 248 were chosen: covering a nil partner (99), our partner forced over the queen dropped on the
 * opponents' trick (102), round 12 (43: −25 rather than +50 to whoever wins round 13). Below 1% would take
 * fewer forced heart leads, not better choices in the trick. Tried and dropped: ruffing instead of any
 * discard to break spades (fewer captures, about 3 points a hand lost to the old bot), dropping a nearly
 * bare queen in front of a partner unlikely (< 15%) to be forced over, leading from three-card side suits
 * to make a void, counting a hand left with one other card to lead as stuck (more captures).
 *
 * Where the rest come from (10,000 bot-only matches, label "big": 649 of 40,207 hands, 1.61%): 567 forced in
 * the trick as above (1.41% of hands), and in 550 (1.37%) the holder never once had the queen legal with
 * another card while an opponent was on top and the queen would stay under (98 more had such a moment only
 * with our partner still to play, where dropping it takes more queens than it saves). A singleton queen
 * (2.6% of hands) is still taken in 27% of them, 0.69% of all hands; a doubleton (12.6%) in 4.6%, 0.57%.
 * With every hand known, one other card of the holder's side would have avoided 193 of 202 captures (3,000
 * matches), but no one kind of card: these tries each left the rate at 1.58–1.65% over the same 10,000
 * matches: ruffing under an opponent's card to break spades while the queen is to fall (30% of the forced
 * heart leads come from a hand holding unbroken spades), leading the likeliest winner with a nearly bare
 * queen, a lower bar (0.15, 0.05) for taking the lead, not cashing the last card but hearts, leading low a
 * suit our partner is void in, no heart lead from the queen with a nil in play. What is left turns on cards
 * the holder cannot see: the bench's "of which by choice" (0.20%) is the part better play in the trick reaches.
 *
 * Round of issue 11 (same labels). What the heart leads that catch the queen come from: 94% are led by a hand
 * with nothing else to lead, 43% of all captures by one of the holder's opponents holding only hearts (72% of
 * those hold A♥ or K♥ and lead low, correctly: a low heart lets a bare queen take itself), 26% by the holder's
 * partner, 25% by a hand holding hearts and unbroken spades (the holder's forced lead of the queen itself
 * included). Three more rules for the holder: it ruffs rather than discard its last card that is neither a
 * heart nor a spade while spades are unbroken (ruffToLeadSpadesLater); it takes the trick from a seat likely
 * (≥ 50%) to hold only hearts to lead (takeLeadFromHeartsLeader); it keeps the queen in front of a partner
 * likely (≥ 25%) to hold only spades, who would ruff over it (nearly all of the 7% "dropped, then taken by
 * our partner" were that). 30,000 matches ("huge"): 1.62% (1,961 of 120,835) before, 1.60% (1,929 of
 * 120,821) after, inside the ±0.07 of either; contracts made 92.30% both; against the old bot level (19,990
 * wins to 20,010 over two runs of 10,000 matches, seats swapped, −0.03 ± 0.6 points a hand). The same two rules applied to every hand while the queen is out (not only its holder) took the rate
 * to 1.50%, but cost about 0.65 points a hand against the old bot (two runs of 10,000 matches, seats
 * swapped): for a hand without the queen a heart lead is, on the whole, good (two of the three other hands
 * are opponents), so keeping out of it is a cost; ruffing instead of any discard while spades are unbroken
 * cost 2.5 points a hand; shedding A♥/K♥ while the queen is out raised the rate (an unguarded A♥/K♥ in
 * another hand is what takes a queen forced onto a heart lead); leading low hearts early from long holdings
 * nearly doubled it (2.82%). Below 1% would take the opponents' bots leading fewer hearts when stuck, which
 * they cannot avoid, or the holder's side seeing cards it cannot see.
 */
export function queenCosts(sit: Situation): boolean {
  return sit.mode === 'heartsonfire' && sit.round < TRICKS_PER_HAND;
}

const HEARTS_ABOVE_QUEEN: readonly Card[] = ['AH', 'KH'];

/** A♥ or K♥ is still in another hand: the queen can still fall under it (to whoever plays it). */
function higherHeartOut(sit: Situation): boolean {
  return sit.memory.unseen.H.some((card) => HEARTS_ABOVE_QUEEN.includes(card));
}

/** The queen is in another hand: neither played yet nor ours. */
function queenOut(sit: Situation): boolean {
  return sit.memory.unseen.H.includes(QUEEN_OF_HEARTS);
}

/** Hearts on fire before round 13, the queen unplayed in another hand. */
export function queenOutElsewhere(sit: Situation): boolean {
  return queenCosts(sit) && queenOut(sit);
}

/**
 * Holding the queen with fewer than two other hearts while other hands still hold hearts: the second heart
 * lead by another seat forces the queen out, and the others duck under it, so our side takes it. Winning the
 * trick instead (over our partner too: a partner left with only hearts must lead one) keeps that lead ours.
 */
export function queenNearlyBare(sit: Situation): boolean {
  if (!queenCosts(sit) || sit.myNil || sit.partnerNilAlive) return false;
  const hand = sit.view.myHand;
  if (!hand.includes(QUEEN_OF_HEARTS)) return false;
  const guards = hand.filter((card) => isHeart(card) && card !== QUEEN_OF_HEARTS).length;
  return guards < 2 && sit.memory.unseen.H.length > 0;
}

/**
 * After playing `card` to a trick led in `led`, our hand would hold no card but hearts to lead next: the rest
 * are hearts, or spades while spades stay unbroken.
 */
export function leftWithOnlyHeartsToLead(sit: Situation, card: Card, led: SuitCode): boolean {
  const broken = sit.view.spadesBroken || (led !== TRUMP && isTrump(card, sit.mode));
  return sit.view.myHand.every(
    (held) => held === card || isHeart(held) || (!broken && isTrump(held, sit.mode)),
  );
}

/**
 * Lead candidates while the queen costs 25:
 * - never the queen itself while another card may be led (it would win, or hand a partner the −25);
 * - holding the queen, no heart: a heart lead spends a guard and draws a heart round that leaves the queen
 *   bare for the next one, even once A♥ and K♥ are gone (the others duck under the queen, it wins); with a
 *   nil in play, only while A♥ or K♥ is out (a master K♥ is the safe cover of a nil partner);
 * - the queen in another hand, no heart either: the hand left with a bare queen (our partner as likely as
 *   either opponent) must drop it, and a heart trick won by our side costs us the 25 whoever dropped it.
 */
export function leadCandidates(sit: Situation, legal: readonly Card[]): readonly Card[] {
  if (!queenCosts(sit)) return legal;
  let candidates: readonly Card[] = legal.filter((card) => card !== QUEEN_OF_HEARTS);
  if (candidates.length === 0) return legal;
  const nilInPlay = sit.myNil || sit.partnerNilAlive;
  if (legal.includes(QUEEN_OF_HEARTS) && (!nilInPlay || higherHeartOut(sit))) {
    candidates = avoid(candidates, isHeart);
    // A nil to play or to cover decides the lead on other grounds.
    if (!nilInPlay) candidates = shortestSideSuit(sit, candidates) ?? candidates;
  } else if (queenOut(sit)) {
    // With nothing but hearts to lead, a low one: a bare queen falling under A♥/K♥ would be ours to take.
    candidates = avoid(avoid(candidates, isHeart), (card) => HEARTS_ABOVE_QUEEN.includes(card));
  }
  return candidates;
}

/**
 * Holding the queen, a void is the safe way to be rid of it (dropped on an opponents' trick), so we lead
 * from a clubs or diamonds holding of one or two cards to empty it.
 */
function shortestSideSuit(sit: Situation, candidates: readonly Card[]): readonly Card[] | undefined {
  let shortest: Card[] | undefined;
  for (const suit of ['C', 'D'] as const) {
    const held = sit.view.myHand.filter((card) => playSuit(card, sit.mode) === suit);
    if (held.length === 0 || held.length > 2) continue;
    if (!held.every((card) => candidates.includes(card))) continue;
    if (!shortest || held.length < shortest.length) shortest = held;
  }
  return shortest;
}

function isHeart(card: Card): boolean {
  return suitOf(card) === 'H';
}

/** `cards` without those matching `unwanted`, unless that leaves nothing. */
function avoid(cards: readonly Card[], unwanted: (card: Card) => boolean): readonly Card[] {
  const kept = cards.filter((card) => !unwanted(card));
  return kept.length > 0 ? kept : cards;
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
 * Our partner plays after us and may have to overtake the trick: it is won by a card of the led suit (a
 * trump lead included) that unseen cards of that suit can still beat, and a partner holding only such cards
 * has to go over; or the partner has shown it holds nothing but trumps, so it must ruff a plain lead.
 */
function partnerMayBeForcedOver(sit: Situation, best: Play, led: SuitCode): boolean {
  const partner = sit.partner;
  if (partner === null || sit.view.trick.some((play) => play.seat === partner)) return false;
  if (!isVoid(sit.memory, partner, led)) {
    if (playSuit(best.card, sit.mode) === led && unseenAbove(sit.memory, best.card) > 0) return true;
    // Not known void in the suit, but maybe holding nothing but trumps all the same.
    return led !== TRUMP && !isTrump(best.card, sit.mode) && likelyOnlyTrumps(sit, partner);
  }
  const onlyTrumps =
    PLAIN_SUITS.every((suit) => isVoid(sit.memory, partner, suit)) || likelyOnlyTrumps(sit, partner);
  const trumpsAbove = isTrump(best.card, sit.mode)
    ? unseenAbove(sit.memory, best.card)
    : sit.memory.unseen[TRUMP].length;
  return onlyTrumps && trumpsAbove > 0;
}

const PLAIN_SUITS: readonly SuitCode[] = ['H', 'C', 'D'];

/**
 * A partner void in the led suit and holding nothing but trumps must ruff, over a queen dropped on the
 * opponents' card. Late in a hand that is often the case before the partner has shown every void: nearly all
 * the queens dropped and then taken by our partner (7% of the captures left) fell in front of a partner left
 * with only spades. From this chance of it on (drawing the partner's hand from the unseen cards it may hold),
 * the queen waits.
 */
const PARTNER_ONLY_TRUMPS = 0.25;

function likelyOnlyTrumps(sit: Situation, partner: Seat): boolean {
  if (isVoid(sit.memory, partner, TRUMP) || sit.memory.unseen[TRUMP].length === 0) return false;
  let plain = 0;
  for (const suit of PLAIN_SUITS)
    if (!isVoid(sit.memory, partner, suit)) plain += sit.memory.unseen[suit].length;
  return 1 - chanceHoldsAny(sit.memory, partner, plain) >= PARTNER_ONLY_TRUMPS;
}

/** A nil bidder sheds its dangerous cards; anyone else keeps winners while the contract needs tricks. */
function wantsTricks(sit: Situation): boolean {
  return !sit.myNil && sit.need > 0;
}

/**
 * The moment to get rid of the queen: an opponent is on top of the trick and we can drop the queen under
 * them, either as a discard (void in the led suit) or under their A♥/K♥ on a heart lead, with our partner
 * already played or unable to be forced over them. Every later heart round could otherwise catch it bare.
 */
export function queenDump(sit: Situation, legal: readonly Card[], trick: QueenTrick): Card | undefined {
  if (!queenCosts(sit) || !legal.includes(QUEEN_OF_HEARTS) || mayTakeQueen(sit, trick)) return undefined;
  const { best, led } = trick;
  if (sideOf(best.seat, sit.mode) === sideOf(sit.seat, sit.mode)) return undefined;
  if (beats(QUEEN_OF_HEARTS, best.card, led, sit.mode)) return undefined;
  if (partnerMayBeForcedOver(sit, best, led)) return undefined;
  // Last to play with a card that takes a trick our contract can hardly do without: that trick is sure.
  const lastToPlay = sit.view.trick.length === 3;
  const canWin = legal.some((card) => beats(card, best.card, led, sit.mode));
  if (lastToPlay && contractCritical(sit) && canWin) return undefined;
  return QUEEN_OF_HEARTS;
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
  if (choice === QUEEN_OF_HEARTS && !wins && !ourSideWinning) {
    // Dropped on the opponents' trick, where it belongs, unless our partner, still to play, may have
    // nothing but cards above theirs and be forced to take it (a nil partner included).
    if (losers.length === 0 || !partnerMayBeForcedOver(sit, best, led)) return choice;
    return chooseLowCard(sit, losers, { ourTrick: false, keepWinners: wantsTricks(sit) });
  }
  if (mayTakeQueen(sit, trick)) {
    // Our partner already wins it: the trick needs no queen from us.
    if (choice === QUEEN_OF_HEARTS && !wins && ourSideWinning && losers.length > 0)
      return chooseLowCard(sit, losers, { ourTrick: true, keepWinners: wantsTricks(sit) });
    // Worth winning, but a higher heart wins it as well without the queen's −25.
    return choice === QUEEN_OF_HEARTS && wins ? (cheapest(otherBeaters, sit) ?? choice) : choice;
  }

  if (choice === QUEEN_OF_HEARTS) {
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

/**
 * Holding the queen, void in the plain suit led: a heart shed there is a guard gone for good, and a hand left
 * with the queen and spades while spades are unbroken has to lead the queen. The cheapest trump keeps the
 * guard and breaks spades (an opponent nil on top aside: it is not overtaken).
 */
export function ruffRatherThanShedGuard(
  sit: Situation,
  legal: readonly Card[],
  choice: Card,
  trick: QueenTrick,
): Card {
  if (!queenCosts(sit) || sit.myNil || sit.partnerNilAlive || !sit.view.myHand.includes(QUEEN_OF_HEARTS))
    return choice;
  if (trick.led === 'H' || trick.led === TRUMP || !isHeart(choice) || choice === QUEEN_OF_HEARTS)
    return choice;
  if (sit.opponentNils.includes(trick.best.seat)) return choice;
  const trumps = legal.filter((card) => isTrump(card, sit.mode));
  // A trump spent on our partner's trick is a trick less for a contract that may need every one of them
  // (ruffing there whatever the contract cost 0.1% of contracts made in bot-only matches).
  if (sit.need >= trumps.length && sideOf(trick.best.seat, sit.mode) === sideOf(sit.seat, sit.mode))
    return choice;
  return cheapest(trumps, sit) ?? choice;
}

/**
 * A discard that leaves us only hearts and spades while spades are unbroken makes our next lead a heart, and a
 * bare queen falls to it (a quarter of the captures left came from such leads, the queen holder's forced
 * lead of the queen itself included). Ruffing with the cheapest trump instead breaks spades, so that hand
 * can lead a spade. Only for the holder (for other hands it cost points), and never over an opponent nil
 * bidder or, with trumps the contract may need, on our partner's trick.
 */
export function ruffToLeadSpadesLater(
  sit: Situation,
  legal: readonly Card[],
  choice: Card,
  trick: QueenTrick,
): Card {
  if (!queenCosts(sit) || sit.myNil || sit.partnerNilAlive || sit.view.spadesBroken) return choice;
  if (trick.led === 'H' || trick.led === TRUMP || isTrump(choice, sit.mode) || choice === QUEEN_OF_HEARTS)
    return choice;
  if (!sit.view.myHand.includes(QUEEN_OF_HEARTS)) return choice;
  if (sit.opponentNils.includes(trick.best.seat)) return choice;
  const trumps = legal.filter((card) => isTrump(card, sit.mode));
  const rest = sit.view.myHand.filter((card) => card !== choice);
  if (trumps.length === 0 || !rest.some(isHeart)) return choice;
  if (!rest.every((card) => isHeart(card) || isTrump(card, sit.mode))) return choice;
  // As above: not a trump our contract may need spent on our partner's trick.
  if (sit.need >= trumps.length && sideOf(trick.best.seat, sit.mode) === sideOf(sit.seat, sit.mode))
    return choice;
  return cheapest(trumps, sit) ?? choice;
}

/** The chance from which a seat about to win the trick is taken to hold nothing but hearts to lead next. */
const HEARTS_ONLY_LEADER = 0.5;
/** A card this likely to hold the trick is worth playing to keep the lead from such a seat. */
const TAKE_FROM_HEARTS_LEADER = 0.5;

/**
 * How likely `seat` is to hold nothing it may lead but hearts: every other suit it may still hold is spent
 * or, spades, unbroken (drawing its hand from the unseen cards of the suits it has not shown void in).
 */
export function heartsOnlyLeadChance(sit: Situation, seat: Seat, spadesBroken: boolean): number {
  if (seat === sit.seat) return 0;
  const memory = sit.memory;
  if (isVoid(memory, seat, 'H') || memory.unseen.H.length === 0) return 0;
  let others = 0;
  for (const suit of ['C', 'D', TRUMP] as const) {
    if (isVoid(memory, seat, suit) || (suit === TRUMP && !spadesBroken)) continue;
    others += memory.unseen[suit].length;
  }
  return 1 - chanceHoldsAny(memory, seat, others);
}

/**
 * The seat on top of the trick (partner or opponent) is likely to have only hearts to lead next, and a heart
 * lead is what catches a bare queen (the captures left are nearly all such leads). Holding the queen, we take
 * the trick from them with a card likely to hold that does not leave us the same problem.
 */
export function takeLeadFromHeartsLeader(
  sit: Situation,
  legal: readonly Card[],
  choice: Card,
  trick: QueenTrick,
  holdChance: (card: Card) => number,
): Card {
  if (!queenCosts(sit) || sit.myNil || sit.partnerNilAlive) return choice;
  if (!sit.view.myHand.includes(QUEEN_OF_HEARTS)) return choice;
  const { best, led } = trick;
  if (sit.opponentNils.includes(best.seat) || beats(choice, best.card, led, sit.mode)) return choice;
  const ruffed = led !== TRUMP && sit.view.trick.some((play) => isTrump(play.card, sit.mode));
  if (heartsOnlyLeadChance(sit, best.seat, sit.view.spadesBroken || ruffed) < HEARTS_ONLY_LEADER)
    return choice;
  const beaters = legal
    .filter((card) => card !== QUEEN_OF_HEARTS && beats(card, best.card, led, sit.mode))
    .filter((card) => !leftWithOnlyHeartsToLead(sit, card, led))
    .sort((a, b) => cardStrength(a, sit.mode) - cardStrength(b, sit.mode));
  let pick: Card | undefined;
  let pickHold = -1;
  for (const card of beaters) {
    const chance = holdChance(card);
    if (chance > pickHold + 0.05) {
      pick = card;
      pickHold = chance;
    }
  }
  return pick !== undefined && pickHold >= TAKE_FROM_HEARTS_LEADER ? pick : choice;
}
