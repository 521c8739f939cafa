/**
 * Avatars are a preset key or one's own upload on this site (issue 9): every other value is refused on
 * registration and on profile update, by the protocol and by the server, and a foreign URL stored before
 * the check is never shown (userData, the table, the leaderboard).
 */
import { AVATAR_NOT_ALLOWED_MESSAGE, AVATAR_PRESET_KEYS, type LeaderboardData } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults, gameSeats, users } from '../src/db/schema.js';
import { tableReply } from '../src/games/projection.js';
import { insertGame, loadActiveRecord } from '../src/games/repository.js';
import { newGameRow } from '../src/games/tables.js';
import { buildUserData } from '../src/users/user-data.js';
import { databaseTiers } from './databases.js';
import type { Session } from './games/social-helpers.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PIXEL = 'https://evil.example/pixel.png';

describe.each(databaseTiers())('avatars on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(extra: Record<string, unknown> = {}): Promise<Session> {
    const user = uniqueUser('av');
    const reply = await post(t.app, '/auth/register', { ...user, ...extra });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<Session>(await post(t.app, '/auth/login', { email: user.email, password: user.password }));
  }
  const update = (token: string, avatar: unknown) =>
    post(t.app, '/user/update', { update: { avatar } }, { token });
  async function upload(token: string): Promise<string> {
    const reply = await post(
      t.app,
      '/upload/avatar',
      { data: `data:image/png;base64,${PNG_1X1}` },
      { token },
    );
    return json<Session>(reply).userData.avatar ?? '';
  }

  it('refuses a foreign URL on register and on update, with a clear message, and stores nothing', async () => {
    const user = uniqueUser('pixel');
    expectError(
      await post(t.app, '/auth/register', { ...user, avatar: PIXEL }),
      400,
      'VALIDATION_ERROR',
      AVATAR_NOT_ALLOWED_MESSAGE,
      'avatar',
    );
    expect(await t.ctx.db.select().from(users).where(eq(users.email, user.email))).toEqual([]);
    const me = await signUp({ avatar: 'preset:fox' });
    expectError(
      await update(me.accessToken, PIXEL),
      400,
      'VALIDATION_ERROR',
      AVATAR_NOT_ALLOWED_MESSAGE,
      'update.avatar',
    );
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, me.userData.id));
    expect(row?.avatar).toBe('preset:fox');
  });

  it('accepts every preset key and the caller’s own upload, by its URL or its /uploads/ path', async () => {
    const me = await signUp();
    for (const key of AVATAR_PRESET_KEYS) {
      const reply = await update(me.accessToken, `preset:${key}`);
      expect(json<Session>(reply).userData.avatar).toBe(`preset:${key}`);
    }
    const url = await upload(me.accessToken);
    const path = new URL(url).pathname;
    expect(json<Session>(await update(me.accessToken, 'preset:owl')).userData.avatar).toBe('preset:owl');
    expect(json<Session>(await update(me.accessToken, url)).userData.avatar).toBe(url);
    expect(json<Session>(await update(me.accessToken, path)).userData.avatar).toBe(path);
  });

  it('refuses our upload path on another origin, a file never stored, and someone else’s upload', async () => {
    const me = await signUp();
    const other = await signUp();
    const theirs = await upload(other.accessToken);
    const name = new URL(theirs).pathname.split('/').pop();
    for (const avatar of [
      `https://evil.example/uploads/${name}`,
      'http://cardroom.test/uploads/0123456789abcdef0123456789abcdef.png',
      theirs,
    ]) {
      expectError(
        await update(me.accessToken, avatar),
        400,
        'VALIDATION_ERROR',
        AVATAR_NOT_ALLOWED_MESSAGE,
        'update.avatar',
      );
    }
    // A new account cannot name an upload either: it has none yet.
    expectError(
      await post(t.app, '/auth/register', { ...uniqueUser('copy'), avatar: theirs }),
      400,
      'VALIDATION_ERROR',
      AVATAR_NOT_ALLOWED_MESSAGE,
      'avatar',
    );
  });

  it('stores an avatar only when it is on the allow-list, for arbitrary strings', async () => {
    const me = await signUp();
    const own = await upload(me.accessToken);
    const allowed = new Set([
      ...AVATAR_PRESET_KEYS.map((key) => `preset:${key}`),
      own,
      new URL(own).pathname,
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom(...allowed), fc.constant(PIXEL)),
        async (avatar) => {
          const reply = await update(me.accessToken, avatar);
          expect(reply.statusCode).toBeLessThan(500);
          const [row] = await t.ctx.db
            .select({ avatar: users.avatar })
            .from(users)
            .where(eq(users.id, me.userData.id));
          expect(allowed.has(row?.avatar ?? '')).toBe(true);
          if (reply.statusCode === 200) expect(row?.avatar).toBe(avatar.trim());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never shows a foreign URL stored before the check: userData, the table and the leaderboard', async () => {
    const me = await signUp();
    await t.ctx.db.update(users).set({ avatar: PIXEL }).where(eq(users.id, me.userData.id));
    expect((await buildUserData(t.ctx.db, me.userData.id)).avatar).toBeNull();

    const game = await insertGame(t.ctx.db, {
      ...newGameRow(t.ctx.config, me.userData.id, {
        type: 'vs',
        map: 'spades',
        gameMode: 'deuceshigh',
        withBots: false,
      }),
    });
    await t.ctx.db
      .insert(gameSeats)
      .values({ gameId: game.id, seat: 0, userId: me.userData.id, username: 'me', avatar: PIXEL });
    const record = await loadActiveRecord(t.ctx.db, me.userData.id);
    if (!record) throw new Error('seated');
    const reply = tableReply(t.games.runtime.games, record, me.userData.id);
    expect(reply.playerData?.avatar).toBeNull();
    expect(JSON.stringify(reply)).not.toContain('evil.example');

    await t.ctx.db.insert(gameResults).values({
      gameId: game.id,
      userId: me.userData.id,
      map: 'spades',
      gameMode: 'deuceshigh',
      outcome: 'win',
      score: 1,
    });
    const board = json<LeaderboardData>(
      await get(t.app, '/game/leaderboard?map=spades&scope=all', { token: me.accessToken }),
    );
    expect(board.playerEntry).toMatchObject({ user_id: me.userData.id, avatar: null });
  });
});
