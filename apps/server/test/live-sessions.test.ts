/**
 * Moves are let in by a session found live a moment ago (auth/live-session-cache.ts, decision 0026): every
 * way a session ends must still end it for them at once, and several processes must not use the cache.
 */
import { API_CALLS } from '@cardroom/protocol';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BODIES } from '../../../packages/protocol/src/sample-bodies.fixture.js';
import { createGuest, loginReply } from '../src/auth/accounts.js';
import { sessions } from '../src/db/schema.js';
import { sweepIdleGuests } from '../src/users/guest-sweep.js';
import { databaseTiers, redisSettingsFor } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';

/** The calls registered caller-only: the moves of every game. */
const MOVE_CALLS = [
  'spadesPlay',
  'spadesValid',
  'spadesSetBid',
  'spadesSee',
  'spadesAuto',
  'dominoesMove',
  'solitaireMove',
] as const;

type MoveCall = (typeof MOVE_CALLS)[number];

interface Session {
  accessToken: string;
  userData: { id: string };
}

function sessionIdOf(token: string): string {
  return String(decodeJwt(token).sid);
}

describe.each(databaseTiers())('moves on a remembered session (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t?.close();
  });

  const move = (token: string, id: MoveCall = 'spadesSetBid') =>
    t.app.inject({
      method: API_CALLS[id].method,
      url: API_CALLS[id].path,
      payload: SAMPLE_BODIES[id] as Record<string, unknown>,
      headers: { authorization: `Bearer ${token}` },
    });

  /** Let in, and refused only for sitting at no table: the session was accepted. */
  async function expectLetIn(token: string, id: MoveCall = 'spadesSetBid') {
    const reply = await move(token, id);
    expect({ id, status: reply.statusCode, code: reply.json().code }).toMatchObject({
      id,
      code: expect.not.stringMatching(/^(UNAUTHORIZED|SESSION_REVOKED|INVALID_TOKEN)$/),
    });
    expect(reply.statusCode).not.toBe(401);
  }

  async function expectRevoked(token: string, id: MoveCall = 'spadesSetBid') {
    expectError(
      await move(token, id),
      401,
      'SESSION_REVOKED',
      'Your session has ended. Please log in again.',
    );
  }

  const signIn = async ({ email, password }: { email: string; password: string }) => {
    const reply = await post(t.app, '/auth/login-dev', { email, password });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<Session>(reply);
  };

  it('uses the cache on one process: a move is let in without the session row being read again', async () => {
    expect(t.ctx.liveSessions).not.toBeNull();
    const user = uniqueUser('cached');
    const session = await signIn(user);
    await expectLetIn(session.accessToken);
    // Revoked behind the server's back (an operator's SQL): the remembered session still lets moves in,
    // until its entry's max age; a call that reads the user row sees the revocation at once.
    await t.ctx.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionIdOf(session.accessToken)));
    await expectLetIn(session.accessToken);
    expectError(
      await post(t.app, '/user/update/email', { newEmail: user.email }, { token: session.accessToken }),
      401,
      'SESSION_REVOKED',
    );
  });

  it('refuses every move call at once after a logout', async () => {
    const session = await signIn(uniqueUser('logout'));
    for (const id of MOVE_CALLS) await expectLetIn(session.accessToken, id);
    expect(json(await post(t.app, '/auth/logout', {}, { token: session.accessToken }))).toEqual({
      success: true,
    });
    for (const id of MOVE_CALLS) await expectRevoked(session.accessToken, id);
  });

  it('ends only the logged-out session: another session of the same user still moves', async () => {
    const user = uniqueUser('two');
    const [phone, laptop] = [await signIn(user), await signIn(user)];
    await expectLetIn(phone.accessToken);
    await expectLetIn(laptop.accessToken);
    await post(t.app, '/auth/logout', {}, { token: phone.accessToken });
    await expectRevoked(phone.accessToken);
    await expectLetIn(laptop.accessToken);
  });

  it('refuses the moves of every older session after a password change, and lets the new token in', async () => {
    const user = uniqueUser('pw');
    const [phone, laptop] = [await signIn(user), await signIn(user)];
    await expectLetIn(phone.accessToken);
    await expectLetIn(laptop.accessToken);
    const changed = await post(
      t.app,
      '/auth/reset-password',
      { oldPassword: user.password, newPassword: 'Another#456' },
      { token: laptop.accessToken },
    );
    expect(changed.statusCode).toBe(200);
    await expectRevoked(phone.accessToken);
    await expectRevoked(laptop.accessToken);
    await expectLetIn(json<{ accessToken: string }>(changed).accessToken);
  });

  it('refuses the moves of a deleted account', async () => {
    const session = await signIn(uniqueUser('gone'));
    await expectLetIn(session.accessToken);
    expect((await post(t.app, '/auth/delete', {}, { token: session.accessToken })).statusCode).toBe(200);
    await expectRevoked(session.accessToken);
  });

  it('refuses the moves of a guest removed by the idle-guest sweep', async () => {
    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    await expectLetIn(guest.accessToken);
    const monthsLater = new Date(Date.now() + (t.ctx.config.GUEST_IDLE_DAYS + 1) * 86_400_000);
    expect(await sweepIdleGuests(t.ctx, monthsLater)).toBeGreaterThanOrEqual(1);
    await expectRevoked(guest.accessToken);
  });

  it('refuses a session whose row has expired when it was never remembered', async () => {
    const session = await signIn(uniqueUser('expired'));
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(sessions.id, sessionIdOf(session.accessToken)), isNull(sessions.revokedAt)));
    await expectRevoked(session.accessToken);
  });

  it('refuses a token pairing one user with another user’s remembered session', async () => {
    const [alice, bob] = [await signIn(uniqueUser('pair')), await signIn(uniqueUser('pair'))];
    await expectLetIn(alice.accessToken);
    const forged = await t.ctx.signer.sign(
      { userId: bob.userData.id, sessionId: sessionIdOf(alice.accessToken) },
      60,
    );
    await expectRevoked(forged);
  });
});

const redisTier = databaseTiers().find((tier) => redisSettingsFor(tier).REDIS_URL);

describe.runIf(redisTier)('moves behind Redis, several processes', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!redisTier) throw new Error('no Redis tier');
    t = await startTestApp(redisTier, redisSettingsFor(redisTier) as Record<string, string>);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the session row on every move: a revocation by another process ends it at once', async () => {
    expect(t.ctx.liveSessions).toBeNull();
    const { email, password } = uniqueUser('redis');
    const session = json<Session>(await post(t.app, '/auth/login-dev', { email, password }));
    const setBid = () =>
      post(t.app, API_CALLS.spadesSetBid.path, SAMPLE_BODIES.spadesSetBid, { token: session.accessToken });
    expect((await setBid()).statusCode).not.toBe(401);
    // Another process's logout is only a row update as far as this process can tell.
    await t.ctx.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionIdOf(session.accessToken)));
    expectError(await setBid(), 401, 'SESSION_REVOKED');
  });
});
