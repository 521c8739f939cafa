/**
 * Many table requests at once: one person creating fifty games at the same moment sits at one table and pays
 * once; people searching at the same moment each get exactly one seat at a table of at most four.
 */
import { GAME_COST_DEFAULT, GAME_COST_VS } from '@cardroom/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSeats, games, ledger } from '../../src/db/schema.js';
import { applyBalanceChanges, getBalances, ledgerSums } from '../../src/wallet/wallet.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import { type Http, injectHttp, MANUAL_TABLES, type Reply, type Session, signIn } from './socket-helpers.js';

const ATTEMPTS = 50;

describe.each(databaseTiers())('concurrent table requests (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  beforeAll(async () => {
    t = await startTestApp(tier, MANUAL_TABLES);
    http = injectHttp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const createMany = (session: Session, body: Record<string, unknown>) =>
    Promise.all(
      Array.from({ length: ATTEMPTS }, () => http('POST', '/game/create', body, session.accessToken)),
    );

  const codes = (replies: Reply[]) =>
    replies.filter((reply) => reply.status !== 200).map((reply) => reply.body.code);

  /** The user's game rows, seats and game-entry ledger rows. */
  const footprint = async (session: Session) => {
    const userId = session.userData.id;
    const owned = await t.ctx.db.select().from(games).where(eq(games.ownerId, userId));
    const seats = await t.ctx.db.select().from(gameSeats).where(eq(gameSeats.userId, userId));
    const entries = await t.ctx.db
      .select({ delta: ledger.delta })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.reason, 'game-entry')));
    expect(await ledgerSums(t.ctx.db, userId)).toEqual(await getBalances(t.ctx.db, userId));
    return { owned, seats, entries, coins: (await getBalances(t.ctx.db, userId)).coins };
  };

  it(`${ATTEMPTS} creates with coins for exactly one game: one game, one seat, one debit`, async () => {
    const poor = await signIn(http, 'poor');
    await applyBalanceChanges(t.ctx.db, {
      userId: poor.userData.id,
      changes: [{ currency: 'coins', delta: -(1000 - GAME_COST_DEFAULT) }],
      reason: 'test-spend',
      idempotencyKey: `test-spend:${poor.userData.id}`,
    });
    const replies = await createMany(poor, { type: 'bots', game_mode: 'classic', map: 'spades' });
    const ok = replies.filter((reply) => reply.status === 200);
    expect(ok).toHaveLength(1);
    for (const code of codes(replies)) expect(['ALREADY_IN_GAME', 'NOT_ENOUGH_COINS']).toContain(code);
    const { owned, seats, entries, coins } = await footprint(poor);
    expect(owned).toHaveLength(1);
    expect(owned[0]?.id).toBe(ok[0]?.body.gameData.game_id);
    expect(seats).toHaveLength(1);
    expect(entries).toEqual([{ delta: -GAME_COST_DEFAULT }]);
    expect(coins).toBe(0);
  });

  it(`${ATTEMPTS} creates by a rich user: one live game, charged once, ALREADY_IN_GAME for the rest`, async () => {
    const rich = await signIn(http, 'rich');
    const replies = await createMany(rich, { type: 'vs', game_mode: 'heartsonfire', map: 'spades' });
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(codes(replies)).toEqual(Array(ATTEMPTS - 1).fill('ALREADY_IN_GAME'));
    const { owned, seats, entries, coins } = await footprint(rich);
    expect(owned).toHaveLength(1);
    expect(owned[0]?.status).toBe('waiting');
    expect(seats).toHaveLength(1);
    expect(entries).toEqual([{ delta: -GAME_COST_VS }]);
    expect(coins).toBe(1000 - GAME_COST_VS);
    // And the same again mixing create, search and create-friendly: still the one table.
    const mixed = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? http(
              'POST',
              '/game/search',
              { game_mode: 'classic', type: 'vs', map: 'spades' },
              rich.accessToken,
            )
          : http(
              'POST',
              '/game/create',
              { type: 'bots', game_mode: 'classic', map: 'spades' },
              rich.accessToken,
            ),
      ),
    );
    expect(codes(mixed)).toEqual(Array(12).fill('ALREADY_IN_GAME'));
    expect((await footprint(rich)).coins).toBe(1000 - GAME_COST_VS);
  });

  it('people searching at the same moment each get one seat; no table seats more than four', async () => {
    const people = await Promise.all(Array.from({ length: 14 }, (_, i) => signIn(http, `q${i}`)));
    const replies = await Promise.all(
      people.map((person) =>
        http(
          'POST',
          '/game/search',
          { game_mode: 'deuceshigh', type: 'vs', map: 'spades', tier: 'free' },
          person.accessToken,
        ),
      ),
    );
    for (const reply of replies) expect(reply.status, reply.text).toBe(200);
    const ids = people.map((person) => person.userData.id);
    const seats = await t.ctx.db.select().from(gameSeats).where(inArray(gameSeats.userId, ids));
    expect(seats).toHaveLength(people.length);
    expect(new Set(seats.map((seat) => seat.userId)).size).toBe(people.length);
    const tableIds = [...new Set(seats.map((seat) => seat.gameId))];
    const allSeats = await t.ctx.db.select().from(gameSeats).where(inArray(gameSeats.gameId, tableIds));
    for (const tableId of tableIds) {
      const at = allSeats.filter((seat) => seat.gameId === tableId).map((seat) => seat.seat);
      expect(at.length).toBeLessThanOrEqual(4);
      expect(new Set(at).size).toBe(at.length);
    }
    // Each reply names the seat the database holds for that person.
    for (const [i, reply] of replies.entries()) {
      const seat = seats.find((row) => row.userId === ids[i]);
      expect(reply.body.gameData.game_id).toBe(seat?.gameId);
      expect(reply.body.playerData.seat).toBe(seat?.seat);
    }
    // Full tables were dealt; the others still wait.
    const rows = await t.ctx.db.select().from(games).where(inArray(games.id, tableIds));
    for (const row of rows) {
      const count = allSeats.filter((seat) => seat.gameId === row.id).length;
      expect(row.status).toBe(count === 4 ? 'playing' : 'waiting');
    }
    for (const person of people) {
      const { entries, coins } = await footprint(person);
      expect(entries).toEqual([{ delta: -GAME_COST_VS }]);
      expect(coins).toBe(1000 - GAME_COST_VS);
    }
  });
});
