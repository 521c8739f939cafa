/**
 * Issue 9, account deletion at the table: a person deleted mid-game leaves at once (a bot plays their seat at
 * bot pace and the game goes on to its end); before the deal their seat is freed and refunded, and an open
 * prize pool entry is refunded, before the balances are forfeited. Every coin stays accounted for.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSeats, games, prizePoolEntries } from '../../src/db/schema.js';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectWalletInvariants } from '../wallet-invariants.js';
import { FAST_TABLES, playToTheEnd } from './play-helpers.js';
import { grant, type Session, signUp, type TableReply } from './social-helpers.js';

describe.each(databaseTiers())('account deletion at the table (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    // People's turn timers are long: only a bot in the deleted person's seat can move the game on quickly.
    t = await startTestApp(tier, { ...FAST_TABLES, TURN_SECONDS: '600' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (session: Session, url: string, body: Record<string, unknown> = {}) =>
    post(t.app, url, body, { token: session.accessToken });
  const seatsOf = (gameId: string) => t.ctx.db.select().from(gameSeats).where(eq(gameSeats.gameId, gameId));

  /** A friendly quick table of `owner` with `friend` seated, still waiting for its last two seats. */
  async function tableOfTwo(owner: Session, friend: Session): Promise<string> {
    const created = await call(owner, '/game/create-friendly', {
      type: 'vs',
      game_mode: 'classic',
      map: 'spades',
      quick: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const gameId = json<TableReply>(created).gameData.game_id;
    const joined = await call(friend, '/game/join-friendly', { game_id: gameId, locale: 'en' });
    expect(joined.statusCode, joined.body).toBe(200);
    return gameId;
  }

  it('gives a deleted player’s seat to a bot mid-game, and the game goes on to its end', async () => {
    const owner = await signUp(t, 'do');
    const leaver = await signUp(t, 'dl');
    const gameId = await tableOfTwo(owner, leaver);
    for (let i = 0; i < 2; i++) expect((await call(owner, '/game/add-bot')).statusCode).toBe(200);
    const [game] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    expect(game?.status).toBe('playing');
    const leaverSeat = (await seatsOf(gameId)).find((seat) => seat.userId === leaver.userData.id)?.seat;

    const deleted = await call(leaver, '/auth/delete');
    expect(deleted.statusCode, deleted.body).toBe(200);
    const seat = (await seatsOf(gameId)).find((row) => row.seat === leaverSeat);
    expect(seat).toMatchObject({ isBot: true, active: false, userId: null });
    await expectWalletInvariants(t.ctx.db, 'after the deletion');

    // The owner plays their seat; the deleted player's seat is played by the server at bot pace.
    const final = await playToTheEnd(t.app, owner.accessToken, 30_000);
    expect(final.gameData.hasFinished).toBe(true);
    const seen = await get(t.app, '/game/spades/load', { token: owner.accessToken });
    const players = json<TableReply>(seen).gameData.players;
    expect(players.find((player) => player.seat === leaverSeat)).toMatchObject({ isBot: true });
    // The deleted player's entry stayed in the pot: paid out or kept by the house, never lost.
    await expectWalletInvariants(t.ctx.db, 'after the game ended');
  });

  it('frees and refunds a deleted player’s seat before the deal, then forfeits the balance', async () => {
    const owner = await signUp(t, 'wo');
    const leaver = await signUp(t, 'wl');
    const gameId = await tableOfTwo(owner, leaver);
    expect(await call(leaver, '/auth/delete').then((reply) => reply.statusCode)).toBe(200);
    const seats = await seatsOf(gameId);
    expect(seats.map((seat) => seat.userId)).toEqual([owner.userData.id]);
    const [game] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    expect(game?.status).toBe('waiting');
    await expectWalletInvariants(t.ctx.db, 'after deleting a waiting player');
  });

  it('refunds an open prize pool entry of a deleted player, then forfeits the ticket', async () => {
    const leaver = await signUp(t, 'pl');
    await grant(t, leaver.userData.id, 'ticket_bronze', 1);
    const listed = await get(t.app, '/game/spades/get-prize-pools', { token: leaver.accessToken });
    const pool = json<{ prizePools: { prizepool_id: string }[] }>(listed).prizePools[0];
    if (!pool) throw new Error('no open pool');
    const entered = await call(leaver, '/game/spades/join-prize-pool', { prizepool_id: pool.prizepool_id });
    expect(entered.statusCode, entered.body).toBe(200);
    await expectWalletInvariants(t.ctx.db, 'with the ticket in the pool');
    expect(await call(leaver, '/auth/delete').then((reply) => reply.statusCode)).toBe(200);
    const entries = await t.ctx.db
      .select()
      .from(prizePoolEntries)
      .where(
        and(eq(prizePoolEntries.prizePoolId, pool.prizepool_id), eq(prizePoolEntries.status, 'entered')),
      );
    expect(entries).toEqual([]);
    await expectWalletInvariants(t.ctx.db, 'after deleting an entrant');
  });
});
