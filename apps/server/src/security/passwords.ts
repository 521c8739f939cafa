import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimums (19 MiB, 2 passes): every hash a running app stores. */
export const PRODUCTION_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Under the test runner only (Vitest sets VITEST in its workers and the servers they spawn): argon2id at
 * its cheapest, as Django's test settings do, because the suite hashes thousands of passwords and the
 * memory-hard cost is the point of production, not of a test. verify() reads the cost from the hash itself,
 * so either kind of hash verifies anywhere.
 */
const TEST_HASH_OPTIONS = { memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

export function hashOptionsFor(env: NodeJS.ProcessEnv) {
  return env.VITEST ? TEST_HASH_OPTIONS : PRODUCTION_HASH_OPTIONS;
}

const OPTIONS = hashOptionsFor(process.env);

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
