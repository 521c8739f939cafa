/**
 * The fair page's link for a finished dominoes game: the usual fair link (seeds, nonce, version, the game for
 * its replay) marked `map=dominoes`, so the page shows the game's replay (every hand face up, dealt again
 * from the seeds) instead of Spades hands of the same seeds.
 */
import type { Fairness } from '@cardroom/protocol';
import { fairPath } from '../links.js';

const MAP_PARAM = 'map';
const DOMINOES = 'dominoes';

/** Null before the reveal (a game in play), so the link never promises a replay the server would refuse. */
export function dominoesFairPath(fairness: Fairness | undefined, gameId: string): string | null {
  const path = fairPath(fairness, undefined, 1, gameId);
  return path === null ? null : `${path}&${MAP_PARAM}=${DOMINOES}`;
}

export function isDominoesFairSearch(search: string): boolean {
  return new URLSearchParams(search).get(MAP_PARAM) === DOMINOES;
}
