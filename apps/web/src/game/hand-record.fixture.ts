/** Bids and scored sides of a hand for the score table's tests; override what a test is about. */
import type { Bid, SideHandScore } from '@cardroom/engine';

export const bid = (value: number, extra: Partial<Bid> = {}): Bid => ({
  value,
  blind: false,
  firestorm: false,
  auto: false,
  ...extra,
});

export function side(partial: Partial<SideHandScore>): SideHandScore {
  return {
    score: 0,
    bags: 0,
    points: 0,
    bagPenalty: 0,
    bidMet: true,
    contract: 0,
    tricks: 0,
    bagsThisHand: 0,
    nilPoints: 0,
    heatPoints: 0,
    queenPoints: 0,
    firestormPoints: 0,
    scorchPoints: 0,
    ...partial,
  };
}
