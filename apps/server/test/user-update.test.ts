import type { UserData } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, loginReply } from '../src/auth/accounts.js';
import { refreshSession } from '../src/auth/sessions.js';
import { sessions } from '../src/db/schema.js';
import { findUserById } from '../src/users/repository.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';

interface Session {
  accessToken: string;
  userData: UserData;
}

describe.each(databaseTiers())('profile update and onboarding on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp() {
    const user = uniqueUser('upd');
    expect((await post(t.app, '/auth/register', { ...user, avatar: 'preset:cat' })).statusCode).toBe(200);
    const response = await post(t.app, '/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    return { ...user, ...json<Session>(response) };
  }

  function update(token: string, body: unknown) {
    return post(t.app, '/user/update', body, { token });
  }

  function session(response: Awaited<ReturnType<typeof post>>): Session & { success: boolean } {
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Session & { success: boolean }>(response);
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'success', 'userData']);
    expect(body.success).toBe(true);
    return body;
  }

  /** A token works when a bearer call accepts it and names the user. */
  async function tokenBelongsTo(token: string, userId: string) {
    const response = await post(t.app, '/user/update-notifications', { action: 'clear' }, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ userData: UserData }>(response).userData.id).toBe(userId);
  }

  it('changes the language with { locale } and returns a new working token for the same session', async () => {
    const me = await signUp();
    const reply = session(await update(me.accessToken, { locale: 'es' }));
    expect(reply.userData).toMatchObject({ id: me.userData.id, locale: 'es', username: me.username });
    expect(reply.accessToken.split('.')).toHaveLength(3);
    expect(decodeJwt(reply.accessToken).sid).toBe(decodeJwt(me.accessToken).sid);
    await tokenBelongsTo(reply.accessToken, me.userData.id);
    await tokenBelongsTo(me.accessToken, me.userData.id);
    // Still one session: the login's, refreshed rather than a new one opened.
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, me.userData.id))).toHaveLength(1);
    expect((await findUserById(t.ctx.db, me.userData.id))?.locale).toBe('es');

    for (const locale of ['fr', 'de', 'en'] as const) {
      expect(session(await update(reply.accessToken, { locale })).userData.locale).toBe(locale);
    }
  });

  it("refreshes the caller's session on every call: 30 updates leave exactly one live session, extended", async () => {
    const me = await signUp();
    const [opened] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, me.userData.id));
    if (!opened) throw new Error('no session');
    // Age the session so the refresh visibly moves its expiry forward.
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, opened.id));
    let token = me.accessToken;
    for (let call = 0; call < 30; call++) {
      token = session(await update(token, { locale: call % 2 ? 'en' : 'es' })).accessToken;
    }
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, me.userData.id));
    expect(rows.map((row) => ({ id: row.id, revokedAt: row.revokedAt }))).toEqual([
      { id: opened.id, revokedAt: null },
    ]);
    const lifetime = t.ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000;
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + lifetime - 60_000);
    await tokenBelongsTo(token, me.userData.id);
    expect(decodeJwt(token).sid).toBe(opened.id);

    // Logging out ends it for every token it was refreshed into, and a revoked session is not revived.
    await post(t.app, '/auth/logout', {}, { token });
    expectError(await update(me.accessToken, { locale: 'es' }), 401, 'SESSION_REVOKED');
    await expect(refreshSession(t.ctx, me.userData.id, opened.id)).rejects.toMatchObject({
      code: 'SESSION_REVOKED',
    });
  });

  it('changes username, avatar and locale together with { update }, and they persist', async () => {
    const me = await signUp();
    const username = uniqueUser('new').username;
    const reply = session(
      await update(me.accessToken, { update: { username, avatar: 'preset:owl', locale: 'es' } }),
    );
    expect(reply.userData).toMatchObject({ username, avatar: 'preset:owl', locale: 'es', email: me.email });
    await tokenBelongsTo(reply.accessToken, me.userData.id);
    const login = json<Session>(await post(t.app, '/auth/login', { email: me.email, password: me.password }));
    expect(login.userData).toMatchObject({ username, avatar: 'preset:owl', locale: 'es' });

    // One field alone leaves the others as they are; surrounding spaces are trimmed.
    const avatarOnly = session(await update(me.accessToken, { update: { avatar: '  preset:lion ' } }));
    expect(avatarOnly.userData).toMatchObject({
      username,
      avatar: 'preset:lion',
      locale: 'es',
    });
  });

  it('refuses a username someone else has, whatever its case, but lets a user recase their own', async () => {
    const me = await signUp();
    const other = await signUp();
    expectError(
      await update(me.accessToken, { update: { username: other.username.toUpperCase() } }),
      409,
      'USERNAME_TAKEN',
      'Username is already taken.',
      'update.username',
    );
    expect((await findUserById(t.ctx.db, me.userData.id))?.username).toBe(me.username);

    const recased = session(
      await update(me.accessToken, { update: { username: me.username.toUpperCase() } }),
    );
    expect(recased.userData.username).toBe(me.username.toUpperCase());
    // Two users racing for one free name: exactly one wins, the other is refused the same way.
    const free = uniqueUser('race').username;
    const results = await Promise.all([
      update(me.accessToken, { update: { username: free } }),
      update(other.accessToken, { update: { username: free.toLowerCase() } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    if (refused) expectError(refused, 409, 'USERNAME_TAKEN', 'Username is already taken.', 'update.username');
  });

  it.each([
    [
      'a 2-character username',
      { update: { username: 'ab' } },
      'Username must be at least 3 characters long.',
      'update.username',
    ],
    [
      'prohibited characters',
      { update: { username: 'bad name!' } },
      'Username contains prohibited characters.',
      'update.username',
    ],
    ['an unsupported locale in update', { update: { locale: 'xx' } }, 'Unsupported locale.', 'update.locale'],
    ['an unsupported locale', { locale: 'it' }, 'Unsupported locale.', 'locale'],
    ['an empty avatar', { update: { avatar: '   ' } }, undefined, 'update.avatar'],
    ['a non-string avatar', { update: { avatar: 7 } }, undefined, 'update.avatar'],
    ['nothing to update', { update: {} }, 'Nothing to update.', 'update'],
    [
      'an unknown profile field',
      { update: { email: 'x@example.com' } },
      'Unknown field: update.email.',
      'update.email',
    ],
    ['an unknown field', { locale: 'es', theme: 'dark' }, 'Unknown field: theme.', 'theme'],
  ])('refuses %s, naming the field and changing nothing', async (_label, body, message, field) => {
    const me = await signUp();
    expectError(await update(me.accessToken, body), 400, 'VALIDATION_ERROR', message, field);
    const row = await findUserById(t.ctx.db, me.userData.id);
    expect(row).toMatchObject({ username: me.username, avatar: 'preset:cat', locale: 'en' });
  });

  it('refuses an empty body', async () => {
    const me = await signUp();
    const response = await update(me.accessToken, {});
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('lets a guest choose a username, avatar and language, and stay a guest', async () => {
    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    const username = uniqueUser('guest').username;
    const reply = session(
      await update(guest.accessToken, { update: { username, avatar: 'preset:frog', locale: 'es' } }),
    );
    expect(reply.userData).toMatchObject({
      id: guest.userData.id,
      username,
      avatar: 'preset:frog',
      locale: 'es',
      roles: ['ROLE_GUEST'],
      email: null,
    });
    await tokenBelongsTo(reply.accessToken, guest.userData.id);
  });

  it('answers 401 without a token, or with a revoked one', async () => {
    const me = await signUp();
    expectError(await post(t.app, '/user/update', { locale: 'es' }), 401, 'UNAUTHORIZED');
    expectError(await post(t.app, '/user/onboarding/skip', {}), 401, 'UNAUTHORIZED');
    await post(t.app, '/auth/logout', {}, { token: me.accessToken });
    expectError(await update(me.accessToken, { locale: 'es' }), 401, 'SESSION_REVOKED');
    expect((await findUserById(t.ctx.db, me.userData.id))?.locale).toBe('en');
  });

  it('finishes onboarding on skip, once or twice, for users and guests', async () => {
    const me = await signUp();
    expect(me.userData.onboardingCompleted).toBe(false);
    for (let i = 0; i < 2; i++) {
      const response = await post(t.app, '/user/onboarding/skip', {}, { token: me.accessToken });
      expect(response.statusCode, response.body).toBe(200);
      const body = json<{ success: boolean; userData: UserData }>(response);
      expect(Object.keys(body).sort()).toEqual(['success', 'userData']);
      expect(body.userData).toMatchObject({
        id: me.userData.id,
        onboardingCompleted: true,
        username: me.username,
      });
    }
    expect((await findUserById(t.ctx.db, me.userData.id))?.onboardingCompleted).toBe(true);

    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    const skipped = await post(t.app, '/user/onboarding/skip', undefined, { token: guest.accessToken });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(json<{ userData: UserData }>(skipped).userData.onboardingCompleted).toBe(true);

    expectError(
      await post(t.app, '/user/onboarding/skip', { username: 'x' }, { token: me.accessToken }),
      400,
      'VALIDATION_ERROR',
      'Unknown field: username.',
      'username',
    );
  });
});
