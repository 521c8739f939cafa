import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '../../src/db/schema.js';
import { CHAT_HISTORY_LIMIT, sendChat } from '../../src/games/chat.js';
import { type GamesRuntime, silentEvents } from '../../src/games/runtime.js';
import { memoryCounterStore } from '../../src/security/rate-limit.js';
import { findUserById } from '../../src/users/repository.js';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectError } from '../mail-links.js';
import { FAST_TABLES } from './play-helpers.js';
import { type Session, signUp, type TableReply } from './social-helpers.js';

const PER_MINUTE = 5;

describe.each(databaseTiers())('table chat (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, CHAT_MESSAGES_PER_MINUTE: String(PER_MINUTE) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (session: Session, gameId: string, body: Record<string, unknown>) =>
    post(t.app, `/user/chat/send/${gameId}`, body, { token: session.accessToken });
  const read = async (session: Session, path: string) => {
    const reply = await get(t.app, `/user/chat/get/${path}`, { token: session.accessToken });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<{ messages: ChatMessage[] }>(reply).messages;
  };

  /** A friendly table with its owner and two friends seated. */
  async function table() {
    const [owner, friend, third] = await Promise.all([signUp(t, 'co'), signUp(t, 'cf'), signUp(t, 'ct')]);
    const created = await post(
      t.app,
      '/game/create-friendly',
      { type: 'bots', game_mode: 'classic', map: 'spades' },
      { token: owner.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    const gameId = json<TableReply>(created).gameData.game_id;
    for (const session of [friend, third]) {
      const joined = await post(
        t.app,
        '/game/join-friendly',
        { game_id: gameId },
        { token: session.accessToken },
      );
      expect(joined.statusCode, joined.body).toBe(200);
    }
    return { owner, friend, third, gameId };
  }

  it('stores messages as sent, pushes them to the table and reads them back oldest first', async () => {
    const { owner, friend, third, gameId } = await table();
    const publish = vi.spyOn(t.games.runtime.events, 'publishChat');
    try {
      const text = '<b>hello</b> & "welcome"';
      const sent = await send(owner, gameId, { message: text, locale: 'es' });
      expect(sent.statusCode, sent.body).toBe(200);
      const { chatMessage } = json<{ chatMessage: ChatMessage }>(sent);
      expect(chatMessage).toMatchObject({
        sender_id: owner.userData.id,
        username: owner.userData.username,
        message: text,
        locale: 'es',
      });
      expect(publish).toHaveBeenCalledWith(gameId, chatMessage);
    } finally {
      publish.mockRestore();
    }
    expect((await send(friend, gameId, { message: 'hi' })).statusCode).toBe(200);
    expect((await send(third, gameId, { message: 'yo' })).statusCode).toBe(200);
    expect((await send(owner, gameId, { message: '  ready?  ' })).statusCode).toBe(200);

    const all = await read(friend, gameId);
    expect(all.map((message) => message.message)).toEqual(['<b>hello</b> & "welcome"', 'hi', 'yo', 'ready?']);
    expect(all[1]).toMatchObject({ sender_id: friend.userData.id, locale: null });
    const times = all.map((message) => Date.parse(message.time_stamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Between the owner and the friend: the third player's line is left out.
    const pair = await read(owner, `${gameId}/${friend.userData.id}`);
    expect(pair.map((message) => message.message)).toEqual(['<b>hello</b> & "welcome"', 'hi', 'ready?']);
    const reverse = await read(friend, `${gameId}/${owner.userData.id}`);
    expect(reverse.map((message) => message.id)).toEqual(pair.map((message) => message.id));
    const withUnknown = await read(owner, `${gameId}/${randomUUID()}`);
    expect(withUnknown.map((message) => message.message)).toEqual(['<b>hello</b> & "welcome"', 'ready?']);
    expect((await read(owner, `${gameId}/not-a-user`)).map((message) => message.sender_id)).toEqual([
      owner.userData.id,
      owner.userData.id,
    ]);

    // Someone who left during the game can still read and write its chat.
    const started = await post(t.app, '/game/add-bot', {}, { token: owner.accessToken });
    expect(json<TableReply>(started).gameData.hasStarted).toBe(true);
    expect((await post(t.app, '/game/exit', {}, { token: third.accessToken })).statusCode).toBe(200);
    expect((await read(third, gameId)).length).toBe(4);
    expect((await send(third, gameId, { message: 'bye' })).statusCode).toBe(200);
  });

  it('keeps strangers out', async () => {
    const { gameId } = await table();
    const stranger = await signUp(t, 'cs');
    expectError(
      await send(stranger, gameId, { message: 'let me in' }),
      409,
      'USER_NOT_IN_GAME',
      'User not in game.',
    );
    for (const path of [gameId, `${gameId}/${stranger.userData.id}`, 'not-a-game', randomUUID()]) {
      expectError(
        await get(t.app, `/user/chat/get/${path}`, { token: stranger.accessToken }),
        409,
        'USER_NOT_IN_GAME',
      );
    }
    expectError(await send(stranger, 'not-a-game', { message: 'x' }), 409, 'USER_NOT_IN_GAME');
    expect(
      await t.ctx.db.select().from(chatMessages).where(eq(chatMessages.senderId, stranger.userData.id)),
    ).toEqual([]);
    expectError(await get(t.app, `/user/chat/get/${gameId}`), 401, 'UNAUTHORIZED');
  });

  it('limits the length of a message', async () => {
    const { owner, gameId } = await table();
    expect((await send(owner, gameId, { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) })).statusCode).toBe(
      200,
    );
    expectError(
      await send(owner, gameId, { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }),
      400,
      'VALIDATION_ERROR',
      `Message is too long. Please limit to ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
      'message',
    );
    expectError(await send(owner, gameId, { message: '   ' }), 400, 'VALIDATION_ERROR', undefined, 'message');
    expectError(
      await send(owner, gameId, { message: 'x', to: 'y' }),
      400,
      'VALIDATION_ERROR',
      undefined,
      'to',
    );
    expect(await read(owner, gameId)).toHaveLength(1);
  });

  it(`lets ${PER_MINUTE} messages a minute through per person`, async () => {
    const { owner, friend, gameId } = await table();
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await send(owner, gameId, { message: `m${i}` })).statusCode).toBe(200);
    expectError(await send(owner, gameId, { message: 'too many' }), 429, 'RATE_LIMITED');
    expect((await send(friend, gameId, { message: 'my turn' })).statusCode).toBe(200);
    expect((await read(friend, gameId)).map((message) => message.message)).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'm4',
      'my turn',
    ]);
  });

  it(`returns the last ${CHAT_HISTORY_LIMIT} messages`, async () => {
    const { owner, gameId } = await table();
    const start = Date.now() - 3_600_000;
    await t.ctx.db.insert(chatMessages).values(
      Array.from({ length: CHAT_HISTORY_LIMIT + 7 }, (_, i) => ({
        gameId,
        senderId: owner.userData.id,
        username: owner.userData.username,
        message: `line ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const messages = await read(owner, gameId);
    expect(messages).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(messages[0]?.message).toBe('line 7');
    expect(messages.at(-1)?.message).toBe(`line ${CHAT_HISTORY_LIMIT + 6}`);
  });

  it('never lets more than the per-minute limit through in one window', async () => {
    const { owner, gameId } = await table();
    const user = await findUserById(t.ctx.db, owner.userData.id);
    if (!user) throw new Error('user');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 59_999 }), { maxLength: 3 * PER_MINUTE }),
        async (offsets) => {
          let clock = 5_000_000;
          const start = clock;
          const runtime: GamesRuntime = {
            ...t.games.runtime,
            ctx: { ...t.ctx, counters: memoryCounterStore(() => clock) },
            events: silentEvents,
          };
          const outcomes: boolean[] = [];
          for (const offset of [...offsets].sort((x, y) => x - y)) {
            clock = start + offset;
            outcomes.push(
              await sendChat(runtime, user, gameId, { message: 'p' }).then(
                () => true,
                (error: { code?: string }) => {
                  expect(error.code).toBe('RATE_LIMITED');
                  return false;
                },
              ),
            );
          }
          const passed = outcomes.filter(Boolean).length;
          expect(passed).toBeLessThanOrEqual(PER_MINUTE);
          expect(outcomes).toEqual(outcomes.map((_, i) => i < PER_MINUTE));
          clock = start + 120_000;
          await expect(sendChat(runtime, user, gameId, { message: 'later' })).resolves.toMatchObject({
            message: 'later',
          });
        },
      ),
      { numRuns: 20 },
    );
  });
});
