/**
 * redux-persist storage over localStorage. Private browsing modes may refuse or lack storage; the app
 * then runs without persistence instead of failing to start.
 */
import type { Storage } from 'redux-persist';

function local(): globalThis.Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const webStorage: Storage = {
  async getItem(key: string) {
    return local()?.getItem(key) ?? null;
  },
  async setItem(key: string, value: string) {
    try {
      local()?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: keep running in memory.
    }
  },
  async removeItem(key: string) {
    local()?.removeItem(key);
  },
};

/** A single value outside the persisted store (spec §9 persisted keys). */
export function readKey(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Ignored as above.
  }
}
