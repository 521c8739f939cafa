/**
 * Klondike solver: exhaustive depth-first search over positions with every card known, a transposition
 * table over a compact hash of the position, safe foundation plays made without branching, and the
 * stock and waste searched as "the cards reachable by drawing" instead of one branch per draw.
 *
 * The stock and waste are one sequence, the talon, in the order the cards come off the stock on a
 * fresh pass (waste bottom to top, then stock top to bottom), with `position` = the waste's size: drawing
 * moves the position on by the draw count (the end at most), a recycle sets it back to 0, and playing
 * the waste's top removes the card just below the position. Cards never join the talon, so its order
 * never changes; a position is (remaining cards, position, passes used).
 *
 * Draws and recycles commute with every other move, so the search only draws on the way to playing
 * the card it drew: one move "draw n, maybe recycle, draw m, play that card" per reachable card. One
 * recycle is enough: after any number of recycles the same positions recur with more passes used.
 */
import type { Card, SuitCode } from '../../cards.js';
import type { KlondikeAction, KlondikePile, TableauIndex } from '../types.js';
import { TranspositionTable, Visit } from './transposition.js';

const SUIT_LETTERS = ['S', 'H', 'C', 'D'] as const;
const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const COLUMNS = 7;
/** A column's face-up cards are one descending run, so at most 13 of them. */
const COLUMN_STRIDE = 16;
const HIDDEN_STRIDE = 52;
const EXHAUSTIVE = 127;
const MAX_DISCREPANCIES = 6;
/**
 * Positions per discrepancy phase: wins that the move ordering only just misses (ks-520, ks-167 draw 3) take 30k-75k
 * positions there and millions in the exhaustive phase; a lost deal pays at most 7 × this before its proof.
 */
const DISCREPANCY_NODES = 50_000;

/** 0..51: suit × 13 + rank − 1, suits in SUIT_LETTERS order so that suit & 1 is the colour (1 = red). */
export function cardIndex(card: string): number {
  const rank = RANK_LETTERS.indexOf(card[0] as (typeof RANK_LETTERS)[number]);
  const suit = SUIT_LETTERS.indexOf(card[1] as (typeof SUIT_LETTERS)[number]);
  if (rank < 0 || suit < 0 || card.length !== 2) throw new Error(`not a card: ${card}`);
  return suit * 13 + rank;
}

export function cardCode(index: number): Card {
  return `${RANK_LETTERS[index % 13]}${SUIT_LETTERS[Math.floor(index / 13)]}` as Card;
}

const rankOfIndex = (card: number): number => (card % 13) + 1;
const suitOfIndex = (card: number): number => (card / 13) | 0;

enum Kind {
  TableauToFoundation = 0,
  TableauToTableau = 1,
  TalonToFoundation = 2,
  TalonToTableau = 3,
  FoundationToTableau = 4,
}

interface Move {
  kind: Kind;
  /** Column (tableau moves) or suit (foundation to tableau). */
  from: number;
  /** Column; for moves to a foundation the card's suit. */
  to: number;
  count: number;
  card: number;
  priority: number;
  /** The column the next move must go to (-1: any): a move made only to make room for that one. */
  follow: number;
  /** Talon moves: the played card's place in the talon, the draws before and after a recycle. */
  talonIndex: number;
  drawsBefore: number;
  recycles: boolean;
  drawsAfter: number;
  /**
   * A tableau move splitting a run: the card it leaves bare goes home with it (the card's index, -1 none). Split
   * off and left there, it gives a position won alike with the one before (see the twin swaps in generate).
   */
  thenHome: number;
  /** Filled when made, to unmake. */
  flipped: boolean;
  previousPosition: number;
  previousPasses: number;
}

/**
 * The moves generated at one depth of the search, their objects reused from one position to the next there (the
 * path keeps the ones it made, and a depth is only generated again once the path is back above it).
 */
class MoveList {
  readonly items: Move[] = [];
  count = 0;

  add(kind: Kind, from: number, to: number, count: number, card: number, priority: number): Move {
    let move = this.items[this.count];
    if (move === undefined) {
      move = newMove(kind, from, to, count, card, priority);
      this.items.push(move);
    } else {
      move.kind = kind;
      move.from = from;
      move.to = to;
      move.count = count;
      move.card = card;
      move.priority = priority;
      move.follow = -1;
      move.talonIndex = -1;
      move.drawsBefore = 0;
      move.recycles = false;
      move.drawsAfter = 0;
      move.thenHome = -1;
      move.flipped = false;
    }
    this.count++;
    return move;
  }

  /** Highest priority first, ties in the order generated. */
  sort(): void {
    const items = this.items;
    for (let index = 1; index < this.count; index++) {
      const move = items[index] as Move;
      let at = index - 1;
      while (at >= 0 && (items[at] as Move).priority < move.priority) {
        items[at + 1] = items[at] as Move;
        at--;
      }
      items[at + 1] = move;
    }
  }
}

function newMove(kind: Kind, from: number, to: number, count: number, card: number, priority: number): Move {
  return {
    kind,
    from,
    to,
    count,
    card,
    priority,
    follow: -1,
    talonIndex: -1,
    drawsBefore: 0,
    recycles: false,
    drawsAfter: 0,
    thenHome: -1,
    flipped: false,
    previousPosition: 0,
    previousPasses: 0,
  };
}

export interface SearchPosition {
  /** Per column: face-down cards bottom to top, then face-up cards bottom to top (card indices). */
  faceDown: number[][];
  faceUp: number[][];
  talon: number[];
  talonPosition: number;
  /** Cards on each foundation, suits in SUIT_LETTERS order. */
  foundations: number[];
  passesUsed: number;
}

export interface SearchLimits {
  draw: 1 | 3;
  maxPasses: number | null;
  maxNodes: number;
  deadline: number;
}

export type SearchResult =
  | { verdict: 'winnable'; actions: KlondikeAction[]; nodes: number }
  | { verdict: 'unwinnable'; nodes: number }
  | { verdict: 'unknown'; nodes: number };

function fmix(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

export class KlondikeSearch {
  private readonly up = new Int8Array(COLUMNS * COLUMN_STRIDE);
  private readonly upLength = new Int8Array(COLUMNS);
  private readonly prefixLow = new Int32Array(COLUMNS * COLUMN_STRIDE);
  private readonly prefixHigh = new Int32Array(COLUMNS * COLUMN_STRIDE);
  /** The prefixes' shares of the key (mixLow, mixHigh), kept with them so that hashInto only adds. */
  private readonly prefixMixLow = new Int32Array(COLUMNS * COLUMN_STRIDE);
  private readonly prefixMixHigh = new Int32Array(COLUMNS * COLUMN_STRIDE);
  private talonMask = 0;
  private readonly down = new Int8Array(COLUMNS);
  private readonly hidden = new Int8Array(COLUMNS * HIDDEN_STRIDE);
  private readonly foundation = new Int8Array(4);
  private foundationTotal = 0;
  /** The talon's remaining cards in order; `talonLength` of them are in use. */
  private readonly talon = new Int8Array(32);
  private talonLength = 0;
  /** A card's place in the starting talon: the bit for it in the talon's key. */
  private readonly talonBit = new Int32Array(52);
  private talonPosition: number;
  private passes: number;
  private readonly draw: number;
  private readonly maxPasses: number | null;
  private readonly talonAlwaysReachable: boolean;
  private readonly maxNodes: number;
  private readonly deadline: number;
  private readonly table = new TranspositionTable();
  private readonly path: Move[] = [];
  nodes = 0;
  private aborted = false;

  constructor(position: SearchPosition, limits: SearchLimits) {
    for (let column = 0; column < COLUMNS; column++) {
      const faceDown = position.faceDown[column] ?? [];
      const faceUp = position.faceUp[column] ?? [];
      faceDown.forEach((card, index) => {
        this.hidden[column * HIDDEN_STRIDE + index] = card;
      });
      this.down[column] = faceDown.length;
      faceUp.forEach((card, index) => {
        this.setUp(column, index, card);
      });
      this.upLength[column] = faceUp.length;
    }
    position.foundations.forEach((count, suit) => {
      this.foundation[suit] = count;
      this.foundationTotal += count;
    });
    position.talon.forEach((card, index) => {
      this.talon[index] = card;
      this.talonBit[card] = 1 << index;
      this.talonMask |= 1 << index;
    });
    this.talonLength = position.talon.length;
    this.talonPosition = position.talonPosition;
    this.passes = position.passesUsed;
    this.draw = limits.draw;
    this.maxPasses = limits.maxPasses;
    this.talonAlwaysReachable = limits.draw === 1 && limits.maxPasses === null;
    this.maxNodes = limits.maxNodes;
    this.deadline = limits.deadline;
  }

  /**
   * Limited discrepancy search first: the move ordering's first choice everywhere, then lines that depart from
   * it once, twice…, which finds most wins in a few hundred positions where a plain depth-first search can stay
   * stuck below one early mistake. Then the exhaustive search settles the rest.
   */
  solve(): SearchResult {
    if (this.foundationTotal < 52 && this.isBlocked()) return { verdict: 'unwinnable', nodes: 0 };
    for (let discrepancies = 0; discrepancies <= MAX_DISCREPANCIES; discrepancies++) {
      this.phaseNodes = this.nodes + DISCREPANCY_NODES;
      if (this.search(discrepancies, -1, -1)) return this.won();
      if (this.nodes <= this.phaseNodes && this.aborted) return { verdict: 'unknown', nodes: this.nodes };
      this.aborted = false;
    }
    this.phaseNodes = Number.POSITIVE_INFINITY;
    this.exhaustive = true;
    if (this.search(EXHAUSTIVE, -1, -1)) return this.won();
    if (this.aborted) return { verdict: 'unknown', nodes: this.nodes };
    return { verdict: 'unwinnable', nodes: this.nodes };
  }

  /**
   * Whether some card can never come free, whatever is played: a proof of a lost game that costs no search. A
   * face-down card comes free once every card above it has left its column, a card leaves only for its
   * foundation (every lower card of its suit free first), onto a card it builds on (one of the two free first),
   * or as a king to an empty column (assumed always possible); face-up cards above a column's first face-up card
   * leave with it, and talon cards all count as free. Everything here is generous to the player, so a card it
   * cannot free stays buried in any real game too.
   */
  private isBlocked(): boolean {
    const free = new Uint8Array(52);
    for (let suit = 0; suit < 4; suit++) {
      for (let rank = 0; rank < (this.foundation[suit] as number); rank++) free[suit * 13 + rank] = 1;
    }
    for (const card of this.talon.subarray(0, this.talonLength)) free[card] = 1;
    for (let column = 0; column < COLUMNS; column++) {
      for (let index = 0; index < (this.upLength[column] as number); index++) {
        free[this.up[column * COLUMN_STRIDE + index] as number] = 1;
      }
    }
    const canLeave = (card: number): boolean => {
      const rank = rankOfIndex(card);
      if (rank === 13) return true;
      const suit = suitOfIndex(card);
      if (free[(suit ^ 1) * 13 + rank] === 1 || free[(suit ^ 3) * 13 + rank] === 1) return true;
      for (let lower = suit * 13; lower < card; lower++) if (free[lower] !== 1) return false;
      return true;
    };
    let progress = true;
    while (progress) {
      progress = false;
      for (let column = 0; column < COLUMNS; column++) {
        const down = this.down[column] as number;
        if (down === 0) continue;
        const length = this.upLength[column] as number;
        // The card that has to leave before the next face-down one comes free.
        let covering = length > 0 ? (this.up[column * COLUMN_STRIDE] as number) : -1;
        for (let index = down - 1; index >= 0; index--) {
          const card = this.hidden[column * HIDDEN_STRIDE + index] as number;
          if (free[card] !== 1) {
            if (covering >= 0 && !canLeave(covering)) break;
            free[card] = 1;
            progress = true;
          }
          covering = card;
        }
      }
    }
    return free.includes(0);
  }

  private won(): SearchResult {
    return { verdict: 'winnable', actions: this.actions(), nodes: this.nodes };
  }

  private phaseNodes = Number.POSITIVE_INFINITY;
  private exhaustive = false;

  private top(column: number): number {
    const length = this.upLength[column] as number;
    return length === 0 ? -1 : (this.up[column * COLUMN_STRIDE + length - 1] as number);
  }

  private fitsFoundation(card: number): boolean {
    return this.foundation[suitOfIndex(card)] === rankOfIndex(card) - 1;
  }

  /**
   * A card on its foundation is never worse off than in play when nothing needs it to build on: the cards
   * of the other colour one rank lower are on their foundations, or could go there, along with everything
   * that could be built on them in turn (both other-colour foundations at rank − 2 and the card's
   * same-colour partner at rank − 3). Aces and twos qualify always.
   */
  private isSafeForFoundation(card: number): boolean {
    const rank = rankOfIndex(card);
    if (rank <= 2) return true;
    const suit = suitOfIndex(card);
    const otherColour = Math.min(this.foundation[suit ^ 1] as number, this.foundation[suit ^ 3] as number);
    if (otherColour >= rank - 1) return true;
    return otherColour >= rank - 2 && (this.foundation[suit ^ 2] as number) >= rank - 3;
  }

  private canRecycle(): boolean {
    return this.maxPasses === null || this.passes < this.maxPasses;
  }

  /**
   * Puts a face-up card in place and keeps the column's running hash: prefix i hashes the column's place
   * (when it has face-down cards, whose number and place tell them apart) and its face-up cards 0..i.
   */
  private setUp(column: number, index: number, card: number): void {
    const at = column * COLUMN_STRIDE + index;
    this.up[at] = card;
    this.placed[card] = at;
    let low: number;
    let high: number;
    if (index === 0) {
      low = this.columnBaseLow(column);
      high = this.columnBaseHigh(column);
    } else {
      low = this.prefixLow[at - 1] as number;
      high = this.prefixHigh[at - 1] as number;
    }
    const prefixLow = Math.imul(low ^ (card + 1), 0x01000193);
    const prefixHigh = Math.imul(high + card + 1, 0x5bd1e995) ^ (high >>> 15);
    this.prefixLow[at] = prefixLow;
    this.prefixHigh[at] = prefixHigh;
    this.prefixMixLow[at] = fmix(prefixLow);
    this.prefixMixHigh[at] = fmix(prefixHigh ^ 0x3c6ef372);
  }

  private columnBaseLow(column: number): number {
    const down = this.down[column] as number;
    return down > 0 ? Math.imul(column + 1, 0x9e3779b1) ^ Math.imul(down, 0x2545f491) : 0x165667b1;
  }

  private columnBaseHigh(column: number): number {
    const down = this.down[column] as number;
    return down > 0 ? Math.imul(column + 7, 0x27d4eb2f) + Math.imul(down, 0x61c88647) : 0x7feb352d;
  }

  private flipIfBare(column: number): boolean {
    if (this.upLength[column] !== 0 || this.down[column] === 0) return false;
    const down = (this.down[column] as number) - 1;
    this.down[column] = down;
    this.setUp(column, 0, this.hidden[column * HIDDEN_STRIDE + down] as number);
    this.upLength[column] = 1;
    return true;
  }

  private unflip(column: number): void {
    this.upLength[column] = 0;
    this.down[column] = (this.down[column] as number) + 1;
  }

  private pushCard(column: number, card: number): void {
    const length = this.upLength[column] as number;
    this.setUp(column, length, card);
    this.upLength[column] = length + 1;
  }

  private make(move: Move): void {
    switch (move.kind) {
      case Kind.TableauToFoundation:
        this.upLength[move.from] = (this.upLength[move.from] as number) - 1;
        this.foundation[move.to] = (this.foundation[move.to] as number) + 1;
        this.foundationTotal++;
        move.flipped = this.flipIfBare(move.from);
        break;
      case Kind.TableauToTableau: {
        const fromLength = (this.upLength[move.from] as number) - move.count;
        const toLength = this.upLength[move.to] as number;
        for (let index = 0; index < move.count; index++) {
          this.setUp(
            move.to,
            toLength + index,
            this.up[move.from * COLUMN_STRIDE + fromLength + index] as number,
          );
        }
        this.upLength[move.from] = fromLength;
        this.upLength[move.to] = toLength + move.count;
        if (move.thenHome >= 0) {
          this.upLength[move.from] = fromLength - 1;
          const suit = suitOfIndex(move.thenHome);
          this.foundation[suit] = (this.foundation[suit] as number) + 1;
          this.foundationTotal++;
        }
        move.flipped = this.flipIfBare(move.from);
        break;
      }
      case Kind.TalonToFoundation:
      case Kind.TalonToTableau:
        move.previousPosition = this.talonPosition;
        move.previousPasses = this.passes;
        // A loop, not copyWithin: the talon is short and the builtin's call costs more than the copy.
        for (let index = move.talonIndex + 1; index < this.talonLength; index++) {
          this.talon[index - 1] = this.talon[index] as number;
        }
        this.talonLength--;
        this.talonMask ^= this.talonBit[move.card] as number;
        this.talonPosition = move.talonIndex;
        if (move.recycles && this.maxPasses !== null) this.passes++;
        if (move.kind === Kind.TalonToFoundation) {
          this.foundation[move.to] = (this.foundation[move.to] as number) + 1;
          this.foundationTotal++;
        } else {
          this.pushCard(move.to, move.card);
        }
        break;
      case Kind.FoundationToTableau:
        this.foundation[move.from] = (this.foundation[move.from] as number) - 1;
        this.foundationTotal--;
        this.pushCard(move.to, move.card);
        break;
    }
  }

  private unmake(move: Move): void {
    switch (move.kind) {
      case Kind.TableauToFoundation:
        if (move.flipped) this.unflip(move.from);
        this.pushCard(move.from, move.card);
        this.foundation[move.to] = (this.foundation[move.to] as number) - 1;
        this.foundationTotal--;
        break;
      case Kind.TableauToTableau: {
        if (move.flipped) this.unflip(move.from);
        if (move.thenHome >= 0) {
          const suit = suitOfIndex(move.thenHome);
          this.foundation[suit] = (this.foundation[suit] as number) - 1;
          this.foundationTotal--;
          this.pushCard(move.from, move.thenHome);
        }
        const fromLength = this.upLength[move.from] as number;
        const toLength = (this.upLength[move.to] as number) - move.count;
        for (let index = 0; index < move.count; index++) {
          this.setUp(
            move.from,
            fromLength + index,
            this.up[move.to * COLUMN_STRIDE + toLength + index] as number,
          );
        }
        this.upLength[move.from] = fromLength + move.count;
        this.upLength[move.to] = toLength;
        break;
      }
      case Kind.TalonToFoundation:
      case Kind.TalonToTableau:
        if (move.kind === Kind.TalonToFoundation) {
          this.foundation[move.to] = (this.foundation[move.to] as number) - 1;
          this.foundationTotal--;
        } else {
          this.upLength[move.to] = (this.upLength[move.to] as number) - 1;
        }
        for (let index = this.talonLength; index > move.talonIndex; index--) {
          this.talon[index] = this.talon[index - 1] as number;
        }
        this.talon[move.talonIndex] = move.card;
        this.talonLength++;
        this.talonMask |= this.talonBit[move.card] as number;
        this.talonPosition = move.previousPosition;
        this.passes = move.previousPasses;
        break;
      case Kind.FoundationToTableau:
        this.upLength[move.to] = (this.upLength[move.to] as number) - 1;
        this.foundation[move.from] = (this.foundation[move.from] as number) + 1;
        this.foundationTotal++;
        break;
    }
  }

  /**
   * What the search leaves out at a position because of the move that led there (0: nothing; else every move not
   * to the column just made room in, see Move.follow). The transposition table keeps it: the same position
   * reached another way may need exactly the moves left out. The column is named by its cards, not its index,
   * since the key does not tell columns' places apart.
   */
  private restriction(fillColumn: number): number {
    return fillColumn < 0 ? 0 : fmix(this.columnKey(fillColumn)) | 1;
  }

  private columnKey(column: number): number {
    const length = this.upLength[column] as number;
    return length === 0
      ? this.columnBaseLow(column)
      : (this.prefixLow[column * COLUMN_STRIDE + length - 1] as number);
  }

  /** The position's key; columns are summed so that their order does not count. */
  private hashInto(out: Int32Array): void {
    let sumLow = 0;
    let sumHigh = 0;
    for (let column = 0; column < COLUMNS; column++) {
      const length = this.upLength[column] as number;
      if (length === 0) {
        sumLow = (sumLow + fmix(this.columnBaseLow(column))) | 0;
        sumHigh = (sumHigh + fmix(this.columnBaseHigh(column) ^ 0x3c6ef372)) | 0;
      } else {
        const at = column * COLUMN_STRIDE + length - 1;
        sumLow = (sumLow + (this.prefixMixLow[at] as number)) | 0;
        sumHigh = (sumHigh + (this.prefixMixHigh[at] as number)) | 0;
      }
    }
    this.sumLow = sumLow;
    this.sumHigh = sumHigh;
    this.keyFrom(out, sumLow, sumHigh, this.talonMask, this.talonKeyPosition());
  }

  private keyFrom(
    out: Int32Array,
    sumLow: number,
    sumHigh: number,
    talonMask: number,
    position: number,
  ): void {
    const talonKey = talonMask ^ Math.imul(position + 1, 0x01000193);
    out[0] = fmix(sumLow ^ fmix(talonKey));
    out[1] = fmix(sumHigh + Math.imul(talonMask, 0x27d4eb2f) + (position << 24));
  }

  /** The columns' shares of the last key hashInto made (their order does not count). */
  private sumLow = 0;
  private sumHigh = 0;

  private readonly key = new Int32Array(2);
  private readonly otherKey = new Int32Array(2);

  /**
   * Draw 3, unlimited passes, a position keyed at talon position 0 (see talonKeyPosition): whether the same cards
   * with the talon at a position of residue 1 or 2 (any of them) have been searched, leaving out no moves, with at
   * least this budget. Such a position dominates this one: it reaches every talon card this one does (after a
   * recycle every third card and the last, plus its own residue's later ones), a card played from the talon leaves
   * both at the same position (the card's place), and any other move leaves both positions' talons as they were, so
   * the pair stays the same cards with the same two talon positions. Every line from here plays from there move for
   * move, and generate offers it there too (what it asks of the talon, reachability, only grows with it), so the
   * search there settles this one as well. That position is never on the path to this one: the talon position moves
   * only with a card played from the talon, which changes the talon's cards.
   */
  private dominated(budget: number): boolean {
    if (this.draw !== 3 || this.maxPasses !== null || this.talonLength === 0) return false;
    if (this.talonKeyPosition() !== 0) return false;
    for (let residue = 1; residue <= 2; residue++) {
      this.keyFrom(this.otherKey, this.sumLow, this.sumHigh, this.talonMask, residue);
      if (this.table.isSearched(this.otherKey[0] as number, this.otherKey[1] as number, budget)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The talon's position as the key sees it. Draw 1: none (the freedom carries it). Draw 3 with unlimited
   * passes: after a recycle every third card and the last are in reach whatever the position, so a position
   * at a multiple of 3 or at the end reaches exactly what a fresh pass does (0); any other reaches that and
   * its own residue's later positions, so it is keyed by the residue and the freedom prefers earlier ones.
   */
  private talonKeyPosition(): number {
    if (this.draw === 1) return 0;
    if (this.maxPasses !== null) return this.talonPosition;
    const position = this.talonPosition;
    return position === this.talonLength ? 0 : position % 3;
  }

  /**
   * How much of the talon a position can still reach, ordered so that a position with at least the freedom of
   * one that failed (same cards elsewhere) fails too: more passes left reach everything fewer do; in draw 1
   * with as many passes left, an earlier position reaches every later one by drawing. Unlimited passes: 0.
   */
  private talonFreedom(): number {
    if (this.maxPasses === null) {
      if (this.draw === 1 || this.talonKeyPosition() === 0) return 0;
      return 31 - this.talonPosition;
    }
    const passesLeft = Math.max(0, this.maxPasses - this.passes);
    return this.draw === 1 ? passesLeft * 32 + (31 - this.talonPosition) : passesLeft;
  }

  /** Plays every safe foundation move there is; returns how many it pushed on the path. */
  private playSafeMoves(list: MoveList): number {
    list.count = 0;
    let played = 0;
    let progress = true;
    while (progress) {
      progress = false;
      for (let column = 0; column < COLUMNS; column++) {
        const card = this.top(column);
        if (card >= 0 && this.fitsFoundation(card) && this.isSafeForFoundation(card)) {
          const move = list.add(Kind.TableauToFoundation, column, suitOfIndex(card), 1, card, 0);
          this.make(move);
          this.path.push(move);
          played++;
          progress = true;
        }
      }
      // In draw 3 taking a card out of the waste shifts which cards later draws reach, so only draw 1's is safe.
      if (this.draw === 1 && this.talonPosition > 0) {
        const card = this.talon[this.talonPosition - 1] as number;
        if (this.fitsFoundation(card) && this.isSafeForFoundation(card)) {
          const move = list.add(Kind.TalonToFoundation, -1, suitOfIndex(card), 1, card, 0);
          move.talonIndex = this.talonPosition - 1;
          this.make(move);
          this.path.push(move);
          played++;
          progress = true;
        }
      }
    }
    return played;
  }

  private undoSafeMoves(count: number): void {
    for (let index = 0; index < count; index++) {
      const move = this.path.pop();
      if (move) this.unmake(move);
    }
  }

  /**
   * `follow`: the column the last move made room in (see Move.follow), -1 none. `lastCard`, in the discrepancy
   * phases only: the card the last move took, not to be moved again at once (moving the same cards twice in a row,
   * or taking back the card just played home, is mostly a detour; the exclusion depends on the path, which the
   * table does not key, so the exhaustive phase, whose failures are proofs, makes no such exclusion).
   */
  private search(budget: number, follow: number, lastCard: number): boolean {
    if (this.aborted) return false;
    this.nodes++;
    if ((this.nodes & 1023) === 0 && performance.now() > this.deadline) this.aborted = true;
    if (this.nodes > this.maxNodes || this.nodes > this.phaseNodes) this.aborted = true;
    if (this.aborted) return false;

    const depth = this.depth;
    const safeList = this.listAt(this.safeLists, depth);
    const safe = this.playSafeMoves(safeList);
    if (this.foundationTotal === 52) return true;
    this.hashInto(this.key);
    const visit = this.table.visit(
      this.key[0] as number,
      this.key[1] as number,
      budget,
      this.talonFreedom(),
      // The discrepancy phases only look for a win (a failure there proves nothing, and the exhaustive phase's
      // larger budget searches every position again), so they keep the table cheap and ignore restrictions.
      budget < EXHAUSTIVE ? 0 : this.restriction(follow),
    );
    if (visit === Visit.Settled || this.dominated(budget)) {
      this.undoSafeMoves(safe);
      return false;
    }
    const fillColumn = visit === Visit.Unrestricted ? -1 : follow;
    const list = this.listAt(this.moveLists, depth);
    this.generate(list, fillColumn, safe > 0 || budget >= EXHAUSTIVE ? -1 : lastCard);
    const moves = list.items;
    // The last move made room for one that must follow at once (see Move.follow): only moves to that column.
    if (fillColumn >= 0) {
      let kept = 0;
      for (let index = 0; index < list.count; index++) {
        const move = moves[index] as Move;
        if (
          move.to === fillColumn &&
          move.kind !== Kind.TableauToFoundation &&
          move.kind !== Kind.TalonToFoundation
        ) {
          // Swapped, not copied: every object in the list stays in it for reuse.
          moves[index] = moves[kept] as Move;
          moves[kept++] = move;
        }
      }
      list.count = kept;
    }
    this.depth = depth + 1;
    for (let index = 0; index < list.count; index++) {
      const childBudget = budget >= EXHAUSTIVE ? budget : index === 0 ? budget : budget - 1;
      if (childBudget < 0) break;
      const move = moves[index] as Move;
      this.make(move);
      this.path.push(move);
      if (this.search(childBudget, move.follow, move.kind === Kind.TalonToTableau ? -1 : move.card))
        return true;
      this.path.pop();
      this.unmake(move);
      if (this.aborted) break;
    }
    this.depth = depth;
    this.undoSafeMoves(safe);
    return false;
  }

  private depth = 0;
  private readonly moveLists: MoveList[] = [];
  private readonly safeLists: MoveList[] = [];

  private listAt(lists: MoveList[], depth: number): MoveList {
    let list = lists[depth];
    if (list === undefined) {
      list = new MoveList();
      lists[depth] = list;
    }
    return list;
  }

  /** Where a card was last put face up (see setUp): still there when that slot holds it and is in use. */
  private isFaceUpInTableau(card: number): boolean {
    const at = this.placed[card] as number;
    return at >= 0 && this.up[at] === card && (at & (COLUMN_STRIDE - 1)) < (this.upLength[at >> 4] as number);
  }

  private readonly placed = new Int16Array(52).fill(-1);

  /** Whether a card could be moved somewhere soon: face up in play, in the talon, or on top of its foundation. */
  private isAvailable(card: number): boolean {
    if (this.foundation[suitOfIndex(card)] === rankOfIndex(card)) return true;
    if ((this.talonMask & (this.talonBit[card] as number)) !== 0)
      return this.isReachable(this.talonIndexOf(card));
    return this.isFaceUpInTableau(card);
  }

  /** A card's place in the talon now: the cards before it in the starting talon that are still there. */
  private talonIndexOf(card: number): number {
    let before = this.talonMask & ((this.talonBit[card] as number) - 1);
    before -= (before >>> 1) & 0x55555555;
    before = (before & 0x33333333) + ((before >>> 2) & 0x33333333);
    return (Math.imul((before + (before >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  }

  /** Whether drawing (and recycling, passes allowing) can bring the talon's card at `index` to the waste's top. */
  private isReachable(index: number): boolean {
    const position = index + 1;
    const length = this.talonLength;
    const start = this.talonPosition;
    if (position >= start && ((position - start) % this.draw === 0 || position === length)) return true;
    return this.canRecycle() && (position % this.draw === 0 || position === length);
  }

  /**
   * Whether a king could move to an empty column straight away: from the talon, from the foot of a column
   * with cards face down under it, or back from its foundation.
   */
  private kingReady(): boolean {
    for (let suit = 0; suit < 4; suit++) {
      const king = suit * 13 + 12;
      if (this.foundation[suit] === 13) {
        if (!this.isSafeForFoundation(king)) return true;
        continue;
      }
      if (
        (this.talonMask & (this.talonBit[king] as number)) !== 0 &&
        this.isReachable(this.talonIndexOf(king))
      ) {
        return true;
      }
      for (let column = 0; column < COLUMNS; column++) {
        if (
          this.down[column] !== 0 &&
          this.upLength[column] !== 0 &&
          this.up[column * COLUMN_STRIDE] === king
        ) {
          return true;
        }
      }
    }
    return false;
  }

  private firstEmptyColumn(): number {
    for (let column = 0; column < COLUMNS; column++) {
      if (this.upLength[column] === 0 && this.down[column] === 0) return column;
    }
    return -1;
  }

  private generate(moves: MoveList, fillColumn: number, lastCard: number): void {
    moves.count = 0;
    const emptyColumn =
      fillColumn >= 0 && this.upLength[fillColumn] === 0 && this.down[fillColumn] === 0
        ? fillColumn
        : this.firstEmptyColumn();
    // Asked only when a move would empty a column (rare), then kept for the rest of the position: -1 not yet.
    let kingReady = -1;
    for (let column = 0; column < COLUMNS; column++) {
      const top = this.top(column);
      if (top >= 0) this.topColumn[top] = column;
    }

    for (let from = 0; from < COLUMNS; from++) {
      const length = this.upLength[from] as number;
      if (length === 0) continue;
      const base = from * COLUMN_STRIDE;
      const down = this.down[from] as number;
      const top = this.up[base + length - 1] as number;
      if (this.fitsFoundation(top)) {
        const reveals = length === 1 && down > 0;
        moves.add(Kind.TableauToFoundation, from, suitOfIndex(top), 1, top, reveals ? 100 + down : 60);
      }
      for (let index = 0; index < length; index++) {
        const card = this.up[base + index] as number;
        if (card === lastCard) continue;
        // Which moves of this card are worth making is asked first: it rules out most cards, and cheaply.
        let priority: number;
        // Emptying a column is for a king, which must follow at once.
        let follows = false;
        // Splitting a run is for the card left bare, which goes home with the move.
        let below = -1;
        if (index === 0) {
          if (down > 0) priority = 80 + down;
          // A king's run on a bare column has nowhere better to be.
          else if (rankOfIndex(card) === 13) continue;
          else {
            priority = 30;
            follows = true;
          }
        } else {
          // Splitting a run only helps to free the card below for its foundation, and that card goes home with the
          // move. Two positions that differ only in which of two twins (same colour and rank: here the card below
          // and the target) carries which pile are won alike (a line from one plays in the other with the piles'
          // roles exchanged; when a twin must be bare to go home, its pile moves onto the other twin first), so a
          // split not followed by that card going home is worth nothing, nor one so that the moved card's twin
          // takes its place (the twin put straight onto the target reaches the exchanged position).
          below = this.up[base + index - 1] as number;
          if (this.fitsFoundation(below)) priority = 40;
          else continue;
        }
        this.findTargets(card, emptyColumn);
        if (this.targetA < 0 && this.targetB < 0) continue;
        if (follows) {
          // Emptying a column only helps a king that could move there.
          if (kingReady < 0) kingReady = this.kingReady() ? 1 : 0;
          if (kingReady === 0) continue;
        }
        const count = length - index;
        for (let target = 0; target < 2; target++) {
          const to = target === 0 ? this.targetA : this.targetB;
          if (to < 0 || to === from) continue;
          const move = moves.add(Kind.TableauToTableau, from, to, count, card, priority);
          if (follows) move.follow = from;
          move.thenHome = below;
        }
      }
    }

    this.generateTalonMoves(moves, emptyColumn);

    for (let suit = 0; suit < 4; suit++) {
      const rank = this.foundation[suit] as number;
      if (rank < 3) continue;
      const card = suit * 13 + rank - 1;
      if (card === lastCard || this.isSafeForFoundation(card)) continue;
      // Worth taking back only to build on: a card of the other colour one rank lower must be within reach.
      const lowerA = (suit ^ 1) * 13 + rank - 2;
      const lowerB = (suit ^ 3) * 13 + rank - 2;
      const wanted =
        ((this.foundation[suit ^ 1] as number) < rank - 1 && this.isAvailable(lowerA)) ||
        ((this.foundation[suit ^ 3] as number) < rank - 1 && this.isAvailable(lowerB));
      if (!wanted) continue;
      this.findTargets(card, emptyColumn);
      for (let target = 0; target < 2; target++) {
        const to = target === 0 ? this.targetA : this.targetB;
        if (to < 0) continue;
        const move = moves.add(Kind.FoundationToTableau, suit, to, 1, card, 10);
        // The discrepancy phases build on it at once; the exhaustive phase does not insist: while the card stays
        // home, safe plays can take the place it would go to (ks-162 draw 1 was called lost with the restriction).
        if (!this.exhaustive) move.follow = to;
      }
    }

    for (let column = 0; column < COLUMNS; column++) {
      const top = this.top(column);
      if (top >= 0) this.topColumn[top] = -1;
    }
    moves.sort();
  }

  /** Whether a card of the other colour one rank lower could be moved onto this one straight away. */
  private canBeBuiltOnNow(card: number): boolean {
    const rank = rankOfIndex(card);
    if (rank === 1) return false;
    const suit = suitOfIndex(card);
    return this.isAvailable((suit ^ 1) * 13 + rank - 2) || this.isAvailable((suit ^ 3) * 13 + rank - 2);
  }

  /** The column a card may go on (targetA, else targetB; -1 for none): a king the empty one, else a top it builds on. */
  private findTargets(card: number, emptyColumn: number): void {
    const rank = rankOfIndex(card);
    if (rank === 13) {
      this.targetA = emptyColumn;
      this.targetB = -1;
      return;
    }
    const suit = suitOfIndex(card);
    this.targetA = this.topColumn[(suit ^ 1) * 13 + rank] as number;
    this.targetB = this.topColumn[(suit ^ 3) * 13 + rank] as number;
    // The two tops it builds on are twins (same colour and rank), both bare: going on one or the other gives two
    // positions that differ only in which twin carries which pile, won alike (see the twin swaps in generate).
    if (this.targetA >= 0) this.targetB = -1;
  }

  /** Per card, the column it tops (-1: none), set during generate. */
  private readonly topColumn = new Int8Array(52).fill(-1);
  private targetA = -1;
  private targetB = -1;

  private generateTalonMoves(moves: MoveList, emptyColumn: number): void {
    const length = this.talonLength;
    if (length === 0) return;
    let seen = 0;
    let position = this.talonPosition;
    let drawsBefore = 0;
    let drawsAfter = 0;
    let recycled = false;
    for (;;) {
      if (position > 0 && (seen & (1 << position)) === 0) {
        seen |= 1 << position;
        const card = this.talon[position - 1] as number;
        const draws = drawsBefore + drawsAfter;
        if (this.fitsFoundation(card)) {
          const move = moves.add(Kind.TalonToFoundation, -1, suitOfIndex(card), 1, card, 70 - draws);
          this.setTalonDraws(move, position, drawsBefore, recycled, drawsAfter);
        }
        this.findTargets(card, emptyColumn);
        // With every talon card in reach, one goes to the tableau only for a card that can go on it now.
        if (
          (this.targetA >= 0 || this.targetB >= 0) &&
          this.talonAlwaysReachable &&
          !this.canBeBuiltOnNow(card)
        ) {
          this.targetA = this.targetB = -1;
        }
        for (let target = 0; target < 2; target++) {
          const to = target === 0 ? this.targetA : this.targetB;
          if (to < 0) continue;
          const move = moves.add(Kind.TalonToTableau, -1, to, 1, card, 50 - draws);
          this.setTalonDraws(move, position, drawsBefore, recycled, drawsAfter);
          // Draw 1 with unlimited passes keeps every talon card within reach, so a card leaves the talon for
          // the tableau only to take a card on it at once: anything between could as well come after.
          if (this.talonAlwaysReachable) move.follow = to;
        }
      }
      if (position === length) {
        if (recycled || !this.canRecycle()) break;
        recycled = true;
        position = 0;
      } else {
        position = Math.min(position + this.draw, length);
        if (recycled) drawsAfter++;
        else drawsBefore++;
      }
    }
  }

  private setTalonDraws(
    move: Move,
    position: number,
    before: number,
    recycled: boolean,
    after: number,
  ): void {
    move.talonIndex = position - 1;
    move.drawsBefore = before;
    move.recycles = recycled;
    move.drawsAfter = after;
  }

  private actions(): KlondikeAction[] {
    const actions: KlondikeAction[] = [];
    const tableau = (index: number): KlondikePile => ({ pile: 'tableau', index: index as TableauIndex });
    const foundation = (suit: number): KlondikePile => ({
      pile: 'foundation',
      suit: SUIT_LETTERS[suit] as SuitCode,
    });
    for (const move of this.path) {
      switch (move.kind) {
        case Kind.TableauToFoundation:
          actions.push({
            type: 'move',
            from: tableau(move.from),
            to: foundation(move.to),
            count: 1,
            atMs: 0,
          });
          break;
        case Kind.TableauToTableau:
          actions.push({
            type: 'move',
            from: tableau(move.from),
            to: tableau(move.to),
            count: move.count,
            atMs: 0,
          });
          if (move.thenHome >= 0) {
            actions.push({
              type: 'move',
              from: tableau(move.from),
              to: foundation(suitOfIndex(move.thenHome)),
              count: 1,
              atMs: 0,
            });
          }
          break;
        case Kind.TalonToFoundation:
        case Kind.TalonToTableau:
          for (let index = 0; index < move.drawsBefore; index++) actions.push({ type: 'draw', atMs: 0 });
          if (move.recycles) actions.push({ type: 'recycle', atMs: 0 });
          for (let index = 0; index < move.drawsAfter; index++) actions.push({ type: 'draw', atMs: 0 });
          actions.push({
            type: 'move',
            from: { pile: 'waste' },
            to: move.kind === Kind.TalonToFoundation ? foundation(move.to) : tableau(move.to),
            count: 1,
            atMs: 0,
          });
          break;
        case Kind.FoundationToTableau:
          actions.push({
            type: 'move',
            from: foundation(move.from),
            to: tableau(move.to),
            count: 1,
            atMs: 0,
          });
          break;
      }
    }
    return actions;
  }
}
