/**
 * A Spades replay's log read as the fair page shows it: per hand, each seat's bid and the tricks in order
 * with their winner. The log holds only actions, so hands are cut where the engine cuts them (after the last
 * trick of a hand) and a trick's winner comes from the engine's own `winningPlayIndex`, never from rules
 * written again here.
 */
import { type Bid, type Play, type Seat, TRICKS_PER_HAND, winningPlayIndex } from '@cardroom/engine';
import type { SpadesReplay } from '@cardroom/protocol';

export interface ReplayTrick {
  plays: Play[];
  winner: Seat;
}

export interface ReplayHand {
  /** By seat; null for a seat the log has no bid of (a hand cut short). */
  bids: (Bid | null)[];
  tricks: ReplayTrick[];
}

/** The hands of a replay in the order they were dealt (hand n here is the fair page's hand n). */
export function replayHands(replay: SpadesReplay): ReplayHand[] {
  const seatCount = replay.seats.length;
  const hands: ReplayHand[] = [];
  let hand: ReplayHand | null = null;
  let trick: Play[] = [];
  for (const action of replay.moves.flatMap((move) => move.actions)) {
    // "See cards" changes neither a bid nor a trick.
    if (action.type === 'see') continue;
    if (!hand) {
      hand = { bids: Array.from({ length: seatCount }, () => null), tricks: [] };
      hands.push(hand);
    }
    if (action.type === 'bid') {
      hand.bids[action.seat] = {
        value: action.bid,
        blind: action.blind ?? false,
        firestorm: action.firestorm ?? false,
        auto: action.auto ?? false,
      };
      continue;
    }
    trick.push({ seat: action.seat, card: action.card });
    if (trick.length < seatCount) continue;
    const winner = trick[winningPlayIndex(trick, replay.game_mode)] as Play;
    hand.tricks.push({ plays: trick, winner: winner.seat });
    trick = [];
    if (hand.tricks.length === TRICKS_PER_HAND) hand = null;
  }
  return hands;
}
