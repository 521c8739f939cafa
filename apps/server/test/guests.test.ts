/**
 * Guests (issue 9): creation limited per IP, idle guests removed with their data after GUEST_IDLE_DAYS,
 * and a guest upgraded exactly once however many upgrades race.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_MESSAGES } from '@cardroom/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, GUEST_LIMIT_MESSAGE, loginReply, register } from '../src/auth/accounts.js';
import {
  chatMessages,
  gameSeats,
  ledger,
  notifications,
  prizePoolEntries,
  sessions,
  users,
} from '../src/db/schema.js';
import { listPrizePools } from '../src/games/prize-pools.js';
import { insertGame } from '../src/games/repository.js';
import { newGameRow } from '../src/games/tables.js';
import { AppError } from '../src/http/errors.js';
import { DELETED_PLAYER_NAME } from '../src/users/deletion.js';
import { sweepIdleGuests } from '../src/users/guest-sweep.js';
import { findUserById } from '../src/users/repository.js';
import { getBalances } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, mailsTo } from './mail-links.js';

const DAY = 86_400_000;
const GUEST_TABLE = { type: 'bots', game_mode: 'deuceshigh', map: 'spades' };

describe.each(databaseTiers())('guests on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, {
      GUESTS_PER_IP_PER_HOUR: '3',
      MAIL_PER_RECIPIENT_PER_HOUR: '1000',
      MAIL_PER_RECIPIENT_TOTAL_PER_HOUR: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const createGuestFrom = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/game/create-guest', payload: GUEST_TABLE, remoteAddress });

  it('opens at most GUESTS_PER_IP_PER_HOUR guest accounts an hour per IP, then answers 429', async () => {
    for (let i = 0; i < 3; i++) expect((await createGuestFrom('198.51.100.1')).statusCode).toBe(200);
    const before = await t.ctx.db.select({ id: users.id }).from(users);
    const refused = await createGuestFrom('198.51.100.1');
    expectError(refused, 429, 'RATE_LIMITED', GUEST_LIMIT_MESSAGE);
    expect(await t.ctx.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    // Another address has its own allowance.
    expect((await createGuestFrom('198.51.100.2')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one network: its hosts share one guest allowance', async () => {
    // A random /64 per run: with Redis the counters outlive the app.
    const randomNetwork = () =>
      `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const network = randomNetwork();
    for (const host of [':1', ':2', 'a:b:c:d']) {
      expect((await createGuestFrom(`${network}:${host}`)).statusCode).toBe(200);
    }
    const refused = await createGuestFrom(`${network}:ffff:ffff:ffff:ffff`);
    expectError(refused, 429, 'RATE_LIMITED', GUEST_LIMIT_MESSAGE);
    expect((await createGuestFrom(`${randomNetwork()}::1`)).statusCode).toBe(200);
  });

  describe('fifty concurrent upgrades of one guest', () => {
    it('let exactly one register it; the others get 409 and the bonus, welcome and mail happen once', async () => {
      const guest = await loginReply(t.ctx, await createGuest(t.ctx));
      const email = `${uniqueUser('race').email}`;
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(
            t.app,
            '/auth/register',
            { email, password: 'Secret#123', username: `race${i}${randomBytes(3).toString('hex')}` },
            { token: guest.accessToken },
          ),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const reply of replies.filter((r) => r.statusCode !== 200)) {
        expect(reply.statusCode).toBe(409);
        // Refused by the guard on the guest row, or (a request whose session was read after the winner
        // committed) by the email the winner now holds: both say plainly why.
        const body = json<{ code: string; message: string }>(reply);
        expect(['GUEST_ALREADY_UPGRADED', 'EMAIL_IN_USE']).toContain(body.code);
        expect(body.message).toBe(ERROR_MESSAGES[body.code as 'EMAIL_IN_USE']);
      }
      const row = await findUserById(t.ctx.db, guest.userData.id);
      expect(row).toMatchObject({ email, roles: ['ROLE_USER'] });
      const bonuses = await t.ctx.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.userId, guest.userData.id), eq(ledger.reason, 'signup-bonus')));
      expect(bonuses).toHaveLength(1);
      expect((await getBalances(t.ctx.db, guest.userData.id)).coins).toBe(1500);
      const welcomes = await t.ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, guest.userData.id));
      expect(welcomes).toHaveLength(1);
      expect(mailsTo(t.smtp, email)).toHaveLength(1);
    });

    it('refuses a second upgrade of the same guest with GUEST_ALREADY_UPGRADED', async () => {
      const guest = await createGuest(t.ctx);
      const first = uniqueUser('once');
      await register(t.ctx, first, guest);
      const second = uniqueUser('twice');
      const refusal = await register(t.ctx, second, guest).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).code).toBe('GUEST_ALREADY_UPGRADED');
      expect(await findUserById(t.ctx.db, guest.id)).toMatchObject({
        email: first.email,
        username: first.username,
      });
    });
  });

  describe('the idle-guest sweep', () => {
    async function backdate(userId: string, days: number, lastLoginDays = days) {
      const at = new Date(Date.now() - days * DAY);
      await t.ctx.db
        .update(users)
        .set({ createdAt: at, lastLoginAt: new Date(Date.now() - lastLoginDays * DAY) })
        .where(eq(users.id, userId));
      await t.ctx.db.update(sessions).set({ createdAt: at }).where(eq(sessions.userId, userId));
      await t.ctx.db.update(ledger).set({ createdAt: at }).where(eq(ledger.userId, userId));
    }

    /** A table from `days` ago where the user sat (and chatted); `status` 'playing' keeps it live. */
    async function tableOf(userId: string, username: string, days: number, status: 'finished' | 'playing') {
      const at = new Date(Date.now() - days * DAY);
      const game = await insertGame(t.ctx.db, {
        ...newGameRow(t.ctx.config, userId, {
          type: 'bots',
          map: 'spades',
          gameMode: 'deuceshigh',
          withBots: true,
          free: true,
        }),
        status,
        createdAt: at,
        startedAt: at,
        finishedAt: status === 'finished' ? at : null,
      });
      await t.ctx.db.insert(gameSeats).values({
        gameId: game.id,
        seat: 0,
        userId,
        username,
        avatar: 'preset:fox',
        active: status === 'playing',
        joinedAt: at,
      });
      await t.ctx.db
        .insert(chatMessages)
        .values({ gameId: game.id, senderId: userId, username, message: 'gg', createdAt: at });
      return game.id;
    }

    it('removes guests idle for GUEST_IDLE_DAYS with their data; active guests and registered users stay', async () => {
      const idle = await loginReply(t.ctx, await createGuest(t.ctx));
      const idleTable = await tableOf(idle.userData.id, idle.userData.username, 40, 'finished');
      await backdate(idle.userData.id, 40);

      const returned = await loginReply(t.ctx, await createGuest(t.ctx));
      await backdate(returned.userData.id, 40, 2);

      const seated = await loginReply(t.ctx, await createGuest(t.ctx));
      await tableOf(seated.userData.id, seated.userData.username, 40, 'playing');
      await backdate(seated.userData.id, 40);

      const recentPlayer = await loginReply(t.ctx, await createGuest(t.ctx));
      await tableOf(recentPlayer.userData.id, recentPlayer.userData.username, 3, 'finished');
      await backdate(recentPlayer.userData.id, 40);

      const member = uniqueUser('old');
      const memberRow = await register(t.ctx, member);
      await backdate(memberRow.id, 400);

      const fresh = await createGuest(t.ctx);

      expect(await sweepIdleGuests(t.ctx)).toBe(1);

      expect(await findUserById(t.ctx.db, idle.userData.id)).toBeUndefined();
      for (const id of [
        returned.userData.id,
        seated.userData.id,
        recentPlayer.userData.id,
        memberRow.id,
        fresh.id,
      ]) {
        expect(await findUserById(t.ctx.db, id)).toBeDefined();
      }
      const [seat] = await t.ctx.db.select().from(gameSeats).where(eq(gameSeats.gameId, idleTable));
      expect(seat).toMatchObject({ userId: null, username: DELETED_PLAYER_NAME, avatar: null });
      expect(await t.ctx.db.select().from(chatMessages).where(eq(chatMessages.gameId, idleTable))).toEqual(
        [],
      );
      // The 500 starting coins left through the named sink; the rows stay, anonymised.
      const [forfeit] = await t.ctx.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.reason, 'account-forfeit'), eq(ledger.delta, -500)));
      expect(forfeit).toMatchObject({ userId: null, currency: 'coins', balanceAfter: 0 });

      // The next sweep finds nothing more.
      expect(await sweepIdleGuests(t.ctx)).toBe(0);
    });

    it('keeps an idle guest entered in a prize pool that has not started (the ticket would vanish)', async () => {
      const [pool] = await listPrizePools(t.games.runtime);
      if (!pool) throw new Error('no open prize pool');
      const entrant = await loginReply(t.ctx, await createGuest(t.ctx));
      const [entry] = await t.ctx.db
        .insert(prizePoolEntries)
        .values({
          prizePoolId: pool.prizepool_id,
          userId: entrant.userData.id,
          createdAt: new Date(Date.now() - 40 * DAY),
        })
        .returning();
      await backdate(entrant.userData.id, 40);
      expect(await sweepIdleGuests(t.ctx)).toBe(0);
      expect(await findUserById(t.ctx.db, entrant.userData.id)).toBeDefined();
      // Once the entry is over (refunded, played), the idle guest goes like any other.
      await t.ctx.db
        .update(prizePoolEntries)
        .set({ status: 'left' })
        .where(eq(prizePoolEntries.id, entry?.id ?? ''));
      expect(await sweepIdleGuests(t.ctx)).toBe(1);
      expect(await findUserById(t.ctx.db, entrant.userData.id)).toBeUndefined();
    });
  });
});
