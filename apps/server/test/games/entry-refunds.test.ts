/**
 * Issue 9's blocker: joining and leaving a table minted its entry fee on every cycle after the first (850 →
 * 1,600 coins in 5 cycles). Each seating now pays once and is refunded at most what it paid, and a join whose
 * charge was not applied fails.
 */
import { GAME_COST_VS } from '@cardroom/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameSeats, ledger } from '../../src/db/schema.js';
import * as wallet from '../../src/wallet/wallet.js';
import { databaseTiers } from '../databases.js';
import { json, post, startTestApp, type TestApp } from '../harness.js';
import { expectError } from '../mail-links.js';
import { expectWalletInvariants } from '../wallet-invariants.js';
import { FAST_TABLES } from './play-helpers.js';
import { type Session, signUp, type TableReply } from './social-helpers.js';

/** When set, the wallet answers a game-entry charge as "already applied" without charging (a replayed key). */
const skipEntryCharge = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/wallet/wallet.js', async (importOriginal) => {
  const original = await importOriginal<typeof wallet>();
  return {
    ...original,
    applyBalanceChanges: async (...args: Parameters<typeof original.applyBalanceChanges>) => {
      const [db, request] = args;
      if (skipEntryCharge.on && request.reason === 'game-entry')
        return { applied: false, balances: await original.getBalances(db, request.userId) };
      return original.applyBalanceChanges(...args);
    },
  };
});

describe.each(databaseTiers())('table entry charges and refunds (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    // A public table must not fill with bots while the cycles run.
    t = await startTestApp(tier, { ...FAST_TABLES, MATCH_FILL_SECONDS: '3600' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const coins = async (session: Session) => (await wallet.getBalances(t.ctx.db, session.userData.id)).coins;
  const call = (session: Session, url: string, body: Record<string, unknown> = {}) =>
    post(t.app, url, body, { token: session.accessToken });
  const entryRows = (session: Session) =>
    t.ctx.db
      .select({ delta: ledger.delta, reason: ledger.reason })
      .from(ledger)
      .where(and(eq(ledger.userId, session.userData.id), eq(ledger.currency, 'coins')));

  /** Joins the table with `join` and exits, `cycles` times; the balance must end where it started. */
  async function cycle(session: Session, cycles: number, join: () => Promise<TableReply>) {
    const start = await coins(session);
    for (let i = 0; i < cycles; i++) {
      const table = await join();
      const seat = table.gameData.players.find((player) => player.id === session.userData.id);
      expect(seat, 'seated').toBeDefined();
      expect(await coins(session)).toBe(start - GAME_COST_VS);
      const exit = await call(session, '/game/exit');
      expect(exit.statusCode, exit.body).toBe(200);
      expect(await coins(session)).toBe(start);
    }
    const rows = (await entryRows(session)).filter((row) => row.reason !== 'signup-bonus');
    expect(rows.filter((row) => row.reason === 'game-entry')).toEqual(
      Array(cycles).fill({ delta: -GAME_COST_VS, reason: 'game-entry' }),
    );
    expect(rows.filter((row) => row.reason === 'game-entry-refund')).toEqual(
      Array(cycles).fill({ delta: GAME_COST_VS, reason: 'game-entry-refund' }),
    );
    await expectWalletInvariants(t.ctx.db, `after ${cycles} cycles`);
  }

  it.each([5, 20])(
    'join-friendly then exit, %i times, leaves the balance where it started',
    async (cycles) => {
      const owner = await signUp(t, 'fo');
      const guest = await signUp(t, 'fg');
      const created = await call(owner, '/game/create-friendly', {
        type: 'vs',
        game_mode: 'classic',
        map: 'spades',
      });
      expect(created.statusCode, created.body).toBe(200);
      const gameId = json<TableReply>(created).gameData.game_id;
      await cycle(guest, cycles, async () => {
        const joined = await call(guest, '/game/join-friendly', { game_id: gameId, locale: 'en' });
        expect(joined.statusCode, joined.body).toBe(200);
        const table = json<TableReply>(joined);
        expect(table.gameData.game_id).toBe(gameId);
        return table;
      });
      expect(await coins(owner)).toBe(1000 - GAME_COST_VS);
    },
  );

  it.each([5, 20])('search then exit, %i times, leaves the balance where it started', async (cycles) => {
    const mode = cycles === 5 ? 'deuceshigh' : 'heartsonfire';
    const search = { map: 'spades', type: 'vs', game_mode: mode, tier: 'free' };
    const opener = await signUp(t, 'so');
    const opened = await call(opener, '/game/search', search);
    expect(opened.statusCode, opened.body).toBe(200);
    const gameId = json<TableReply>(opened).gameData.game_id;
    const searcher = await signUp(t, 'ss');
    await cycle(searcher, cycles, async () => {
      const found = await call(searcher, '/game/search', search);
      expect(found.statusCode, found.body).toBe(200);
      const table = json<TableReply>(found);
      // The same open table every time: the one the old code let a searcher be refunded from again and again.
      expect(table.gameData.game_id).toBe(gameId);
      return table;
    });
  });

  it('records what each seating was charged and refunds a seating once', async () => {
    const owner = await signUp(t, 'ro');
    const created = await call(owner, '/game/create-friendly', {
      type: 'vs',
      game_mode: 'clubhouse',
      map: 'spades',
    });
    const gameId = json<TableReply>(created).gameData.game_id;
    const [seat] = await t.ctx.db.select().from(gameSeats).where(eq(gameSeats.gameId, gameId));
    expect(seat).toMatchObject({ userId: owner.userData.id, entryCharged: GAME_COST_VS });
    // Two exits at once: one frees the seat and refunds it, the other finds no seat.
    const exits = await Promise.all([call(owner, '/game/exit'), call(owner, '/game/exit')]);
    for (const exit of exits) expect(exit.statusCode, exit.body).toBe(200);
    expect(await coins(owner)).toBe(1000);
    const refunds = (await entryRows(owner)).filter((row) => row.reason === 'game-entry-refund');
    expect(refunds).toEqual([{ delta: GAME_COST_VS, reason: 'game-entry-refund' }]);
    await expectWalletInvariants(t.ctx.db, 'after two exits');
  });

  it('fails the join, seating nobody, when the entry charge was not applied', async () => {
    const owner = await signUp(t, 'no');
    const friend = await signUp(t, 'nf');
    const created = await call(owner, '/game/create-friendly', {
      type: 'vs',
      game_mode: 'classic',
      map: 'spades',
    });
    const gameId = json<TableReply>(created).gameData.game_id;
    skipEntryCharge.on = true;
    try {
      expectError(
        await call(friend, '/game/join-friendly', { game_id: gameId, locale: 'en' }),
        409,
        'IDEMPOTENCY_CONFLICT',
      );
      expectError(
        await call(friend, '/game/create', { type: 'vs', game_mode: 'classic', map: 'spades' }),
        409,
        'IDEMPOTENCY_CONFLICT',
      );
    } finally {
      skipEntryCharge.on = false;
    }
    expect(await t.ctx.db.select().from(gameSeats).where(eq(gameSeats.userId, friend.userData.id))).toEqual(
      [],
    );
    // Nothing was charged, so leaving cannot refund anything.
    expect((await call(friend, '/game/exit')).statusCode).toBe(200);
    expect(await coins(friend)).toBe(1000);
    await expectWalletInvariants(t.ctx.db, 'after refused joins');
  });
});
