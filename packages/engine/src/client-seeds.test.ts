import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_SEED_PATTERN, mixClientSeeds } from './fair.js';

const SEED_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'];
const clientSeed = fc.string({ unit: fc.constantFrom(...SEED_CHARS), minLength: 1, maxLength: 64 });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('mixClientSeeds', () => {
  it('is the hex SHA-256 of the seeds joined with "|", a single seed included', () => {
    expect(mixClientSeeds(['a'])).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
    expect(mixClientSeeds(['alice', 'bob-2', 'C_3'])).toBe(sha256('alice|bob-2|C_3'));
  });

  it('is deterministic and always 64 lowercase hex characters, itself a valid client seed', () => {
    fc.assert(
      fc.property(fc.array(clientSeed, { minLength: 1, maxLength: 4 }), (seeds) => {
        const mixed = mixClientSeeds(seeds);
        expect(mixed).toMatch(/^[0-9a-f]{64}$/);
        expect(CLIENT_SEED_PATTERN.test(mixed)).toBe(true);
        expect(mixClientSeeds([...seeds])).toBe(mixed);
        expect(mixed).toBe(sha256(seeds.join('|')));
      }),
    );
  });

  it('depends on seat order: swapping two different seeds changes the result', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(clientSeed, { minLength: 2, maxLength: 4 }),
        fc.nat(),
        fc.nat(),
        (seeds, a, b) => {
          const i = a % seeds.length;
          const j = (i + 1 + (b % (seeds.length - 1))) % seeds.length;
          const swapped = seeds.slice();
          [swapped[i], swapped[j]] = [swapped[j] as string, swapped[i] as string];
          expect(mixClientSeeds(swapped)).not.toBe(mixClientSeeds(seeds));
        },
      ),
    );
  });

  it('never confuses two lists that join to the same characters without the separator', () => {
    fc.assert(
      fc.property(clientSeed, clientSeed, clientSeed, (x, y, z) => {
        fc.pre(y.length > 1);
        const split = [x + y.slice(0, 1), y.slice(1) + z];
        expect(mixClientSeeds([x, y, z])).not.toBe(mixClientSeeds(split));
        expect(mixClientSeeds([x, y])).not.toBe(mixClientSeeds([x + y]));
      }),
    );
  });

  it('refuses an empty list and seeds outside 1–64 of [A-Za-z0-9_-]', () => {
    expect(() => mixClientSeeds([])).toThrow(RangeError);
    for (const bad of ['', 'a|b', 'has space', 'ñ', 'x'.repeat(65), 'a:b', 'a\n']) {
      expect(() => mixClientSeeds(['ok', bad])).toThrow(RangeError);
    }
    expect(() => mixClientSeeds([7 as unknown as string])).toThrow(RangeError);
    expect(mixClientSeeds(['x'.repeat(64)])).toHaveLength(64);
  });
});
