import type { PlayerReaction } from '@cardroom/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REACTION_WINDOW_MS, REACTIONS_PER_WINDOW, sendReaction } from '../../src/games/reactions.js';
import { type GamesRuntime, silentEvents } from '../../src/games/runtime.js';
import { memoryCounterStore } from '../../src/security/rate-limit.js';
import { findUserById } from '../../src/users/repository.js';
import { databaseTiers } from '../databases.js';
import { post, startTestApp, type TestApp } from '../harness.js';
import { expectError } from '../mail-links.js';
import { FAST_TABLES, playToTheEnd } from './play-helpers.js';
import { type Session, signUp, type TableReply } from './social-helpers.js';

describe.each(databaseTiers())('reactions (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const react = (session: Session, reaction: unknown) =>
    post(t.app, '/game/spades/reaction', { reaction }, { token: session.accessToken });

  async function seated(prefix: string, type = 'bots'): Promise<{ session: Session; table: TableReply }> {
    const session = await signUp(t, prefix);
    const created = await post(
      t.app,
      '/game/create',
      { type, game_mode: 'classic', map: 'spades' },
      { token: session.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    return { session, table: created.json() as TableReply };
  }

  it('publishes a seated player’s reaction to their table', async () => {
    const { session, table } = await seated('rx');
    const publish = vi.spyOn(t.games.runtime.events, 'publishReaction');
    try {
      const reply = await react(session, 'thumbs-up');
      expect(reply.statusCode, reply.body).toBe(200);
      const { reaction } = reply.json() as { reaction: PlayerReaction };
      expect(reaction).toMatchObject({ playerId: session.userData.id, seat: 0, reaction: 'thumbs-up' });
      expect(Math.abs(Date.parse(reaction.time_stamp) - Date.now())).toBeLessThan(10_000);
      expect(publish).toHaveBeenCalledWith(table.gameData.game_id, reaction);
    } finally {
      publish.mockRestore();
    }
  });

  it('refuses people who sit nowhere, and invalid reactions', async () => {
    const nobody = await signUp(t, 'rn');
    expectError(await react(nobody, 'wave'), 409, 'USER_NOT_IN_GAME', 'User not in game.');
    const { session } = await seated('rv');
    expectError(await react(session, ''), 400, 'VALIDATION_ERROR', undefined, 'reaction');
    expectError(await react(session, 'x'.repeat(33)), 400, 'VALIDATION_ERROR', undefined, 'reaction');
    // After leaving the table the player no longer sits there.
    expect((await post(t.app, '/game/exit', {}, { token: session.accessToken })).statusCode).toBe(200);
    expectError(await react(session, 'wave'), 409, 'USER_NOT_IN_GAME');
  });

  it('still lets a player react at their finished table', async () => {
    const { session } = await seated('rf', 'tutorial');
    const final = await playToTheEnd(t.app, session.accessToken);
    expect(final.gameData.hasFinished).toBe(true);
    expect((await react(session, 'gg')).statusCode).toBe(200);
  }, 60_000);

  it(`lets ${REACTIONS_PER_WINDOW} reactions through per ${REACTION_WINDOW_MS / 1000} s`, async () => {
    const { session } = await seated('rl');
    for (let i = 0; i < REACTIONS_PER_WINDOW; i++)
      expect((await react(session, `r${i}`)).statusCode).toBe(200);
    expectError(await react(session, 'one more'), 429, 'RATE_LIMITED');
    // Another player's budget is their own.
    const { session: other } = await seated('rl2');
    expect((await react(other, 'hi')).statusCode).toBe(200);
  });

  it('never lets more than the limit through in one window, and lets reactions through again after it', async () => {
    const { session } = await seated('rp');
    const user = await findUserById(t.ctx.db, session.userData.id);
    if (!user) throw new Error('user');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: REACTION_WINDOW_MS - 1 }), {
          maxLength: 3 * REACTIONS_PER_WINDOW,
        }),
        async (offsets) => {
          let clock = 1_000_000;
          const start = clock;
          const runtime: GamesRuntime = {
            ...t.games.runtime,
            ctx: { ...t.ctx, counters: memoryCounterStore(() => clock) },
            events: silentEvents,
          };
          let passed = 0;
          for (const offset of [...offsets].sort((x, y) => x - y)) {
            clock = start + offset;
            const ok = await sendReaction(runtime, user, 'x').then(
              () => true,
              (error: { code?: string }) => {
                expect(error.code).toBe('RATE_LIMITED');
                return false;
              },
            );
            // The first ones pass, then none: never more than the limit in the window.
            expect(ok).toBe(passed < REACTIONS_PER_WINDOW);
            if (ok) passed++;
          }
          expect(passed).toBe(Math.min(offsets.length, REACTIONS_PER_WINDOW));
          clock = start + 2 * REACTION_WINDOW_MS;
          await expect(sendReaction(runtime, user, 'later')).resolves.toMatchObject({ reaction: 'later' });
        },
      ),
      { numRuns: 30 },
    );
  });
});
