/**
 * The Vegas running total (rules.md: Vegas scoring's optional running total), kept per device: the sum of the
 * Vegas scores of consecutive running-total deals. A deal's score counts from the moment it is dealt (its −52
 * at once, then +5 per card home as it happens), and a deal abandoned for another keeps the score it had then:
 * `banked` holds the earlier deals, `score` the last score seen of the deal being counted.
 */
import { readKey, writeKey } from '../../store/storage.js';

export interface RunningTotal {
  banked: number;
  /** The deal being counted, null before the first. */
  gameId: string | null;
  score: number;
}

const RUNNING_TOTAL_KEY = 'klondike.runningTotal';
const EMPTY: RunningTotal = { banked: 0, gameId: null, score: 0 };

export function runningTotalValue(total: RunningTotal): number {
  return total.banked + total.score;
}

/** A new running-total deal: the one counted until now stays at the score it had when it was left. */
export function dealCounted(total: RunningTotal, gameId: string, score: number): RunningTotal {
  if (total.gameId === gameId) return { ...total, score };
  return { banked: total.banked + total.score, gameId, score };
}

/** A new score of the deal being counted; any other deal leaves the total as it is. */
export function scoreSeen(total: RunningTotal, gameId: string, score: number): RunningTotal {
  return total.gameId === gameId && total.score !== score ? { ...total, score } : total;
}

/** Back to zero now: the deal on the table keeps counting from its present score. */
export function runningTotalReset(total: RunningTotal): RunningTotal {
  return { banked: -total.score, gameId: total.gameId, score: total.score };
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function readRunningTotal(): RunningTotal {
  try {
    const saved = JSON.parse(readKey(RUNNING_TOTAL_KEY) ?? 'null') as Partial<RunningTotal> | null;
    if (!saved || !isFiniteNumber(saved.banked) || !isFiniteNumber(saved.score)) return EMPTY;
    return {
      banked: saved.banked,
      gameId: typeof saved.gameId === 'string' ? saved.gameId : null,
      score: saved.score,
    };
  } catch {
    return EMPTY;
  }
}

export function saveRunningTotal(total: RunningTotal): void {
  writeKey(RUNNING_TOTAL_KEY, JSON.stringify(total));
}
