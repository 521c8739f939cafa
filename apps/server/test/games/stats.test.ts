import type { UserData } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults, playerStats } from '../../src/db/schema.js';
import { displayRating } from '../../src/games/settlement.js';
import { loadPlayerStats } from '../../src/users/user-data.js';
import { databaseTiers } from '../databases.js';
import { json, post, startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES, playToTheEnd } from './play-helpers.js';
import { signUp } from './social-helpers.js';

describe.each(databaseTiers())('statistics in userData (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts at zero games, rating 1000 and level 1', async () => {
    const session = await signUp(t, 'new');
    expect(session.userData.stats).toEqual({ gamesPlayed: 0, wins: 0, losses: 0, rating: 1000, level: 1 });
  });

  it('counts a finished game and rates it', async () => {
    const session = await signUp(t, 'stat');
    const created = await post(
      t.app,
      '/game/create',
      { type: 'bots', game_mode: 'classic', map: 'spades', quick: true },
      { token: session.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    const final = await playToTheEnd(t.app, session.accessToken);
    expect(final.gameData.hasFinished).toBe(true);
    const finished = await post(t.app, '/game/spades/finish', {}, { token: session.accessToken });
    expect(finished.statusCode, finished.body).toBe(200);
    const { userData } = json<{ userData: UserData }>(finished);
    const [result] = await t.ctx.db
      .select()
      .from(gameResults)
      .where(eq(gameResults.userId, session.userData.id));
    const [row] = await t.ctx.db
      .select()
      .from(playerStats)
      .where(eq(playerStats.userId, session.userData.id));
    if (!result || !row) throw new Error('the game was not settled');
    expect(userData.stats).toEqual({
      gamesPlayed: 1,
      wins: result.outcome === 'win' ? 1 : 0,
      losses: result.outcome === 'loss' ? 1 : 0,
      rating: displayRating(row.ratingMu, row.ratingSigma),
      level: 1,
    });
    // The rating moved away from a fresh player's.
    expect(row.ratingSigma).toBeLessThan(25 / 3);
    // Every login-type reply carries the same numbers.
    const exit = await post(t.app, '/game/exit', {}, { token: session.accessToken });
    expect(json<{ userData: UserData }>(exit).userData.stats).toEqual(userData.stats);
  }, 60_000);

  it('a tutorial is practice: it counts in no statistics and no leaderboard', async () => {
    const session = await signUp(t, 'tut');
    const created = await post(
      t.app,
      '/game/create',
      { type: 'tutorial', game_mode: 'classic', map: 'spades' },
      { token: session.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    expect((await playToTheEnd(t.app, session.accessToken)).gameData.hasFinished).toBe(true);
    const results = await t.ctx.db
      .select()
      .from(gameResults)
      .where(eq(gameResults.userId, session.userData.id));
    expect(results).toHaveLength(0);
    const finished = await post(t.app, '/game/spades/finish', {}, { token: session.accessToken });
    expect(json<{ userData: UserData }>(finished).userData.stats?.gamesPlayed).toBe(0);
  }, 60_000);

  it('levels up once every five games played', async () => {
    const session = await signUp(t, 'lvl');
    const userId = session.userData.id;
    await t.ctx.db.insert(playerStats).values({ userId });
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), async (games, wins) => {
        const played = Math.max(games, wins);
        await t.ctx.db
          .update(playerStats)
          .set({ gamesPlayed: played, wins, losses: played - wins })
          .where(eq(playerStats.userId, userId));
        const stats = await loadPlayerStats(t.ctx.db, userId);
        expect(stats).toMatchObject({ gamesPlayed: played, wins, losses: played - wins });
        expect(stats.level).toBe(1 + Math.floor(played / 5));
        expect(stats.level - 1).toBeLessThanOrEqual(played / 5);
        expect(stats.level * 5).toBeGreaterThan(played);
      }),
      { numRuns: 40 },
    );
  });
});
