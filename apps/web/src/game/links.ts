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
  clientSeed: string;
  nonce: number;
  commitment: string;
  /** The spades mode, only to order the hands as the table does (deuces with the spades in deuceshigh). */
  mode?: SpadesMode;
}

/** `/fair?serverSeed=…&clientSeed=…&nonce=…&commitment=…` for a finished game (null before the reveal). */
export function fairPath(fairness: Fairness | undefined, mode?: string): string | null {
  if (!fairness?.serverSeed) return null;
  const params = new URLSearchParams({
    serverSeed: fairness.serverSeed,
    clientSeed: fairness.clientSeed,
    nonce: String(fairness.nonce),
    commitment: fairness.commitment,
  });
  if (mode && (SPADES_MODES as readonly string[]).includes(mode)) params.set('mode', mode);
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
  const mode = params.get('mode') ?? '';
  return (SPADES_MODES as readonly string[]).includes(mode)
    ? { serverSeed, clientSeed, nonce, commitment, mode: mode as SpadesMode }
    : { serverSeed, clientSeed, nonce, commitment };
}
