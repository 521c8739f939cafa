/**
 * Calls of Klondike contests, the daily deal and solitaire statistics (protocol api/solitaire.ts), and the
 * minute sweep that closes, refunds and settles contests whose time has come (contests.ts).
 */
import { API_CALLS, type SolitaireStats } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { isGuest } from '../../auth/accounts.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { currentAuth } from '../../http/guards.js';
import { registerCall } from '../../http/register-call.js';
import { sessionReply } from '../routes.js';
import type { GamesRuntime } from '../runtime.js';
import {
  contestsOf,
  contestTotalsOf,
  entriesOf,
  loadContest,
  openContestsFor,
  statsOf,
} from './contest-repository.js';
import { contestView } from './contest-view.js';
import { dailyContest, joinContest, playDaily, sweepContests } from './contests.js';

export const CONTEST_SWEEP_MS = 60_000;
const MY_CONTESTS = 20;

async function viewOf(db: Db, contestId: string, viewerId: string) {
  const contest = await loadContest(db, contestId);
  if (!contest) throw new AppError('CONTEST_NOT_FOUND');
  return contestView(contest, await entriesOf(db, contest.id), viewerId);
}

export async function solitaireStats(db: Db, userId: string): Promise<SolitaireStats> {
  const row = await statsOf(db, userId);
  const contests = await contestTotalsOf(db, userId);
  const played = row?.played ?? 0;
  const won = row?.won ?? 0;
  return {
    played,
    won,
    winRate: played === 0 ? 0 : Math.round((100 * won) / played),
    bestScore: row?.bestScore ?? null,
    bestSeconds: row?.bestSeconds ?? null,
    currentStreak: row?.currentStreak ?? 0,
    bestStreak: row?.bestStreak ?? 0,
    contestsEntered: contests.entered,
    contestsWon: contests.won,
    // Coin and token contests only: cash prizes are not coin statistics (contestTotalsOf).
    contestWinnings: { currency: 'coins', amount: contests.winnings },
  };
}

export function registerContestRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;
  const { db } = ctx;

  registerCall(app, ctx, API_CALLS.solitaireContests, async ({ request }) => {
    const { user } = currentAuth(request);
    const now = new Date();
    const views = async (rows: Awaited<ReturnType<typeof contestsOf>>) =>
      Promise.all(rows.map(async (row) => contestView(row, await entriesOf(db, row.id), user.id)));
    return {
      success: true as const,
      open: await views(await openContestsFor(db, user.id, now)),
      mine: await views(await contestsOf(db, user.id, MY_CONTESTS)),
    };
  });

  registerCall(app, ctx, API_CALLS.solitaireContestJoin, async ({ body, request }) => {
    const { user } = currentAuth(request);
    // Coins, tokens or cash in: a contest is for accounts (a guest's coins are only for trying the tables).
    if (isGuest(user)) throw new AppError('GUEST_NOT_ALLOWED');
    const { contest, record } = await joinContest(runtime, user, {
      draw: body.draw ?? 1,
      seats: body.seats ?? 2,
      currency: body.currency ?? 'coins',
    });
    return {
      ...(await sessionReply(runtime, request, record)),
      contest: await viewOf(db, contest.id, user.id),
    };
  });

  registerCall(app, ctx, API_CALLS.solitaireContest, async ({ query, request }) => ({
    success: true as const,
    contest: await viewOf(db, query.contest_id, currentAuth(request).user.id),
  }));

  registerCall(app, ctx, API_CALLS.solitaireDaily, async ({ request }) => {
    const { user } = currentAuth(request);
    const { contest, record } = await playDaily(runtime, user);
    return {
      ...(await sessionReply(runtime, request, record)),
      contest: await viewOf(db, contest.id, user.id),
    };
  });

  registerCall(app, ctx, API_CALLS.solitaireDailyToday, async ({ request }) => {
    const contest = await dailyContest(runtime);
    return { success: true as const, contest: await viewOf(db, contest.id, currentAuth(request).user.id) };
  });

  registerCall(app, ctx, API_CALLS.solitaireStats, async ({ request }) => ({
    success: true as const,
    stats: await solitaireStats(db, currentAuth(request).user.id),
  }));

  const sweeper = setInterval(() => {
    sweepContests(db).catch((error: unknown) => ctx.logger.warn({ err: error }, 'contest sweep failed'));
  }, CONTEST_SWEEP_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
}
