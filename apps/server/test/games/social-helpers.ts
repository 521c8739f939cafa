/** Helpers for the friendly, chat, reaction, leaderboard, prize pool and stats suites. */
import { inflateSync } from 'node:zlib';
import type { Currency, UserData } from '@cardroom/protocol';
import { expect } from 'vitest';
import { applyBalanceChanges, getBalances, ledgerSums } from '../../src/wallet/wallet.js';
import { json, post, type TestApp, uniqueUser } from '../harness.js';
import type { Table } from './play-helpers.js';

export interface Session {
  accessToken: string;
  userData: UserData;
}

/** A signed-in, registered user: POST /auth/register, then the session of POST /auth/login. */
export async function signUp(t: TestApp, prefix = 'p'): Promise<Session> {
  const user = uniqueUser(prefix);
  const registered = await post(t.app, '/auth/register', user);
  expect(registered.statusCode, registered.body).toBe(200);
  const login = await post(t.app, '/auth/login', { email: user.email, password: user.password });
  expect(login.statusCode, login.body).toBe(200);
  return json<Session>(login);
}

let grants = 0;
/** Adds (or with a negative amount, takes) a balance through the wallet, as an operator would. */
export async function grant(t: TestApp, userId: string, currency: Currency, delta: number): Promise<void> {
  grants += 1;
  await applyBalanceChanges(t.ctx.db, {
    userId,
    changes: [{ currency, delta }],
    reason: 'test-grant',
    idempotencyKey: `test-grant:${userId}:${grants}:${Math.random()}`,
  });
}

/**
 * Passes the cash-play checks through their own calls (a verified email is needed first): an adult's date of
 * birth and a location in Florida.
 */
export async function passCashPlayChecks(t: TestApp, token: string): Promise<void> {
  const age = await post(t.app, '/user/verify-age', { date_of_birth: '1990-04-01' }, { token });
  expect(age.statusCode, age.body).toBe(200);
  const place = await post(t.app, '/user/location', { latitude: 27.99, longitude: -81.76 }, { token });
  expect(place.statusCode, place.body).toBe(200);
}

/** The wallet's ledger adds up to its balances. */
export async function expectLedgerBalanced(t: TestApp, userId: string): Promise<void> {
  expect(await ledgerSums(t.ctx.db, userId)).toEqual(await getBalances(t.ctx.db, userId));
}

/** A table reply with the session fields some entries add. */
export type TableReply = Table & { success: true; userData?: UserData; gameToken?: string };

/** Decodes an 8-bit, non-interlaced PNG (what `qrcode` writes) into its size and RGBA-ish pixel rows. */
export function decodePng(buffer: Buffer): {
  width: number;
  height: number;
  pixel(x: number, y: number): number[];
} {
  expect(buffer.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8]).toBe(8);
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[body[9] ?? -1] ?? 0;
      expect(channels).toBeGreaterThan(0);
      expect(body[12]).toBe(0);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    const above = rows[y - 1];
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (line[i - channels] ?? 0) : 0;
      const up = above ? (above[i] ?? 0) : 0;
      const upLeft = above && i >= channels ? (above[i - channels] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = Math.floor((left + up) / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      line[i] = ((line[i] ?? 0) + predictor) & 0xff;
    }
    rows.push(line);
  }
  return {
    width,
    height,
    pixel: (x, y) => [...(rows[y]?.subarray(x * channels, (x + 1) * channels) ?? [])],
  };
}
