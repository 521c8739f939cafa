/**
 * POST /auth/delete removes what the privacy text promises (issue 9): seats at past tables show "Deleted
 * player", chat messages, mail-outbox copies and uploaded files are deleted, balances are forfeited through
 * the named `account-forfeit` sink, and the leaderboard no longer lists the player.
 */
import type { ChatMessage, LeaderboardData } from '@cardroom/protocol';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults, gameSeats, ledger, mailOutbox, users } from '../src/db/schema.js';
import { insertGame } from '../src/games/repository.js';
import { newGameRow } from '../src/games/tables.js';
import { DELETED_PLAYER_NAME } from '../src/users/deletion.js';
import { databaseTiers } from './databases.js';
import { grant, type Session } from './games/social-helpers.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function signUp(t: TestApp, prefix: string): Promise<Session & { email: string }> {
  const user = uniqueUser(prefix);
  expect((await post(t.app, '/auth/register', user)).statusCode).toBe(200);
  const login = await post(t.app, '/auth/login', { email: user.email, password: user.password });
  return { ...json<Session>(login), email: user.email };
}

async function uploadAvatar(t: TestApp, token: string): Promise<string> {
  const reply = await post(t.app, '/upload/avatar', { data: `data:image/png;base64,${PNG_1X1}` }, { token });
  expect(reply.statusCode).toBe(200);
  return new URL(json<Session>(reply).userData.avatar ?? '').pathname;
}

/** A finished spades table where both sat, each won one result, and each said something. */
async function pastTable(t: TestApp, players: Session[]): Promise<string> {
  const [first] = players;
  if (!first) throw new Error('a table needs a player');
  const game = await insertGame(t.ctx.db, {
    ...newGameRow(t.ctx.config, first.userData.id, {
      type: 'vs',
      map: 'spades',
      gameMode: 'deuceshigh',
      withBots: false,
    }),
    status: 'finished',
    startedAt: new Date(),
    finishedAt: new Date(),
  });
  for (const [seat, player] of players.entries()) {
    await t.ctx.db.insert(gameSeats).values({
      gameId: game.id,
      seat,
      userId: player.userData.id,
      username: player.userData.username,
      avatar: player.userData.avatar,
      active: false,
    });
    await t.ctx.db.insert(gameResults).values({
      gameId: game.id,
      userId: player.userData.id,
      map: 'spades',
      gameMode: 'deuceshigh',
      outcome: 'win',
      score: 250,
    });
    const sent = await post(
      t.app,
      `/user/chat/send/${game.id}`,
      { message: `hello from ${player.userData.username}` },
      { token: player.accessToken },
    );
    expect(sent.statusCode, sent.body).toBe(200);
  }
  return game.id;
}

describe.each(databaseTiers())('account deletion on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  it('erases the account and what the privacy text promises, and nothing of anyone else', async () => {
    const leaving = await signUp(t, 'bye');
    const staying = await signUp(t, 'stay');
    const leavingAvatar = await uploadAvatar(t, leaving.accessToken);
    const stayingAvatar = await uploadAvatar(t, staying.accessToken);
    // An avatar replaced later is still their file, and goes too.
    const replacedAvatar = leavingAvatar;
    const currentAvatar = await uploadAvatar(t, leaving.accessToken);
    const attachment = await post(
      t.app,
      '/user/upload-attachment',
      { data: `data:image/png;base64,${PNG_1X1}` },
      { token: leaving.accessToken },
    );
    const attachmentPath = new URL(json<{ attachmentUrl: string }>(attachment).attachmentUrl).pathname;
    await grant(t, leaving.userData.id, 'gems', 7);
    // Cash play's checks: a date of birth and a location, kept on the user row.
    const dateOfBirth = '1987-03-09';
    for (const [path, body] of [
      ['/user/verify-age', { date_of_birth: dateOfBirth }],
      ['/user/location', { latitude: 25.7617, longitude: -80.1918 }],
    ] as const) {
      const checked = await post(t.app, path, body, { token: leaving.accessToken });
      expect(checked.statusCode, checked.body).toBe(200);
    }
    const gameId = await pastTable(t, [
      { ...leaving, userData: { ...leaving.userData, avatar: `http://cardroom.test${currentAvatar}` } },
      staying,
    ]);
    await t.ctx.db.insert(mailOutbox).values(
      [leaving.email, leaving.email.toUpperCase(), staying.email].map((recipient) => ({
        recipient,
        subject: 'copy',
        text: 'a stored copy',
        html: '<p>a stored copy</p>',
      })),
    );
    for (const path of [replacedAvatar, currentAvatar, attachmentPath, stayingAvatar]) {
      expect((await get(t.app, path)).statusCode).toBe(200);
    }

    const deleted = await post(t.app, '/auth/delete', {}, { token: leaving.accessToken });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await t.ctx.db.select().from(users).where(eq(users.id, leaving.userData.id))).toEqual([]);
    // Their date of birth and last location went with the row; nobody else's row holds them.
    const traces = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.dateOfBirth, dateOfBirth), eq(users.locationRegion, 'US-FL')));
    expect(traces).toEqual([]);
    // Uploaded files are gone and no longer served; the other player's stays.
    for (const path of [replacedAvatar, currentAvatar, attachmentPath]) {
      expect({ path, status: (await get(t.app, path)).statusCode }).toEqual({ path, status: 404 });
    }
    expect((await get(t.app, stayingAvatar)).statusCode).toBe(200);

    // The past table shows "Deleted player" with no avatar; the other seat is untouched.
    const seats = await t.ctx.db
      .select()
      .from(gameSeats)
      .where(eq(gameSeats.gameId, gameId))
      .orderBy(gameSeats.seat);
    expect(seats.map((seat) => [seat.username, seat.avatar, seat.userId])).toEqual([
      [DELETED_PLAYER_NAME, null, null],
      [staying.userData.username, staying.userData.avatar, staying.userData.id],
    ]);

    // Chat history keeps the other player's words and none of theirs.
    const history = json<{ messages: ChatMessage[] }>(
      await get(t.app, `/user/chat/get/${gameId}`, { token: staying.accessToken }),
    ).messages;
    expect(history.map((message) => message.message)).toEqual([`hello from ${staying.userData.username}`]);

    // No stored mail to their address, whatever its case; the other player's copy stays.
    const outbox = await t.ctx.db.select().from(mailOutbox);
    expect(outbox.filter((mail) => mail.recipient.toLowerCase() === leaving.email.toLowerCase())).toEqual([]);
    expect(outbox.filter((mail) => mail.recipient === staying.email)).toHaveLength(1);

    // Balances left through the named sink, one row per currency; the rows stay, anonymised.
    const forfeits = await t.ctx.db
      .select({ currency: ledger.currency, delta: ledger.delta, userId: ledger.userId })
      .from(ledger)
      .where(eq(ledger.reason, 'account-forfeit'));
    expect(forfeits.sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'coins', delta: -1000, userId: null },
      { currency: 'gems', delta: -7, userId: null },
    ]);

    // The leaderboard lists the other player only.
    const board = json<LeaderboardData>(
      await get(t.app, '/game/leaderboard?map=spades&scope=all', { token: staying.accessToken }),
    );
    expect(board.leaderboard.map((row) => row.user_id)).toEqual([staying.userData.id]);
    const [result] = await t.ctx.db
      .select()
      .from(gameResults)
      .where(and(eq(gameResults.gameId, gameId), eq(gameResults.userId, staying.userData.id)));
    expect(result).toBeDefined();
  });
});

describe.each(databaseTiers())('account deletion without SMTP (mail kept in the outbox) on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, { SMTP_URL: '' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves no mail to the deleted address in the outbox, the goodbye mail included', async () => {
    const leaving = await signUp(t, 'outbox');
    const before = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, leaving.email));
    expect(before.length).toBeGreaterThan(0);
    expect((await post(t.app, '/auth/delete', {}, { token: leaving.accessToken })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, leaving.email))).toEqual(
      [],
    );
  });
});
