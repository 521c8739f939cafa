/** Links the table reads and writes: friendly-game invitations and the public fair-shuffle check. */
import { SPADES_MODES, type SpadesMode } from '@cardroom/engine';
import type { Fairness } from '@cardroom/protocol';

const GAME_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The game id of `/game?join=<id>` (also accepts game_id=), or null when absent or malformed. */
export function parseJoinParam(search: string): string | null {
  const params = new URLSearchParams(search);
  const id = (params.get('join') ?? params.get('game_id') ?? '').trim();
  return GAME_ID.test(id) ? id : null;
}

/** The game id inside a shared link (any origin), or null. */
export function gameIdFromLink(link: string): string | null {
  try {
    return parseJoinParam(new URL(link, 'https://invalid.example').search);
  } catch {
    return null;
  }
}

export function joinLink(origin: string, gameId: string): string {
  return `${origin}/game?join=${encodeURIComponent(gameId)}`;
}

export interface FairParams {
  serverSeed: string;
  /** The table's client seed, the one the deals were derived from. */
  clientSeed: string;
  /** The seated people's own seeds in seat order, which mix into clientSeed (empty for games before). */
  clientSeeds: string[];
  nonce: number;
  /** The shuffle version (1 when the link names none: links from before versions). */
  version: number;
  commitment: string;
  /** Hands the game played, for the hand selector (at least 1). */
  hands: number;
  /** The spades mode, only to order the hands as the table does (deuces with the spades in deuceshigh). */
  mode?: SpadesMode;
  /** The game the seeds are from, when the link names it: the page then shows its replay. */
  gameId?: string;
}

/** Longer matches do not exist (500 points at most a few dozen hands); the cap keeps a crafted link cheap. */
export const MAX_FAIR_HANDS = 200;

/**
 * `/fair?serverSeed=…&clientSeed=…&seed=…&seed=…&nonce=…&version=…&commitment=…&hands=…&mode=…&game=…` for
 * a finished game (null before the reveal); `seed` repeats once per person, in seat order.
 */
export function fairPath(
  fairness: Fairness | undefined,
  mode?: string,
  hands = 1,
  gameId?: string,
): string | null {
  if (!fairness?.serverSeed) return null;
  const params = new URLSearchParams({
    serverSeed: fairness.serverSeed,
    clientSeed: fairness.clientSeed,
  });
  for (const seed of fairness.clientSeeds) params.append('seed', seed);
  params.set('nonce', String(fairness.nonce));
  params.set('version', String(fairness.shuffleVersion));
  params.set('commitment', fairness.commitment);
  params.set('hands', String(Math.min(MAX_FAIR_HANDS, Math.max(1, Math.trunc(hands)))));
  if (mode && (SPADES_MODES as readonly string[]).includes(mode)) params.set('mode', mode);
  if (gameId && GAME_ID.test(gameId)) params.set('game', gameId);
  return `/fair?${params.toString()}`;
}

const WHOLE = /^\d+$/;

function wholeParam(params: URLSearchParams, name: string, fallback: number): number | null {
  const text = params.get(name);
  if (text === null || text === '') return fallback;
  const value = Number(text);
  return WHOLE.test(text) && Number.isSafeInteger(value) ? value : null;
}

/** The fair page's inputs; null when the server seed is missing or a number is not a whole number ≥ 0. */
export function parseFairParams(search: string): FairParams | null {
  const params = new URLSearchParams(search);
  const serverSeed = params.get('serverSeed') ?? '';
  const clientSeed = params.get('clientSeed') ?? '';
  const commitment = (params.get('commitment') ?? '').trim();
  const nonceText = params.get('nonce') ?? '';
  const nonce = Number(nonceText);
  if (!serverSeed || !WHOLE.test(nonceText) || !Number.isSafeInteger(nonce)) return null;
  const version = wholeParam(params, 'version', 1);
  const hands = wholeParam(params, 'hands', 1);
  if (version === null || hands === null) return null;
  const parsed: FairParams = {
    serverSeed,
    clientSeed,
    clientSeeds: params.getAll('seed'),
    nonce,
    version,
    commitment,
    hands: Math.min(MAX_FAIR_HANDS, Math.max(1, hands)),
  };
  const mode = params.get('mode') ?? '';
  if ((SPADES_MODES as readonly string[]).includes(mode)) parsed.mode = mode as SpadesMode;
  const gameId = (params.get('game') ?? '').trim();
  if (GAME_ID.test(gameId)) parsed.gameId = gameId;
  return parsed;
}
