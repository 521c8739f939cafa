/**
 * Issue 9 review, defect 5: migration 0003 added game_seats.entry_charged with 0 for every seat, so a person
 * seated at a live table at deploy time would lose their refund on leaving, and their win would be booked as
 * the house's. The migration's backfill statement is run here against rows shaped like the old data (the
 * charge keyed game-entry:<game>:<user>, refunds game-refund:<game>:<user>:<version>).
 */
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSeats, games, walletOperations } from '../src/db/schema.js';
import { applyBalanceChanges, getBalances } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { FAST_TABLES, type Table } from './games/play-helpers.js';
import { type Session, signUp } from './games/social-helpers.js';
import { json, post, startTestApp, type TestApp } from './harness.js';

const MIGRATION = new URL('../drizzle/0003_accounts_and_seatings.sql', import.meta.url);
const BACKFILL = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => statement.includes('UPDATE "game_seats"'));

describe.each(databaseTiers())('migration 0003 backfills the entry of seats at live tables (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, MATCH_FILL_SECONDS: '3600' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Opens a table for the person and rewrites its seat and charge as the code before 0003 left them. */
  async function oldSeat(session: Session, type: 'vs' | 'bots') {
    const created = await post(
      t.app,
      // A vs-bots table is dealt at once (playing); a friendly one waits for people.
      type === 'bots' ? '/game/create' : '/game/create-friendly',
      { type, game_mode: 'classic', map: 'spades', quick: true },
      { token: session.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    const gameId = json<Table>(created).gameData.game_id;
    const userId = session.userData.id;
    const [seat] = await t.ctx.db
      .select()
      .from(gameSeats)
      .where(and(eq(gameSeats.gameId, gameId), eq(gameSeats.userId, userId)));
    if (!seat) throw new Error('not seated');
    await t.ctx.db
      .update(walletOperations)
      .set({ idempotencyKey: `game-entry:${gameId}:${userId}` })
      .where(eq(walletOperations.idempotencyKey, `game-entry:${gameId}:${seat.seatingId}`));
    await t.ctx.db
      .update(gameSeats)
      .set({ entryCharged: 0 })
      .where(and(eq(gameSeats.gameId, gameId), eq(gameSeats.userId, userId)));
    const [game] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    return { gameId, userId, fee: game?.entryFee ?? 0 };
  }

  const charged = async (gameId: string) =>
    (await t.ctx.db.select().from(gameSeats).where(eq(gameSeats.gameId, gameId))).map((seat) => ({
      person: seat.userId !== null,
      entryCharged: seat.entryCharged,
    }));

  it('the migration has the backfill statement', () => {
    expect(BACKFILL).toMatch(/^-- Backfill/);
  });

  it('a live seat holds what was paid under the old key; refunded, finished and bot seats do not', async () => {
    const waiting = await oldSeat(await signUp(t, 'bw'), 'vs');
    const playing = await oldSeat(await signUp(t, 'bp'), 'bots');
    const finished = await oldSeat(await signUp(t, 'bf'), 'vs');
    await t.ctx.db.update(games).set({ status: 'finished' }).where(eq(games.id, finished.gameId));
    // The old minting path: charged once, refunded on a leave, seated again without a charge.
    const refunded = await oldSeat(await signUp(t, 'br'), 'vs');
    await applyBalanceChanges(t.ctx.db, {
      userId: refunded.userId,
      changes: [{ currency: 'coins', delta: refunded.fee }],
      reason: 'game-entry-refund',
      idempotencyKey: `game-refund:${refunded.gameId}:${refunded.userId}:3`,
    });
    expect(waiting.fee).toBeGreaterThan(0);
    expect(playing.fee).toBeGreaterThan(0);

    await t.ctx.db.execute(sql.raw(BACKFILL ?? 'select 1'));

    expect(await charged(waiting.gameId)).toEqual([{ person: true, entryCharged: waiting.fee }]);
    expect(await charged(playing.gameId)).toEqual([
      { person: true, entryCharged: playing.fee },
      ...Array(3).fill({ person: false, entryCharged: 0 }),
    ]);
    expect(await charged(finished.gameId)).toEqual([{ person: true, entryCharged: 0 }]);
    expect(await charged(refunded.gameId)).toEqual([{ person: true, entryCharged: 0 }]);
  });

  it('after the backfill, leaving a waiting table refunds the entry paid before the deploy', async () => {
    const session = await signUp(t, 'bl');
    const before = (await getBalances(t.ctx.db, session.userData.id)).coins;
    const seat = await oldSeat(session, 'vs');
    await t.ctx.db.execute(sql.raw(BACKFILL ?? 'select 1'));
    const exit = await post(t.app, '/game/exit', {}, { token: session.accessToken });
    expect(exit.statusCode, exit.body).toBe(200);
    expect((await getBalances(t.ctx.db, session.userData.id)).coins).toBe(before);
    expect(seat.fee).toBeGreaterThan(0);
  });
});
