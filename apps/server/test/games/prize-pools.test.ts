import { randomUUID } from 'node:crypto';
import type { GameOutcome, PrizePool, PrizePoolEntry, UserData } from '@cardroom/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { games, prizePoolEntries, prizePools } from '../../src/db/schema.js';
import { getBalances } from '../../src/wallet/wallet.js';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectError } from '../mail-links.js';
import { FAST_TABLES, playToTheEnd } from './play-helpers.js';
import { expectLedgerBalanced, grant, type Session, signUp, type TableReply } from './social-helpers.js';

describe.each(databaseTiers())('spades prize pools (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pools = async (session: Session) => {
    const reply = await get(t.app, '/game/spades/get-prize-pools', { token: session.accessToken });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<{ prizePools: PrizePool[] }>(reply).prizePools;
  };
  const poolOf = async (session: Session, mode: string) => {
    const pool = (await pools(session)).find((candidate) => candidate.game_mode === mode);
    if (!pool) throw new Error(`no open ${mode} pool`);
    return pool;
  };
  const join = (session: Session, poolId: string) =>
    post(t.app, '/game/spades/join-prize-pool', { prizepool_id: poolId }, { token: session.accessToken });
  const leave = (session: Session) =>
    post(t.app, '/game/spades/leave-prize-pool', {}, { token: session.accessToken });
  const tickets = async (session: Session) =>
    (await getBalances(t.ctx.db, session.userData.id)).ticket_bronze;

  /** Signed-up players with one bronze ticket each. */
  async function entrants(count: number, prefix: string): Promise<Session[]> {
    const sessions = await Promise.all(Array.from({ length: count }, (_, i) => signUp(t, `${prefix}${i}`)));
    for (const session of sessions) await grant(t, session.userData.id, 'ticket_bronze', 1);
    return sessions;
  }

  it('keeps one open bronze cup per spades mode', async () => {
    const [viewer] = await entrants(1, 'pv');
    if (!viewer) throw new Error('viewer');
    // The first visitors arrive together: still one cup per mode.
    const [listed = [], ...others] = await Promise.all([pools(viewer), pools(viewer), pools(viewer)]);
    for (const other of others)
      expect(other.map((pool) => pool.prizepool_id).sort()).toEqual(
        listed.map((pool) => pool.prizepool_id).sort(),
      );
    expect(await t.ctx.db.select().from(prizePools)).toHaveLength(4);
    expect(listed.map((pool) => pool.game_mode).sort()).toEqual([
      'classic',
      'clubhouse',
      'deuceshigh',
      'heartsonfire',
    ]);
    expect(listed.find((pool) => pool.game_mode === 'deuceshigh')).toMatchObject({
      name: 'Deuces High Bronze Cup',
      map: 'spades',
      entryFee: { currency: 'ticket_bronze', amount: 1 },
      prize: { currency: 'coins', amount: 400 },
      entrants: 0,
      maxEntrants: 4,
      endsAt: null,
    });
    const again = await pools(viewer);
    expect(again.map((pool) => pool.prizepool_id)).toEqual(listed.map((pool) => pool.prizepool_id));
  });

  it('spends a ticket to enter, refunds it on leaving, and refuses what it must', async () => {
    const [a, b] = await entrants(2, 'pe');
    const broke = await signUp(t, 'pbroke');
    if (!a || !b) throw new Error('entrants');
    const pool = await poolOf(a, 'heartsonfire');
    const other = await poolOf(a, 'classic');

    expectError(await join(broke, pool.prizepool_id), 402, 'REQUIRES_TICKET_BRONZE');
    expectError(await join(a, randomUUID()), 404, 'PRIZE_POOL_NOT_FOUND', 'Prize pool not found.');
    expectError(await join(a, 'not-a-pool'), 404, 'PRIZE_POOL_NOT_FOUND');
    expectError(await leave(a), 404, 'PRIZE_POOL_NOT_FOUND');

    const joined = await join(a, pool.prizepool_id);
    expect(joined.statusCode, joined.body).toBe(200);
    const entry = json<{ ticket_id: string; userData: UserData }>(joined);
    expect(entry.userData.tickets.bronze).toBe(0);
    expect((await poolOf(a, 'heartsonfire')).entrants).toBe(1);
    const waiting = json<{ myEntries: PrizePoolEntry[] }>(
      await get(t.app, '/game/spades/get-prize-pools', { token: a.accessToken }),
    ).myEntries;
    expect(waiting[0]).toMatchObject({
      prizepool_id: pool.prizepool_id,
      status: 'entered',
      game_id: null,
      outcome: null,
    });
    // Entering twice is the same entry, paid once.
    const twice = json<{ ticket_id: string }>(await join(a, pool.prizepool_id));
    expect(twice.ticket_id).toBe(entry.ticket_id);
    expect(await tickets(a)).toBe(0);
    // One open entry at a time.
    await grant(t, a.userData.id, 'ticket_bronze', 1);
    expectError(await join(a, other.prizepool_id), 409, 'ALREADY_IN_GAME');
    expect(await tickets(a)).toBe(1);

    const left = await leave(a);
    expect(left.statusCode, left.body).toBe(200);
    expect(json<{ userData: UserData }>(left).userData.tickets.bronze).toBe(2);
    expect((await poolOf(a, 'heartsonfire')).entrants).toBe(0);
    expectError(await leave(a), 404, 'PRIZE_POOL_NOT_FOUND');
    // Entering again after leaving pays again.
    const rejoined = json<{ ticket_id: string }>(await join(a, pool.prizepool_id));
    expect(rejoined.ticket_id).not.toBe(entry.ticket_id);
    expect(await tickets(a)).toBe(1);
    expect((await leave(a)).statusCode).toBe(200);
    expect(await tickets(a)).toBe(2);

    // Seated at a live table: no entry.
    const created = await post(
      t.app,
      '/game/create',
      { type: 'bots', game_mode: 'classic', map: 'spades' },
      { token: b.accessToken },
    );
    expect(created.statusCode).toBe(200);
    expectError(await join(b, pool.prizepool_id), 409, 'ALREADY_IN_GAME');
    expect(await tickets(b)).toBe(1);
    for (const session of [a, b, broke]) await expectLedgerBalanced(t, session.userData.id);
  });

  it('seats the four entrants at a prize table without bots and pays the winners the prize', async () => {
    const people = await entrants(4, 'pp');
    const pool = await poolOf(people[0] as Session, 'deuceshigh');
    const publishState = vi.spyOn(t.games.runtime.events, 'publishState');
    const joinRoom = vi.spyOn(t.games.runtime.events, 'joinRoom');
    const ticketIds: string[] = [];
    try {
      for (const session of people) {
        const reply = await join(session, pool.prizepool_id);
        expect(reply.statusCode, reply.body).toBe(200);
        ticketIds.push(json<{ ticket_id: string }>(reply).ticket_id);
      }
      const [started] = await t.ctx.db.select().from(prizePools).where(eq(prizePools.id, pool.prizepool_id));
      expect(started?.status).toBe('started');
      const gameId = started?.gameId;
      if (!gameId) throw new Error('the pool has no game');
      for (const session of people) expect(joinRoom).toHaveBeenCalledWith(session.userData.id, gameId);
      const published = publishState.mock.calls.map(([record]) => record).find((r) => r.game.id === gameId);
      expect(published?.seats.map((seat) => seat.userId)).toEqual(
        people.map((session) => session.userData.id),
      );
    } finally {
      publishState.mockRestore();
      joinRoom.mockRestore();
    }
    expect(new Set(ticketIds).size).toBe(4);

    const loads = await Promise.all(
      people.map((session) => get(t.app, '/game/spades/load', { token: session.accessToken })),
    );
    for (const [index, load] of loads.entries()) {
      expect(load.statusCode, load.body).toBe(200);
      const table = json<TableReply>(load);
      expect(table.gameData).toMatchObject({ people: 4, hasStarted: true, entryFee: 0, singleHand: true });
      expect(table.gameData.players.some((player) => player.isBot)).toBe(false);
      expect(table.playerData.id).toBe(people[index]?.userData.id);
    }
    const gameId = json<TableReply>(loads[0] as never).gameData.game_id;
    const [row] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    expect(row).toMatchObject({ prizePoolId: pool.prizepool_id, friendly: false, gameMode: 'deuceshigh' });
    expectError(
      await post(t.app, '/game/add-bot', {}, { token: people[0]?.accessToken }),
      409,
      'GAME_ALREADY_STARTED',
    );
    expectError(await leave(people[1] as Session), 409, 'GAME_ALREADY_STARTED');
    const latecomer = (await entrants(1, 'plate'))[0] as Session;
    expectError(await join(latecomer, pool.prizepool_id), 409, 'GAME_ALREADY_STARTED');
    // A fresh cup is open for the mode.
    const next = await poolOf(latecomer, 'deuceshigh');
    expect(next.prizepool_id).not.toBe(pool.prizepool_id);
    expect(next.entrants).toBe(0);

    const finals = await Promise.all(
      people.map((session) => playToTheEnd(t.app, session.accessToken, 120_000)),
    );
    const outcome = finals[0]?.gameData.outcome as GameOutcome;
    expect(outcome.payouts).toHaveLength(4);
    const winners = people.filter((session) => outcome.winners.includes(session.userData.id));
    for (const session of people) {
      const won = !outcome.draw && outcome.winners.includes(session.userData.id);
      const prize = won ? Math.floor(400 / winners.length) : 0;
      expect(await getBalances(t.ctx.db, session.userData.id)).toMatchObject({
        coins: 1000 + prize,
        ticket_bronze: 0,
      });
      await expectLedgerBalanced(t, session.userData.id);
    }
    if (!outcome.draw) expect(winners.length).toBe(2);
    const [finished] = await t.ctx.db.select().from(prizePools).where(eq(prizePools.id, pool.prizepool_id));
    expect(finished?.status).toBe('finished');
    expect(finished?.endsAt).toBeInstanceOf(Date);
    const entries = await t.ctx.db
      .select({ status: prizePoolEntries.status })
      .from(prizePoolEntries)
      .where(eq(prizePoolEntries.prizePoolId, pool.prizepool_id));
    expect(entries.map((entry) => entry.status)).toEqual(['done', 'done', 'done', 'done']);
    // Each entrant's own entries carry the pool's table, their result and what it paid them.
    for (const session of people) {
      const reply = await get(t.app, '/game/spades/get-prize-pools', { token: session.accessToken });
      const [mine] = json<{ myEntries: PrizePoolEntry[] }>(reply).myEntries;
      const won = !outcome.draw && outcome.winners.includes(session.userData.id);
      expect(mine).toMatchObject({
        prizepool_id: pool.prizepool_id,
        status: 'done',
        game_id: gameId,
        outcome: outcome.draw ? 'draw' : won ? 'win' : 'loss',
        payout: { currency: 'coins', amount: won ? Math.floor(400 / winners.length) : 0 },
      });
    }
  }, 180_000);

  it('refunds an entrant who sat down elsewhere before the pool filled, and waits for another', async () => {
    const [busy, b, c, d, e] = await entrants(5, 'pb');
    if (!busy || !b || !c || !d || !e) throw new Error('entrants');
    const pool = await poolOf(busy, 'clubhouse');
    expect((await join(busy, pool.prizepool_id)).statusCode).toBe(200);
    const elsewhere = await post(
      t.app,
      '/game/create',
      { type: 'bots', game_mode: 'classic', map: 'spades' },
      { token: busy.accessToken },
    );
    expect(elsewhere.statusCode).toBe(200);
    for (const session of [b, c, d]) expect((await join(session, pool.prizepool_id)).statusCode).toBe(200);
    const [still] = await t.ctx.db.select().from(prizePools).where(eq(prizePools.id, pool.prizepool_id));
    expect(still?.status).toBe('open');
    expect(await tickets(busy)).toBe(1);
    const [busyEntry] = await t.ctx.db
      .select()
      .from(prizePoolEntries)
      .where(
        and(
          eq(prizePoolEntries.userId, busy.userData.id),
          eq(prizePoolEntries.prizePoolId, pool.prizepool_id),
        ),
      );
    expect(busyEntry?.status).toBe('left');
    expect((await poolOf(b, 'clubhouse')).entrants).toBe(3);
    expect((await join(e, pool.prizepool_id)).statusCode).toBe(200);
    const load = json<TableReply>(await get(t.app, '/game/spades/load', { token: e.accessToken }));
    expect(load.gameData.players.map((player) => player.id).sort()).toEqual(
      [b, c, d, e].map((session) => session.userData.id).sort(),
    );
    await expectLedgerBalanced(t, busy.userData.id);
  });

  it('never seats more than four when five enter at once', async () => {
    const people = await entrants(5, 'pr');
    const pool = await poolOf(people[0] as Session, 'classic');
    const replies = await Promise.all(people.map((session) => join(session, pool.prizepool_id)));
    const ok = replies.filter((reply) => reply.statusCode === 200);
    expect(ok).toHaveLength(4);
    const refused = replies.find((reply) => reply.statusCode !== 200);
    expect(['GAME_FULL', 'GAME_ALREADY_STARTED']).toContain(refused?.json().code);
    const left = await Promise.all(people.map((session) => tickets(session)));
    expect(left.sort()).toEqual([0, 0, 0, 0, 1]);
    const [row] = await t.ctx.db.select().from(prizePools).where(eq(prizePools.id, pool.prizepool_id));
    expect(row?.status).toBe('started');
    const started = await t.ctx.db.select().from(games).where(eq(games.prizePoolId, pool.prizepool_id));
    expect(started).toHaveLength(1);
  });
});
