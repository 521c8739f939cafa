/**
 * The fair page's link for a finished solitaire deal: the usual fair link (seeds, nonce, version, the game for
 * its replay) marked `map=solitaire`, so the page lists the Klondike deal of the seeds instead of Spades hands.
 */
import type { Fairness } from '@cardroom/protocol';
import { fairPath } from '../links.js';

const MAP_PARAM = 'map';
const SOLITAIRE = 'solitaire';

/** Null before the reveal (a deal in play, or a contest's table until the contest is over). */
export function klondikeFairPath(fairness: Fairness | undefined, gameId: string): string | null {
  const path = fairPath(fairness, undefined, 1, gameId);
  return path === null ? null : `${path}&${MAP_PARAM}=${SOLITAIRE}`;
}

export function isKlondikeFairSearch(search: string): boolean {
  return new URLSearchParams(search).get(MAP_PARAM) === SOLITAIRE;
}
