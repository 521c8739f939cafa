import { type FairSeed, FairStream, shuffleVersionOf, shuffleWith } from '../fair.js';
import type { Tile } from './types.js';

/** The double-six set in a fixed order (0-0, 1-0, 1-1, … 6-6): the order every shuffle version starts from. */
export const DOUBLE_SIX: readonly Tile[] = Array.from({ length: 7 }, (_, high) =>
  Array.from({ length: high + 1 }, (_, low) => `${high}-${low}` as Tile),
).flat();

const TILE_SET = new Set<string>(DOUBLE_SIX);

export function isTile(value: unknown): value is Tile {
  return typeof value === 'string' && TILE_SET.has(value);
}

/** A tile's name with the higher half first, or null when `value` names no tile ('3-6' reads as '6-3'). */
export function tileName(value: unknown): Tile | null {
  if (typeof value !== 'string') return null;
  const match = /^([0-6])-([0-6])$/.exec(value);
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return `${Math.max(a, b)}-${Math.min(a, b)}` as Tile;
}

export function halves(tile: Tile): [number, number] {
  return [Number(tile[0]), Number(tile[2])];
}

export function pips(tile: Tile): number {
  const [high, low] = halves(tile);
  return high + low;
}

export function isDouble(tile: Tile): boolean {
  return tile[0] === tile[2];
}

export function handPips(hand: readonly Tile[]): number {
  return hand.reduce((sum, tile) => sum + pips(tile), 0);
}

/** 7 tiles each for two players, 5 each for three or four (rules.md). */
export function tilesPerHand(seatCount: number): number {
  return seatCount === 2 ? 7 : 5;
}

/** The seed of hand n: the game's nonce advanced by the hand number (as Spades does). */
export function dominoesHandSeed(seed: FairSeed, hand: number): FairSeed {
  return { ...seed, nonce: seed.nonce + hand };
}

/** Hand n's shuffled set: version 1 is a Fisher–Yates shuffle of DOUBLE_SIX driven by the hand's fair stream. */
export function shuffledTiles(seed: FairSeed, hand: number): Tile[] {
  switch (shuffleVersionOf(seed)) {
    case 1:
      return shuffleWith(DOUBLE_SIX, new FairStream(dominoesHandSeed(seed, hand)));
  }
}

/** Deals the shuffled set one tile at a time from seat 0; what is left is the boneyard, drawn from its front. */
export function dealTiles(tiles: readonly Tile[], seatCount: number): { hands: Tile[][]; boneyard: Tile[] } {
  const dealt = tilesPerHand(seatCount) * seatCount;
  const hands: Tile[][] = Array.from({ length: seatCount }, () => []);
  tiles.slice(0, dealt).forEach((tile, index) => {
    (hands[index % seatCount] as Tile[]).push(tile);
  });
  return { hands, boneyard: tiles.slice(dealt) };
}

export function dealDominoes(seed: FairSeed, hand: number, seatCount: number) {
  return dealTiles(shuffledTiles(seed, hand), seatCount);
}

/** Highest double first, then the other tiles heaviest first (equal pips: the higher half first). */
export function leadRank(tile: Tile): number {
  const [high, low] = halves(tile);
  return isDouble(tile) ? 1000 + high : (high + low) * 10 + high;
}

/** The first hand's leader and the tile they must play: the highest double dealt, else the heaviest tile. */
export function firstLead(hands: readonly Tile[][]): { seat: number; tile: Tile } {
  let best: { seat: number; tile: Tile } | null = null;
  hands.forEach((hand, seat) => {
    for (const tile of hand) if (!best || leadRank(tile) > leadRank(best.tile)) best = { seat, tile };
  });
  if (!best) throw new Error('no tiles dealt');
  return best;
}
