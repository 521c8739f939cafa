import type { Card, SuitCode } from '../../cards.js';
import { beats, nextSeat, partnerOf, playSuit, winningPlayIndex } from '../rules.js';
import type { Play, Seat } from '../types.js';
import { QUEEN_OF_HEARTS, TRUMP } from './deck.js';
import { isVoid, unseenAbove, unseenBelow } from './memory.js';
import { chanceHoldsAny, holdChance } from './odds.js';
import {
  keepQueenOffOurSide,
  leftWithOnlyHeartsToLead,
  queenDump,
  queenNearlyBare,
  queenOutElsewhere,
  ruffRatherThanShedGuard,
  ruffToLeadSpadesLater,
  takeLeadFromHeartsLeader,
} from './queen.js';
import { contractCritical, type Situation, trickValue } from './situation.js';
import { cheapest, chooseLowCard } from './values.js';

/** A card that wins the trick now is treated as safe from this chance of holding on. */
const SURE = 0.85;

interface FollowContext {
  sit: Situation;
  led: SuitCode;
  best: Play;
  /** Seats still to play after this one, in order. */
  later: Seat[];
  laterOpponents: Seat[];
  /** Legal cards that would take the lead of the trick now. */
  beaters: Card[];
  /** Legal cards that would not. */
  losers: Card[];
}

export function chooseFollow(sit: Situation, legal: readonly Card[]): Card {
  const ctx = followContext(sit, legal);
  const queenTrick = {
    best: ctx.best,
    led: ctx.led,
    coveringPartnerNil: sit.partnerNilAlive && partnerNilNeedsCover(ctx) && partnerNilAtRisk(ctx),
  };
  const dump = queenDump(sit, legal, queenTrick);
  if (dump) return dump;
  const takeLead = takeLeadFromHeartLeads(ctx);
  const choice = leaveOpponentNilOnTop(ctx, takeLead ?? preferredFollow(ctx, legal));
  let card = keepQueenOffOurSide(sit, legal, choice, queenTrick);
  card = ruffToLeadSpadesLater(sit, legal, ruffRatherThanShedGuard(sit, legal, card, queenTrick), queenTrick);
  return takeLeadFromHeartsLeader(sit, legal, card, queenTrick, (held) =>
    hold(ctx, held, ctx.laterOpponents),
  );
}

/** A card winning the lead this likely is worth playing to keep a nearly bare queen away from heart leads. */
const LEAD_WORTH_TAKING = 0.3;

/**
 * Holding a nearly bare queen, whoever leads next may have nothing but hearts to lead, while on lead we lead
 * something else: win the trick with the card (other than the queen) most likely to hold, if likely enough.
 */
function takeLeadFromHeartLeads(ctx: FollowContext): Card | undefined {
  if (!queenNearlyBare(ctx.sit)) return undefined;
  let bestCard: Card | undefined;
  let bestHold = -1;
  for (const card of sortedCheapFirst(ctx, ctx.beaters)) {
    if (card === QUEEN_OF_HEARTS) continue;
    const chance = hold(ctx, card, ctx.later);
    if (chance > bestHold + 0.05) {
      bestCard = card;
      bestHold = chance;
    }
  }
  return bestHold >= LEAD_WORTH_TAKING ? bestCard : undefined;
}

function preferredFollow(ctx: FollowContext, legal: readonly Card[]): Card {
  const { sit } = ctx;
  if (sit.myNil) return followAsNil(ctx);
  if (sit.partnerNilAlive) {
    const cover = coverPartnerNil(ctx);
    if (cover) return cover;
  }
  if (sit.opponentNils.length > 0 && !contractCritical(sit)) {
    const squeeze = pressOpponentNil(ctx);
    if (squeeze) return squeeze;
  }
  return followNormally(ctx, legal);
}

/**
 * An opponent who bid nil and is on top of the trick is about to lose 100 (200 blind): no trick of ours is
 * worth saving them, so never overtake while a legal card stays under them, whatever the heuristics chose.
 */
function leaveOpponentNilOnTop(ctx: FollowContext, choice: Card): Card {
  const { sit, best, losers } = ctx;
  if (!sit.opponentNils.includes(best.seat) || losers.length === 0 || losers.includes(choice)) return choice;
  return chooseLowCard(sit, losers, { ourTrick: false, keepWinners: !sit.myNil && sit.need > 0 });
}

/** Our nil partner is on top of the trick or still to play, so our card may be what keeps them safe. */
function partnerNilNeedsCover(ctx: FollowContext): boolean {
  const { sit, best } = ctx;
  const partnerPlayed = sit.view.trick.some((play) => play.seat === sit.partner);
  return !partnerPlayed || best.seat === sit.partner;
}

/**
 * How likely our nil partner is to be forced over the trick as it stands: on top already, or still to play
 * holding some of the unseen cards of the led suit above the best card and none below (void in the led suit
 * it discards, unless it holds nothing but trumps).
 */
function partnerNilAtRisk(ctx: FollowContext): boolean {
  const { sit, best, led } = ctx;
  const partner = sit.partner;
  if (partner === null || best.seat === partner) return true;
  const memory = sit.memory;
  if (isVoid(memory, partner, led))
    return led === TRUMP || PLAIN.every((suit) => isVoid(memory, partner, suit));
  if (playSuit(best.card, sit.mode) !== led) return false;
  const above = chanceHoldsAny(memory, partner, unseenAbove(memory, best.card));
  const below = chanceHoldsAny(memory, partner, unseenBelow(memory, best.card));
  return above * (1 - below) >= NIL_RISK_WORTH_THE_QUEEN;
}

/** A nil set costs 100 and the queen 25: covering with the queen pays from about this chance of a set. */
const NIL_RISK_WORTH_THE_QUEEN = 0.25;
const PLAIN: readonly SuitCode[] = ['H', 'C', 'D'];

function followContext(sit: Situation, legal: readonly Card[]): FollowContext {
  const trick = sit.view.trick;
  const first = trick[0];
  const best = trick[winningPlayIndex(trick, sit.mode)];
  if (!first || !best) throw new Error('chooseFollow needs a trick in progress');
  const led = playSuit(first.card, sit.mode);
  const later: Seat[] = [];
  let seat = nextSeat(sit.seat);
  for (let count = trick.length + 1; count < 4; count++) {
    later.push(seat);
    seat = nextSeat(seat);
  }
  const beaters = legal.filter((card) => beats(card, best.card, led, sit.mode));
  return {
    sit,
    led,
    best,
    later,
    laterOpponents: later.filter((other) => sit.opponents.includes(other)),
    beaters,
    losers: legal.filter((card) => !beaters.includes(card)),
  };
}

function hold(ctx: FollowContext, card: Card, threats: readonly Seat[]): number {
  return holdChance(ctx.sit.memory, card, ctx.led, threats);
}

/** The cheapest card that very likely holds, else the one most likely to. */
function strongestCover(ctx: FollowContext, cards: readonly Card[]): Card | undefined {
  let safest: Card | undefined;
  let safestHold = -1;
  for (const card of sortedCheapFirst(ctx, cards)) {
    const chance = hold(ctx, card, ctx.laterOpponents);
    if (chance >= 0.9) return card;
    if (chance > safestHold) {
      safest = card;
      safestHold = chance;
    }
  }
  return safest;
}

function sortedCheapFirst(ctx: FollowContext, cards: readonly Card[]): Card[] {
  const rest = cards.slice();
  const sorted: Card[] = [];
  while (rest.length > 0) {
    const next = cheapest(rest, ctx.sit);
    if (next === undefined) break;
    sorted.push(next);
    rest.splice(rest.indexOf(next), 1);
  }
  return sorted;
}

function followAsNil(ctx: FollowContext): Card {
  const { sit, losers, beaters, later } = ctx;
  if (losers.length > 0) return chooseLowCard(sit, losers, { ourTrick: false, keepWinners: false });
  if (later.length === 0) return chooseLowCard(sit, beaters, { ourTrick: true, keepWinners: false });
  // Forced above the trick: pick the card the players still to come are most likely to beat.
  let softest: Card | undefined;
  let softestHold = 2;
  for (const card of sortedCheapFirst(ctx, beaters)) {
    const chance = hold(ctx, card, later);
    if (chance < softestHold) {
      softest = card;
      softestHold = chance;
    }
  }
  return softest ?? chooseLowCard(sit, beaters, { ourTrick: true, keepWinners: false });
}

function coverPartnerNil(ctx: FollowContext): Card | undefined {
  const { beaters } = ctx;
  if (!partnerNilNeedsCover(ctx)) return undefined;
  // Partner is winning (take it over) or still to play (play high so they can duck under us).
  return beaters.length > 0 ? strongestCover(ctx, beaters) : undefined;
}

function pressOpponentNil(ctx: FollowContext): Card | undefined {
  const { sit, best, losers, later } = ctx;
  const keepWinners = sit.need > 0;
  if (sit.opponentNils.includes(best.seat)) {
    // The nil bidder is on top: stay under it.
    return losers.length > 0 ? chooseLowCard(sit, losers, { ourTrick: false, keepWinners }) : undefined;
  }
  const nilToCome = sit.opponentNils.some((nil) => later.includes(nil));
  const coveredByNilPartner = sit.opponentNils.some((nil) => partnerOf(nil, sit.mode) === best.seat);
  if (!nilToCome || coveredByNilPartner) return undefined;
  // Keep the trick low so the nil bidder may have to go over it.
  if (losers.length > 0) return chooseLowCard(sit, losers, { ourTrick: false, keepWinners: true });
  return cheapest(ctx.beaters, sit);
}

function followNormally(ctx: FollowContext, legal: readonly Card[]): Card {
  const { sit, best, beaters, losers, later } = ctx;
  const value = trickValue(
    sit,
    sit.view.trick.map((play) => play.card),
  );
  // Whatever happens to this trick, cards that can win later ones are worth keeping while we need tricks.
  const keepWinners = sit.need > 0;
  if (best.seat === sit.partner) {
    const partnerHold = hold(ctx, best.card, ctx.laterOpponents);
    if (value > 0 && partnerHold < 0.6) {
      const over = sortedCheapFirst(ctx, beaters).find(
        (card) =>
          card !== QUEEN_OF_HEARTS &&
          hold(ctx, card, ctx.laterOpponents) >= Math.max(0.8, partnerHold + 0.25),
      );
      if (over) return over;
    }
    const ourTrick = partnerHold >= 0.5;
    return chooseLowCard(sit, losers.length > 0 ? losers : legal, {
      ourTrick,
      keepWinners: keepWinners || value > 0,
    });
  }
  if (value > 0) {
    const winner = chooseWinner(ctx, value);
    if (winner) return winner;
    if (losers.length > 0) return chooseLowCard(sit, losers, { ourTrick: false, keepWinners: true });
    return cheapest(beaters, sit) ?? chooseLowCard(sit, legal, { ourTrick: false, keepWinners: true });
  }
  if (losers.length > 0) return chooseLowCard(sit, losers, { ourTrick: false, keepWinners });
  if (later.length === 0) return chooseLowCard(sit, beaters, { ourTrick: true, keepWinners: false });
  // Forced above the trick while we would rather lose it: give the players to come the best chance.
  return cheapest(beaters, sit) ?? chooseLowCard(sit, legal, { ourTrick: true, keepWinners });
}

/** The cheapest card likely enough to take the trick, or undefined to play low. */
function chooseWinner(ctx: FollowContext, value: number): Card | undefined {
  const { sit, beaters, laterOpponents, later } = ctx;
  // Winning the queen of hearts before round 13 costs 25 (less its 5 of heat).
  const queenAffordable = sit.round === 13 || value > 20;
  // Winning with the card that leaves only hearts to lead makes us lead one next, and a bare queen (our
  // partner's as likely as an opponent's) falls to it: in bot-only matches most of the own-queen captures
  // left came from such forced heart leads.
  const avoidHeartLead = queenOutElsewhere(sit) && !contractCritical(sit);
  const candidates = sortedCheapFirst(ctx, beaters).filter(
    (card) =>
      (card !== QUEEN_OF_HEARTS || queenAffordable) &&
      !(avoidHeartLead && leftWithOnlyHeartsToLead(sit, card, ctx.led)),
  );
  let bestCard: Card | undefined;
  let bestHold = -1;
  for (const card of candidates) {
    const chance = hold(ctx, card, laterOpponents);
    if (chance >= SURE) return card;
    if (chance > bestHold + 0.05) {
      bestCard = card;
      bestHold = chance;
    }
  }
  if (bestCard === undefined) return undefined;
  const partnerToCome = sit.partner !== null && later.includes(sit.partner);
  let threshold = partnerToCome ? 0.7 : 0.35;
  if (sit.firestorm || value >= 20) threshold -= 0.1;
  if (sit.need >= sit.tricksLeft) threshold = 0;
  return bestHold >= threshold ? bestCard : undefined;
}
