import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { CLIENT_SEED_PATTERN } from './client-seed-pattern.js';

/**
 * Provably fair randomness: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) blocks are read
 * as big-endian 32-bit words. The server commits to SHA-256(serverSeed) before the game and reveals the
 * seed afterwards, so anyone can re-derive every deal.
 */
export interface FairSeed {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The shuffle version that derives deals from this seed; absent means 1 (games from before versions). */
  version?: number;
}

/**
 * Every shuffle version a seed may name. A version is never changed once released: any change to how a seed
 * becomes a deal (message layout, sampling, deck order, dealing, first dealer) is a new version, so every
 * finished game stays verifiable. Known-answer vectors pin each one (fair-vectors.test.ts).
 */
export const SHUFFLE_VERSIONS = [1] as const;
export type ShuffleVersion = (typeof SHUFFLE_VERSIONS)[number];
/** The version new games use. */
export const CURRENT_SHUFFLE_VERSION: ShuffleVersion = 1;

/** The seed's shuffle version; throws on a version this engine does not know rather than deal differently. */
export function shuffleVersionOf(seed: Pick<FairSeed, 'version'>): ShuffleVersion {
  const version = seed.version ?? 1;
  if (!(SHUFFLE_VERSIONS as readonly number[]).includes(version)) {
    throw new RangeError(`unknown shuffle version ${String(version)}`);
  }
  return version as ShuffleVersion;
}

type NodeCrypto = typeof import('node:crypto');

/**
 * Node's native crypto when the engine runs on Node (about twice as fast per HMAC block, and the deal is
 * the largest cost of a hand), else the audited pure-JS @noble/hashes; both give identical bytes (tested).
 * `getBuiltinModule` is synchronous and absent in browsers, so nothing here does I/O or needs bundling.
 */
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;

export type HmacBlock = (message: string) => Uint8Array;

export function nobleHmac(key: string): HmacBlock {
  const keyed = hmac.create(sha256, utf8ToBytes(key));
  return (message) => keyed.clone().update(utf8ToBytes(message)).digest();
}

export function nodeHmac(crypto: NodeCrypto, key: string): HmacBlock {
  return (message) => crypto.createHmac('sha256', key).update(message).digest();
}

export const nativeCrypto: NodeCrypto | undefined = nodeCrypto;

function keyedHmac(key: string): HmacBlock {
  return nodeCrypto ? nodeHmac(nodeCrypto, key) : nobleHmac(key);
}

function sha256Hex(text: string): string {
  if (nodeCrypto) return nodeCrypto.createHash('sha256').update(text).digest('hex');
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function commitment(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

export function verifyCommitment(serverSeed: string, expectedCommitment: string): boolean {
  return commitment(serverSeed) === expectedCommitment.toLowerCase();
}

/** A deterministic stream of uniform integers drawn from the seed's HMAC blocks. */
export class FairStream {
  private cursor = 0;
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private readonly nextBlock: HmacBlock;
  readonly version: ShuffleVersion;

  constructor(
    private readonly seed: FairSeed,
    private readonly label = '',
  ) {
    this.version = shuffleVersionOf(seed);
    this.nextBlock = keyedHmac(seed.serverSeed);
  }

  /** The HMAC message of block `cursor`; version 1 is `${clientSeed}:${nonce}:${label}${cursor}`. */
  private message(): string {
    switch (this.version) {
      case 1:
        return `${this.seed.clientSeed}:${this.seed.nonce}:${this.label}${this.cursor}`;
    }
  }

  private refill(): void {
    this.block = this.nextBlock(this.message());
    this.cursor += 1;
    this.offset = 0;
  }

  private nextWord(): number {
    if (this.offset + 4 > this.block.length) this.refill();
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return (((b[o] ?? 0) << 24) | ((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0)) >>> 0;
  }

  private nextByte(): number {
    if (this.offset >= this.block.length) this.refill();
    const byte = this.block[this.offset] ?? 0;
    this.offset += 1;
    return byte;
  }

  /**
   * Uniform integer in [0, bound) by rejection sampling, so no value is favoured. Bounds up to 256 read
   * single bytes (a 52-card shuffle then needs about 2 HMAC blocks instead of 7); larger ones read words.
   */
  nextInt(bound: number): number {
    if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) throw new RangeError(`bad bound ${bound}`);
    if (bound <= 256) {
      const byteLimit = 256 - (256 % bound);
      for (;;) {
        const byte = this.nextByte();
        if (byte < byteLimit) return byte % bound;
      }
    }
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % bound;
    }
  }
}

/** Fisher–Yates driven by a fair stream; the input is not modified. */
export function shuffleWith<T>(items: readonly T[], stream: FairStream): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = stream.nextInt(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

export function fairShuffle<T>(items: readonly T[], seed: FairSeed, label = ''): T[] {
  return shuffleWith(items, new FairStream(seed, label));
}

/** What a person's client seed may be (its own module: see client-seed-pattern.ts). */
export { CLIENT_SEED_PATTERN };

const CLIENT_SEED_SEPARATOR = '|';

/**
 * The table's client seed from every seated person's own seed, in seat order: the hex SHA-256 of the
 * seeds joined with `|`, which no seed may contain, so different lists never join to the same text
 * (["ab", "c"] and ["a", "bc"] differ). No single player, nor the server, picks the table's seed alone.
 * A single seed is hashed too, so a table's client seed always has the same shape (64 hex characters,
 * itself a valid client seed) whatever the number of people, and the verify page has one rule to follow.
 * Throws a RangeError on an empty list or a seed outside CLIENT_SEED_PATTERN.
 */
export function mixClientSeeds(seeds: readonly string[]): string {
  if (seeds.length === 0) throw new RangeError('no client seed to mix');
  for (const seed of seeds) {
    if (typeof seed !== 'string' || !CLIENT_SEED_PATTERN.test(seed)) {
      throw new RangeError(`a client seed is 1 to 64 of A-Z a-z 0-9 _ -, not ${JSON.stringify(seed)}`);
    }
  }
  return sha256Hex(seeds.join(CLIENT_SEED_SEPARATOR));
}
