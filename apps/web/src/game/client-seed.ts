/**
 * The player's client seed (rules.md: the players', never the server's): a new random one for every table,
 * 16 hex characters from the browser's CSPRNG, and the check the server applies to one typed by hand.
 */
import { CLIENT_SEED_PATTERN } from '@cardroom/engine';
import type { GameData, PlayerData } from '@cardroom/protocol';

export function newClientSeed(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
) {
  return Array.from(random(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isClientSeed(text: string): boolean {
  return CLIENT_SEED_PATTERN.test(text);
}

/**
 * The caller's own seed in `fairness.clientSeeds`, which lists the seated people's seeds in seat order with
 * bots left out: the caller's place among the people is their index there.
 */
export function ownClientSeed(game: GameData, me: PlayerData | null): string | null {
  const seeds = game.fairness?.clientSeeds;
  if (!seeds || !me) return null;
  const people = game.players.filter((player) => !player.isBot).sort((a, b) => a.seat - b.seat);
  const index = people.findIndex((player) => player.seat === me.seat);
  return index < 0 ? null : (seeds[index] ?? null);
}
