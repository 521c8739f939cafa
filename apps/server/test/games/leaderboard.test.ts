import { randomBytes } from 'node:crypto';
import { LEADERBOARD_SCOPES, type LeaderboardData, type UserData } from '@cardroom/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, loginReply } from '../../src/auth/accounts.js';
import { gameResults } from '../../src/db/schema.js';
import { LEADERBOARD_SIZE, leaderboard, periodStart } from '../../src/games/leaderboard.js';
import { insertGame } from '../../src/games/repository.js';
import { newGameRow } from '../../src/games/tables.js';
import { insertUser, type UserRow } from '../../src/users/repository.js';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectError } from '../mail-links.js';
import { FAST_TABLES, playToTheEnd } from './play-helpers.js';
import { signUp } from './social-helpers.js';

const DAY = 86_400_000;

describe('leaderboard periods', () => {
  it('start at 00:00 UTC of today, this Monday and the 1st, and never after now', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          expect(periodStart('all', now)).toBeNull();
          for (const scope of ['daily', 'weekly', 'monthly'] as const) {
            const start = periodStart(scope, now);
            if (!start) throw new Error(`${scope} has a start`);
            expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(start.getTime() % DAY).toBe(0);
          }
          const daily = periodStart('daily', now) as Date;
          const weekly = periodStart('weekly', now) as Date;
          const monthly = periodStart('monthly', now) as Date;
          expect(now.getTime() - daily.getTime()).toBeLessThan(DAY);
          expect(weekly.getUTCDay()).toBe(1);
          expect(now.getTime() - weekly.getTime()).toBeLessThan(7 * DAY);
          expect(monthly.getUTCDate()).toBe(1);
          expect([monthly.getUTCFullYear(), monthly.getUTCMonth()]).toEqual([
            now.getUTCFullYear(),
            now.getUTCMonth(),
          ]);
          expect(daily.getTime()).toBeGreaterThanOrEqual(weekly.getTime());
        },
      ),
    );
  });

  it('knows a few dates', () => {
    const now = new Date('2024-03-07T15:30:00Z'); // a Thursday
    expect(periodStart('daily', now)?.toISOString()).toBe('2024-03-07T00:00:00.000Z');
    expect(periodStart('weekly', now)?.toISOString()).toBe('2024-03-04T00:00:00.000Z');
    expect(periodStart('monthly', now)?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    const sunday = new Date('2024-03-10T23:59:59Z');
    expect(periodStart('weekly', sunday)?.toISOString()).toBe('2024-03-04T00:00:00.000Z');
  });
});

describe.each(databaseTiers())('leaderboard (%s)', (tier) => {
  let t: TestApp;
  const games: string[] = [];
  let people: UserRow[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const board = async (token: string, query = '') => {
    const reply = await get(t.app, `/game/leaderboard${query}`, { token });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<LeaderboardData & { success: true }>(reply);
  };

  async function person(name: string): Promise<UserRow> {
    return insertUser(t.ctx.db, {
      username: `${name}${randomBytes(3).toString('hex')}`.slice(0, 20),
      email: `${name}-${randomBytes(4).toString('hex')}@example.com`,
      referralCode: randomBytes(6).toString('hex'),
    });
  }

  /** Finished games to hang results on (one result per person per game). */
  async function ensureGames(count: number, owner: UserRow) {
    while (games.length < count) {
      const row = await insertGame(
        t.ctx.db,
        newGameRow(t.ctx.config, owner.id, { type: 'bots', map: 'spades', gameMode: 'classic' }),
      );
      games.push(row.id);
    }
  }

  interface Played {
    user: UserRow;
    results: { outcome: 'win' | 'loss'; at: Date; map?: 'spades' | 'solitaire' }[];
  }

  async function record(played: Played[]) {
    const rows = played.flatMap(({ user, results }) =>
      results.map((result, index) => ({
        gameId: games[index] as string,
        userId: user.id,
        map: result.map ?? 'spades',
        gameMode: 'classic',
        outcome: result.outcome,
        score: 0,
        finishedAt: result.at,
      })),
    );
    if (rows.length > 0) await t.ctx.db.insert(gameResults).values(rows);
  }

  it('ranks people who played real games by their wins', async () => {
    const players = await Promise.all([signUp(t, 'lba'), signUp(t, 'lbb')]);
    const before = await board(players[0].accessToken);
    expect(before).toMatchObject({ leaderboard: [], playerEntry: null, position: null, totalPlayers: 0 });
    await Promise.all(
      players.map(async (session) => {
        const created = await post(
          t.app,
          '/game/create',
          { type: 'bots', game_mode: 'deuceshigh', map: 'spades' },
          { token: session.accessToken },
        );
        expect(created.statusCode, created.body).toBe(200);
        await playToTheEnd(t.app, session.accessToken, 120_000);
      }),
    );
    const wins = new Map<string, number>();
    for (const session of players) {
      const finished = await post(t.app, '/game/spades/finish', {}, { token: session.accessToken });
      wins.set(session.userData.id, json<{ userData: UserData }>(finished).userData.stats?.wins ?? -1);
    }
    for (const scope of LEADERBOARD_SCOPES) {
      const data = await board(players[1].accessToken, `?map=spades&scope=${scope}`);
      expect(data.totalPlayers).toBe(2);
      expect(data.leaderboard.map((row) => row.rank)).toEqual([1, 2]);
      for (const row of data.leaderboard) expect(row.score).toBe(wins.get(row.user_id));
      expect(data.leaderboard[0]?.score).toBeGreaterThanOrEqual(data.leaderboard[1]?.score ?? 0);
      expect(data.playerEntry?.user_id).toBe(players[1].userData.id);
      expect(data.position).toBe(data.playerEntry?.rank);
    }
    expect((await board(players[0].accessToken, '?map=solitaire')).totalPlayers).toBe(0);
    expectError(
      await get(t.app, '/game/leaderboard?scope=yearly', { token: players[0].accessToken }),
      400,
      'VALIDATION_ERROR',
      undefined,
      'scope',
    );
  }, 180_000);

  it('breaks ties by fewer games then the earlier first win, per period, without guests', async () => {
    await t.ctx.db.delete(gameResults);
    const now = new Date();
    const today = periodStart('daily', now) as Date;
    const month = periodStart('monthly', now) as Date;
    const at = (ms: number) => new Date(today.getTime() + ms);
    const [a, b, c, d, e, f] = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => person(name)));
    if (!a || !b || !c || !d || !e || !f) throw new Error('six people');
    const guest = await createGuest(t.ctx);
    await ensureGames(6, a);
    await record([
      { user: a, results: [1, 2, 3].map((n) => ({ outcome: 'win', at: at(n) })) },
      {
        user: b,
        results: [
          { outcome: 'win', at: at(10) },
          { outcome: 'win', at: at(11) },
        ],
      },
      {
        user: c,
        results: [
          { outcome: 'win', at: at(1) },
          { outcome: 'win', at: at(2) },
          { outcome: 'loss', at: at(3) },
        ],
      },
      {
        user: d,
        results: [
          { outcome: 'win', at: at(20) },
          { outcome: 'win', at: at(21) },
        ],
      },
      {
        user: e,
        results: [
          { outcome: 'loss', at: at(5) },
          { outcome: 'win', at: at(6), map: 'solitaire' },
        ],
      },
      // Only last month: in the all-time board, not this month's.
      {
        user: f,
        results: [1, 2, 3, 4].map((n) => ({ outcome: 'win', at: new Date(month.getTime() - n * DAY) })),
      },
      { user: guest, results: [1, 2, 3, 4, 5].map((n) => ({ outcome: 'win', at: at(n) })) },
    ]);
    const session = await loginReply(t.ctx, e);
    const monthly = await board(session.accessToken, '?scope=monthly');
    expect(monthly.leaderboard.map((row) => [row.rank, row.user_id, row.score])).toEqual([
      [1, a.id, 3],
      [2, b.id, 2],
      [3, d.id, 2],
      [4, c.id, 2],
      [5, e.id, 0],
    ]);
    expect(monthly.leaderboard[0]).toMatchObject({ username: a.username, avatar: null });
    expect(monthly).toMatchObject({
      position: 5,
      totalPlayers: 5,
      playerEntry: { rank: 5, user_id: e.id, score: 0 },
    });
    const all = await board(session.accessToken, '?scope=all');
    expect(all.leaderboard.map((row) => row.user_id)).toEqual([f.id, a.id, b.id, d.id, c.id, e.id]);
    expect(all.leaderboard.some((row) => row.user_id === guest.id)).toBe(false);
    // Solitaire has its own board.
    expect((await board(session.accessToken, '?map=solitaire&scope=all')).leaderboard).toEqual([
      { rank: 1, user_id: e.id, username: e.username, avatar: null, score: 1 },
    ]);
    const outsider = await loginReply(t.ctx, await person('out'));
    expect(await board(outsider.accessToken, '?scope=all')).toMatchObject({
      playerEntry: null,
      position: null,
      totalPlayers: 6,
    });
  });

  it('ranks 1..n by wins, then games, then first win, showing the top 50 and the caller', async () => {
    if (people.length === 0)
      people = await Promise.all(Array.from({ length: 60 }, (_, i) => person(`q${i}`)));
    const [owner] = people;
    if (!owner) throw new Error('people');
    await ensureGames(6, owner);
    const base = Date.parse('2024-01-01T00:00:00Z');
    const resultArb = fc.record({ win: fc.boolean(), minute: fc.integer({ min: 0, max: 20 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(resultArb, { minLength: 1, maxLength: 6 }), { minLength: 0, maxLength: 60 }),
        fc.nat({ max: 59 }),
        async (histories, callerIndex) => {
          await t.ctx.db.delete(gameResults);
          const played = histories.map((results, index) => ({
            user: people[index] as UserRow,
            results: results.map((result) => ({
              outcome: result.win ? ('win' as const) : ('loss' as const),
              at: new Date(base + result.minute * 60_000),
            })),
          }));
          await record(played);
          const caller = people[callerIndex] as UserRow;
          const data = await leaderboard(t.ctx.db, caller.id, { map: 'spades', scope: 'all' });
          const model = played
            .map(({ user, results }) => {
              const wins = results.filter((result) => result.outcome === 'win');
              return {
                id: user.id,
                wins: wins.length,
                games: results.length,
                firstWin: wins.length > 0 ? Math.min(...wins.map((w) => w.at.getTime())) : Infinity,
              };
            })
            .sort(
              (x, y) =>
                y.wins - x.wins ||
                x.games - y.games ||
                x.firstWin - y.firstWin ||
                (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
            );
          expect(data.totalPlayers).toBe(played.length);
          expect(data.leaderboard).toHaveLength(Math.min(LEADERBOARD_SIZE, played.length));
          expect(data.leaderboard.map((row) => row.rank)).toEqual(data.leaderboard.map((_, i) => i + 1));
          for (let i = 1; i < data.leaderboard.length; i++)
            expect(data.leaderboard[i - 1]?.score).toBeGreaterThanOrEqual(data.leaderboard[i]?.score ?? 0);
          expect(data.leaderboard.map((row) => [row.user_id, row.score])).toEqual(
            model.slice(0, LEADERBOARD_SIZE).map((row) => [row.id, row.wins]),
          );
          const mine = model.findIndex((row) => row.id === caller.id);
          expect(data.position).toBe(mine === -1 ? null : mine + 1);
          expect(data.playerEntry?.score ?? null).toBe(mine === -1 ? null : model[mine]?.wins);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
