/** Links the table reads and writes: friendly-game invitations and the public fair-shuffle check. */
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
  clientSeed: string;
  nonce: number;
  commitment: string;
}

/** `/fair?serverSeed=…&clientSeed=…&nonce=…&commitment=…` for a finished game (null before the reveal). */
export function fairPath(fairness: Fairness | undefined): string | null {
  if (!fairness?.serverSeed) return null;
  const params = new URLSearchParams({
    serverSeed: fairness.serverSeed,
    clientSeed: fairness.clientSeed,
    nonce: String(fairness.nonce),
    commitment: fairness.commitment,
  });
  return `/fair?${params.toString()}`;
}

/** The fair page's inputs; null when a seed is missing or the nonce is not a whole number ≥ 0. */
export function parseFairParams(search: string): FairParams | null {
  const params = new URLSearchParams(search);
  const serverSeed = params.get('serverSeed') ?? '';
  const clientSeed = params.get('clientSeed') ?? '';
  const commitment = (params.get('commitment') ?? '').trim();
  const nonceText = params.get('nonce') ?? '';
  const nonce = Number(nonceText);
  if (!serverSeed || !/^\d+$/.test(nonceText) || !Number.isSafeInteger(nonce)) return null;
  return { serverSeed, clientSeed, nonce, commitment };
}
