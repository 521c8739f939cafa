import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashOptionsFor, PRODUCTION_HASH_OPTIONS, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('uses OWASP argon2id (19 MiB, 2 passes) outside the test runner, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(hashOptionsFor({ NODE_ENV })).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    }
    expect(hashOptionsFor({ VITEST: 'true' }).memoryCost).toBeLessThan(19_456);
  });

  it('verifies a production-cost hash and refuses a wrong password or a malformed hash', async () => {
    const stored = await hash('correct horse', PRODUCTION_HASH_OPTIONS);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'wrong horse')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'correct horse')).resolves.toBe(false);
  });
});
