/**
 * A small seeded PRNG (mulberry32) for random-legal players in tests, benchmarks and simulations. Not for
 * deals: those come only from the fair HMAC stream.
 */
export function seededRandom(seed: number): (bound: number) => number {
  let a = seed >>> 0;
  return (bound) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}
