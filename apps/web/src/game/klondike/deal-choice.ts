/** The free-play choices made when starting a Klondike deal, remembered on this device for the next one. */
import type { DrawCount, KlondikeScoring } from '@cardroom/engine';
import { readKey, writeKey } from '../../store/storage.js';

export interface DealChoice {
  draw: DrawCount;
  scoring: KlondikeScoring;
  /** Vegas only: the deal adds to the device's running total (running-total.ts); the server never sees it. */
  runningTotal: boolean;
}

const CHOICE_KEY = 'klondike.deal';

export function readDealChoice(): DealChoice {
  try {
    const saved = JSON.parse(readKey(CHOICE_KEY) ?? 'null') as Partial<DealChoice> | null;
    return {
      draw: saved?.draw === 3 ? 3 : 1,
      scoring: saved?.scoring === 'vegas' ? 'vegas' : 'standard',
      runningTotal: saved?.runningTotal === true,
    };
  } catch {
    return { draw: 1, scoring: 'standard', runningTotal: false };
  }
}

export function saveDealChoice(choice: DealChoice): void {
  writeKey(CHOICE_KEY, JSON.stringify(choice));
}

export function countsInRunningTotal(choice: DealChoice): boolean {
  return choice.scoring === 'vegas' && choice.runningTotal;
}
