/**
 * What the fair page recomputes from a finished game's revealed seeds (rules.md, fair shuffles; decision
 * 0003), all with the engine's own functions: the players' seeds mixed again, the commitment, and the deal of
 * any hand played. Hand n is dealt from nonce + n; the first dealer comes from the first hand's stream and
 * the deal then passes clockwise, one seat a hand.
 */
import {
  type Card,
  dealFirstHand,
  dealHands,
  type FairSeed,
  mixClientSeeds,
  nextSeat,
  type Seat,
  SHUFFLE_VERSIONS,
  verifyCommitment,
} from '@cardroom/engine';
import type { FairParams } from './links.js';

export function seedOf(params: FairParams): FairSeed {
  return {
    serverSeed: params.serverSeed,
    clientSeed: params.clientSeed,
    nonce: params.nonce,
    version: params.version,
  };
}

export function knownVersion(version: number): boolean {
  return (SHUFFLE_VERSIONS as readonly number[]).includes(version);
}

/** Whether the players' seeds mix into the table's seed; null when the link carries none (older games). */
export function mixMatches(params: FairParams): boolean | null {
  if (params.clientSeeds.length === 0) return null;
  try {
    return mixClientSeeds(params.clientSeeds) === params.clientSeed;
  } catch {
    // A seed outside the pattern cannot have been mixed by the server.
    return false;
  }
}

/** Whether SHA-256(serverSeed) is the commitment shown before the game; null when the link has none. */
export function commitmentMatches(params: FairParams): boolean | null {
  return params.commitment ? verifyCommitment(params.serverSeed, params.commitment) : null;
}

/** Hand `hand`'s (0-based) dealer and the four hands as dealt. */
export function dealOfHand(seed: FairSeed, hand: number): { dealer: Seat; hands: Card[][] } {
  const first = dealFirstHand(seed);
  if (hand === 0) return first;
  let dealer = first.dealer;
  for (let step = 0; step < hand; step++) dealer = nextSeat(dealer);
  return { dealer, hands: dealHands(seed, hand, dealer) };
}
