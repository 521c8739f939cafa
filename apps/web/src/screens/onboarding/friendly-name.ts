/**
 * Random friendly usernames for onboarding's Generate: an adjective, a noun and 2–3 digits, such as
 * 'LuckyOtter42'. Every result fits the username rules (letters and digits, 3–20 characters); whether
 * it is free is the server's answer when it is saved.
 */
import { USERNAME_MAX_LENGTH, USERNAME_PATTERN } from '@cardroom/protocol';

export const ADJECTIVES = [
  'Lucky',
  'Brave',
  'Clever',
  'Swift',
  'Jolly',
  'Sunny',
  'Witty',
  'Mighty',
  'Happy',
  'Bold',
  'Calm',
  'Cosmic',
  'Daring',
  'Eager',
  'Fancy',
  'Gentle',
  'Golden',
  'Jazzy',
  'Keen',
  'Lively',
  'Merry',
  'Nimble',
  'Plucky',
  'Quick',
  'Royal',
  'Snappy',
  'Stellar',
  'Zesty',
] as const;

export const NOUNS = [
  'Fox',
  'Owl',
  'Panda',
  'Tiger',
  'Falcon',
  'Otter',
  'Koala',
  'Lion',
  'Wolf',
  'Hawk',
  'Bear',
  'Raven',
  'Dolphin',
  'Badger',
  'Comet',
  'Ace',
  'Joker',
  'Spade',
  'Queen',
  'King',
  'Knight',
  'Dealer',
  'Shark',
  'Rocket',
  'Pixel',
  'Dragon',
  'Puma',
  'Lynx',
] as const;

/** A uniform integer in [0, bound), from the platform's secure generator when there is one. */
function randomBelow(bound: number): number {
  const crypto = globalThis.crypto;
  if (crypto?.getRandomValues) {
    const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
    return value % bound;
  }
  return Math.floor(Math.random() * bound);
}

function pick<T>(list: readonly T[]): T {
  return list[randomBelow(list.length)] as T;
}

/** A new friendly name, different from `avoid` (the name the player already has). */
export function friendlyUsername(avoid?: string): string {
  for (;;) {
    const digits = String(10 + randomBelow(990));
    const name = `${pick(ADJECTIVES)}${pick(NOUNS)}${digits}`;
    if (name.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(name) && name !== avoid) return name;
  }
}
