/**
 * The hand score table (shown between hands and on demand): one row per side (a partnership, or each
 * player in clubhouse) for each hand of `view.history`, read from the engine's own scoring record.
 */
import {
  type Bid,
  type HandRecord,
  type Seat,
  type SpadesMode,
  seatsOfSide,
  sideCount,
} from '@cardroom/engine';

export interface ScoreRow {
  side: number;
  seats: Seat[];
  /** Each seat's bid this hand, in the order of `seats`. */
  bids: (Bid | null)[];
  /** The side's contract (its non-nil bids). */
  contract: number;
  tricks: number;
  /** Points this hand before the bag penalty. */
  points: number;
  /** Bags won this hand. */
  bags: number;
  /** 0, or the penalty taken this hand (a positive multiple of 100). */
  bagPenalty: number;
  bidMet: boolean;
  /** Cumulative total and bags after this hand. */
  total: number;
  totalBags: number;
}

export interface HandScores {
  hand: number;
  rows: ScoreRow[];
}

export function scoreRows(history: readonly HandRecord[], mode: SpadesMode): HandScores[] {
  const sides = sideCount(mode);
  return history.map((record) => ({
    hand: record.hand,
    rows: Array.from({ length: sides }, (_, side): ScoreRow => {
      const seats = seatsOfSide(side, mode);
      const score = record.sides[side];
      return {
        side,
        seats,
        bids: seats.map((seat) => record.bids[seat] ?? null),
        contract: score?.contract ?? 0,
        tricks:
          score?.tricks ?? seats.reduce<number>((sum, seat) => sum + (record.tricksBySeat[seat] ?? 0), 0),
        points: score?.points ?? 0,
        bags: score?.bagsThisHand ?? 0,
        bagPenalty: score?.bagPenalty ?? 0,
        bidMet: score?.bidMet ?? false,
        total: score?.score ?? 0,
        totalBags: score?.bags ?? 0,
      };
    }),
  }));
}

/** A bid as the table writes it: "nil", "blind nil" or the number (firestorm marked with 🔥). */
export function bidText(bid: Bid | null, words: { nil: string; blindNil: string }): string {
  if (!bid) return '–';
  if (bid.value === 0) return bid.blind ? words.blindNil : words.nil;
  return bid.firestorm ? `${bid.value}🔥` : String(bid.value);
}

/** The side with the highest total after the last hand (several on a tie), for highlighting. */
export function leadingSides(history: readonly HandRecord[]): number[] {
  const last = history[history.length - 1];
  if (!last) return [];
  const best = Math.max(...last.sides.map((side) => side.score));
  return last.sides.flatMap((side, index) => (side.score === best ? [index] : []));
}
