import { type Card, SUITS } from '../../cards.js';
import type { SpadesMode } from '../types.js';
import { groupBySuit, suitDecks, TRUMP } from './deck.js';

export interface HandEstimate {
  /** Expected tricks the hand takes on its own. */
  tricks: number;
  /** Tricks that are very nearly certain: masters that are unlikely to be ruffed. */
  sure: number;
  /** How likely a nil bid is to fail: 0 is a perfect nil hand; about 2.5 is the most a covered nil takes. */
  nilDanger: number;
  trumps: number;
}

/** Classic's A♠ K♠ Q♠ J♠: trumps a nil bidder can rarely duck. */
const HIGH_TRUMPS_IN_CLASSIC = 4;

/**
 * Trumps no nil should be bid with: A♠ and K♠, and in deuceshigh the four deuces above them. Whoever holds
 * them is very likely to be forced to win a trick with one.
 */
export function holdsNilBreakingTrump(hand: readonly Card[], mode: SpadesMode): boolean {
  const trumpDeck = suitDecks(mode)[TRUMP];
  const top = trumpDeck.slice(0, 2 + trumpDeck.length - 13);
  return hand.some((card) => top.includes(card));
}

/** Chance a side-suit winner is not ruffed by the round it is played in. */
function survivesRound(round: number, othersHeld: number): number {
  const perOpponent = othersHeld / 3;
  if (perOpponent >= round) return round === 1 ? 0.95 : 0.85;
  if (perOpponent >= round - 1) return 0.55;
  return 0.2;
}

/** Bidding strength from the hand alone: sure tricks, trump length and ruffing chances. */
export function estimateHand(hand: readonly Card[], mode: SpadesMode): HandEstimate {
  const decks = suitDecks(mode);
  const groups = groupBySuit(hand, mode);
  let tricks = 0;
  let sure = 0;
  let nilDanger = 0;
  let ruffChances = 0;
  // Calibrated on bot self-play: side-suit winners are ruffed or overtaken more often than the
  // simple count says, more so with deuceshigh's 16 trumps, and ruffs materialise about half the time.
  const sideSuitWeight = mode === 'deuceshigh' ? 0.8 : 0.85;

  for (const suit of SUITS) {
    if (suit === TRUMP) continue;
    const cards = groups[suit];
    const deck = decks[suit];
    const length = cards.length;
    if (length === 0) ruffChances += 2;
    else if (length === 1) ruffChances += 1;
    else if (length === 2) ruffChances += 0.4;
    cards.forEach((card, mine) => {
      const higherOut = deck.indexOf(card) - mine;
      const lowerMine = length - mine - 1;
      let value = 0;
      if (higherOut === 0) value = 1;
      else if (higherOut === 1) value = lowerMine >= 1 ? 0.55 : 0.15;
      else if (higherOut === 2) value = lowerMine >= 2 ? 0.25 : 0;
      value *= survivesRound(mine + 1 + higherOut, deck.length - length);
      if (value >= 0.85) sure += 1;
      tricks += value * sideSuitWeight;
      nilDanger += sideNilDanger(higherOut, lowerMine);
    });
    // In a long suit we end up the last holder, and our low cards start winning.
    if (length > 5) nilDanger += 0.3 * (length - 5);
  }

  const trumps = groups[TRUMP];
  const trumpDeck = decks[TRUMP];
  const extraTrumps = trumpDeck.length > 13 ? 1 : 0;
  let spareTrumps = 0;
  let trumpTricks = 0;
  // Each outside trump above our k-th best can beat at most one of our top k, so that many are safe.
  let trumpFloor = 0;
  trumps.forEach((card, mine) => {
    const higherOut = trumpDeck.indexOf(card) - mine;
    trumpFloor = Math.max(trumpFloor, mine + 1 - higherOut);
    const guarded = trumps.length - mine - 1 >= higherOut;
    let honour = 0.1;
    if (higherOut === 0) honour = 1;
    else if (guarded) honour = higherOut === 1 ? 0.8 : higherOut === 2 ? 0.6 : higherOut === 3 ? 0.4 : 0.15;
    else if (higherOut === 1) honour = 0.3;
    // Once the others run out of trumps, our long trumps win anyway (later with deuceshigh's 16 trumps).
    const lengthRank = mine - extraTrumps;
    const length = lengthRank >= 4 ? 0.85 : lengthRank === 3 ? 0.45 : 0;
    const value = Math.max(honour, length);
    trumpTricks += value;
    if (value >= 0.95) sure += 1;
    if (value < 0.5) spareTrumps += 1;
    const position = trumpDeck.indexOf(card);
    const lowerInDeck = trumpDeck.length - 1 - position;
    // The top trumps nearly always win a trick; lower ones can usually be ducked. Counted from the top of
    // this mode's trump suit: deuceshigh's four deuces sit above A♠, so there A♠, K♠ and Q♠ are its
    // 5th to 7th trumps and as hard to duck as classic's K♠, Q♠ and J♠.
    if (position < HIGH_TRUMPS_IN_CLASSIC + trumpDeck.length - 13) nilDanger += 3;
    else nilDanger += lowerInDeck >= 6 ? 0.6 : lowerInDeck >= 3 ? 0.25 : 0.1;
  });
  tricks += Math.max(trumpTricks, trumpFloor);
  if (trumps.length >= 4) nilDanger += 3;
  else if (trumps.length === 3) nilDanger += 0.6;
  tricks += Math.min(spareTrumps, ruffChances, 2.5) * 0.35;
  // Low cards still pick up about half a trick a hand on average.
  tricks += 0.5;
  return { tricks, sure, nilDanger, trumps: trumps.length };
}

/** Nil risk of one side-suit card from how many higher cards are out and how many low cards guard it. */
function sideNilDanger(higherOut: number, lowerMine: number): number {
  // lowerMine counts our cards below this one in the suit: each lets us duck one more round.
  const guards = lowerMine;
  if (higherOut === 0) return guards >= 3 ? 0.8 : 1.5;
  if (higherOut === 1) return guards >= 2 ? 0.45 : guards === 1 ? 0.7 : 0.9;
  if (higherOut === 2) return guards >= 1 ? 0.2 : 0.5;
  if (higherOut === 3) return guards >= 1 ? 0.08 : 0.25;
  return 0;
}
