import type { Db } from '../db/client.js';
import type { UserRow } from '../users/repository.js';
import {
  deleteLoginFailure,
  deleteLoginFailuresOf,
  insertLoginFailure,
  lockAccount,
  readLockState,
} from './lockout-repository.js';

export const LOCKOUT = { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 } as const;

export function isLocked(user: UserRow, now = new Date()): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/** `locked`: refused without checking the secret; `lockedNow`: it was wrong and this attempt locked the account. */
export type AttemptOutcome = 'passed' | 'failed' | 'lockedNow' | 'locked';

/**
 * Checks a secret (password, mailed code) under the brute-force lock: at most 10 wrong guesses per
 * 15 minutes, then 15 minutes locked. The attempt is recorded as a failure BEFORE the secret is checked,
 * and the lock and the count are read fresh after that: each attempt then counts at least as many rows as
 * its rank, so of any number sent at once at most `maxFailures` reach `check`. (Reading the lock from the
 * row loaded when the caller was authenticated let every parallel guess through.) A right secret clears
 * the failures, as before.
 */
export async function checkUnderLock(
  db: Db,
  userId: string,
  check: () => Promise<boolean>,
): Promise<AttemptOutcome> {
  const attemptId = await insertLoginFailure(db, userId);
  // One statement, one snapshot: the lock is set before the failures it replaces are deleted.
  const state = await readLockState(db, userId, LOCKOUT.windowMinutes);
  if (!state || state.locked || state.failures > LOCKOUT.maxFailures) {
    // Not a guess that was checked: it must not count toward the next window.
    await deleteLoginFailure(db, attemptId);
    return 'locked';
  }
  if (await check()) {
    await clearLoginFailures(db, userId);
    return 'passed';
  }
  if (state.failures < LOCKOUT.maxFailures) return 'failed';
  await lockAccount(db, userId, LOCKOUT.lockMinutes);
  await clearLoginFailures(db, userId);
  return 'lockedNow';
}

export async function clearLoginFailures(db: Db, userId: string): Promise<void> {
  await deleteLoginFailuresOf(db, userId);
}
