import { randomInt } from 'node:crypto';
import type { Db } from '../db/client.js';
import { findUserByReferralCode, usernameExists } from './repository.js';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

async function firstFree(
  make: () => string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = make();
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error('could not find a free name');
}

/** A unique, unambiguous 8-character referral code (no 0/O or 1/I). */
export function newReferralCode(db: Db): Promise<string> {
  const make = () =>
    Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
  return firstFree(make, async (code) => (await findUserByReferralCode(db, code)) !== undefined);
}

/** A free username built from `base` (an email's local part, "Guest", "Player"). */
export function generateUsername(db: Db, base: string): Promise<string> {
  const clean = base.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 12) || 'Player';
  const stem = clean.length >= 3 ? clean : `${clean}Player`;
  return firstFree(
    () => `${stem}${randomInt(1000, 1_000_000)}`,
    (name) => usernameExists(db, name),
  );
}
