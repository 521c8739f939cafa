/**
 * The pool the player entered on this device. The pools list does not say who is in which pool, so the
 * screen remembers its own entry (per user) to show Leave and to notice when the pool starts its table.
 */
const KEY = 'prize-pool-entry';

interface Stored {
  userId: string;
  prizepool_id: string;
}

export function readEntry(userId: string | null): string | null {
  if (!userId) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored && stored.userId === userId ? stored.prizepool_id : null;
  } catch {
    return null;
  }
}

export function writeEntry(userId: string, prizepoolId: string | null): void {
  try {
    if (prizepoolId) localStorage.setItem(KEY, JSON.stringify({ userId, prizepool_id: prizepoolId }));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the entry lives as long as the screen.
  }
}
