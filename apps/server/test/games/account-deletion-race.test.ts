/**
 * Issue 9 review, defect 9: POST /auth/delete leaves the account's tables and pools (the accountDeleted
 * listener) before the erase transaction, so a join in flight could land in between: its seat stayed a
 * ghost ("Deleted player", no bot, no refund) and a pool ticket vanished with the cascade. The erase itself
 * now frees such a seat (refunded before the deal, handed to a bot during play) and refunds such an entry.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSeats, games, walletOperations } from '../../src/db/schema.js';
import { eraseAccount } from '../../src/users/deletion.js';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectWalletInvariants } from '../wallet-invariants.js';
import { FAST_TABLES, playToTheEnd } from './play-helpers.js';
import { grant, type Session, signUp, type TableReply } from './social-helpers.js';

describe.each(databaseTiers())('account deletion with a join in flight (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, TURN_SECONDS: '600', MATCH_FILL_SECONDS: '3600' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (session: Session, url: string, body: Record<string, unknown> = {}) =>
    post(t.app, url, body, { token: session.accessToken });
  const seatsOf = (gameId: string) => t.ctx.db.select().from(gameSeats).where(eq(gameSeats.gameId, gameId));
  /** A seat no person and no bot plays: what an erased account's late join used to leave behind. */
  const ghosts = async (gameId: string) =>
    (await seatsOf(gameId)).filter((seat) => seat.userId === null && !seat.isBot && seat.active);

  async function friendlyTable(owner: Session): Promise<string> {
    const created = await call(owner, '/game/create-friendly', {
      type: 'vs',
      game_mode: 'classic',
      map: 'spades',
      quick: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    return json<TableReply>(created).gameData.game_id;
  }

  /** The account has left everything (the listener ran), then a join lands, then the erase runs. */
  async function joinAfterLeaving(session: Session, join: () => Promise<void>) {
    await t.ctx.lifecycle.emit('accountDeleted', { userId: session.userData.id });
    await join();
    expect(await eraseAccount(t.ctx, session.userData.id)).toBe(true);
  }

  it('frees and refunds a seat at a waiting table taken after the account left its tables', async () => {
    const owner = await signUp(t, 'ro');
    const late = await signUp(t, 'rl');
    const gameId = await friendlyTable(owner);
    await joinAfterLeaving(late, async () => {
      const joined = await call(late, '/game/join-friendly', { game_id: gameId, locale: 'en' });
      expect(joined.statusCode, joined.body).toBe(200);
    });
    expect((await seatsOf(gameId)).map((seat) => seat.userId)).toEqual([owner.userData.id]);
    const refunds = await t.ctx.db
      .select()
      .from(walletOperations)
      .where(like(walletOperations.idempotencyKey, `game-entry-refund:${gameId}:%`));
    expect(refunds).toHaveLength(1);
    await expectWalletInvariants(t.ctx.db, 'after erasing a late joiner');
  });

  it('hands a seat at a playing table to a bot, and the game goes on to its end', async () => {
    const owner = await signUp(t, 'po');
    const late = await signUp(t, 'pl');
    const gameId = await friendlyTable(owner);
    await joinAfterLeaving(late, async () => {
      const joined = await call(late, '/game/join-friendly', { game_id: gameId, locale: 'en' });
      expect(joined.statusCode, joined.body).toBe(200);
      for (let i = 0; i < 2; i++) expect((await call(owner, '/game/add-bot')).statusCode).toBe(200);
    });
    const [game] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    expect(game?.status).toBe('playing');
    expect(await ghosts(gameId)).toEqual([]);
    expect((await seatsOf(gameId)).filter((seat) => seat.userId === null && seat.isBot)).toHaveLength(3);
    await expectWalletInvariants(t.ctx.db, 'after erasing a player mid-game');
    const final = await playToTheEnd(t.app, owner.accessToken, 30_000);
    expect(final.gameData.hasFinished).toBe(true);
    await expectWalletInvariants(t.ctx.db, 'after the game ended');
  });

  it('refunds a prize pool entry made after the account left its pools, before the forfeit', async () => {
    const late = await signUp(t, 'ql');
    await grant(t, late.userData.id, 'ticket_bronze', 1);
    const listed = await get(t.app, '/game/spades/get-prize-pools', { token: late.accessToken });
    const pool = json<{ prizePools: { prizepool_id: string }[] }>(listed).prizePools[0];
    if (!pool) throw new Error('no open pool');
    await joinAfterLeaving(late, async () => {
      const entered = await call(late, '/game/spades/join-prize-pool', { prizepool_id: pool.prizepool_id });
      expect(entered.statusCode, entered.body).toBe(200);
    });
    const refunds = await t.ctx.db
      .select()
      .from(walletOperations)
      .where(
        and(
          like(
            walletOperations.idempotencyKey,
            `prize-pool-refund:${pool.prizepool_id}:${late.userData.id}:%`,
          ),
          eq(walletOperations.reason, 'prize-pool-refund'),
        ),
      );
    expect(refunds).toHaveLength(1);
    await expectWalletInvariants(t.ctx.db, 'after erasing a late entrant');
  });

  it('a join racing POST /auth/delete never leaves a ghost seat nor a lost coin', async () => {
    for (let round = 0; round < 6; round++) {
      const owner = await signUp(t, 'xo');
      const racer = await signUp(t, 'xr');
      const gameId = await friendlyTable(owner);
      const [joined, deleted] = await Promise.all([
        call(racer, '/game/join-friendly', { game_id: gameId, locale: 'en' }),
        call(racer, '/auth/delete'),
      ]);
      expect(joined.statusCode, joined.body).toBeLessThan(500);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await ghosts(gameId)).toEqual([]);
      expect((await seatsOf(gameId)).map((seat) => seat.userId)).toEqual([owner.userData.id]);
      await expectWalletInvariants(t.ctx.db, `race ${round}`);
    }
  });
});
