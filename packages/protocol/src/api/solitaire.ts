/**
 * Klondike beyond free play (issue 12, rules.md "Contest"): ranked contests with a coin entry, the daily deal
 * everybody plays once, and a player's solitaire statistics. A contest and the daily deal are both "deals
 * shared by their entrants": every entrant gets a table dealt from the same solver-proved seed and plays it on
 * their own; nobody sees another entrant's result before finishing their own game.
 */
import { z } from 'zod';
import { amountSchema, countSchema } from '../game-entities.js';
import { idSchema, isoDateTimeSchema } from '../validation.js';
import { defineCall } from './define.js';
import { gameSessionResponse } from './shared.js';

/** rules.md: a ranked contest's entry. Seats per contest and the payout shares are the product's choice. */
export const CONTEST_ENTRY_FEE = 100;
/**
 * Token contests (issue 14, tokens are earned by progression and spent here): the same draws and sizes, an
 * entry of 5 tokens, and places paid in coins the house puts up: CONTEST_TOKEN_PURSE coins per entrant, less
 * the house's 10%, shared like a coin contest's pot, so a token contest pays as a coin contest of its size.
 */
export const CONTEST_TOKEN_ENTRY_FEE = 5;
export const CONTEST_TOKEN_PURSE = 100;
/**
 * Cash contests (issue 14, decision 0018 "Cash contests"): an entry of $1.00, paid with the player's credits
 * first, then bonus cash, then cash balance; the house matches the credits and bonus cash in cash, so the pot
 * is $1.00 per entrant and its places are paid in withdrawable cash (less the house's 10%). Cash play only.
 */
export const CONTEST_CASH_ENTRY_CENTS = 100;
/** What a contest's entry is paid in: coins and tokens contests pay prizes in coins, cash contests in cash. */
export const CONTEST_CURRENCIES = ['coins', 'tokens', 'cash'] as const;
export type ContestCurrency = (typeof CONTEST_CURRENCIES)[number];
export const CONTEST_SIZES = [2, 4] as const;
export type ContestSize = (typeof CONTEST_SIZES)[number];
/** A contest takes new entrants for 24 h (rules.md), then settles with whoever entered. */
export const CONTEST_OPEN_HOURS = 24;
/** Entrants still playing a day after their contest closed are ranked after every finished entrant. */
export const CONTEST_FINISH_HOURS = 24;

export const solitaireDrawSchema = z.literal([1, 3]);

/** open: takes entrants; closed: full or past its 24 h, waits for games to end; settled; refunded (one entrant). */
export const CONTEST_STATUSES = ['open', 'closed', 'settled', 'refunded'] as const;
export const ENTRY_STATUSES = ['playing', 'won', 'lost', 'resigned', 'unfinished'] as const;

export const contestEntrySchema = z.object({
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  /** Null while the caller has not finished their own game (results stay sealed until then). */
  score: z.number().int().nullable(),
  seconds: z.number().int().nonnegative().nullable(),
  moves: countSchema.nullable(),
  /** 1 = first; null until the contest is settled. */
  place: z.number().int().positive().nullable(),
  payout: amountSchema,
});
export type ContestEntry = z.infer<typeof contestEntrySchema>;

export const solitaireContestSchema = z.object({
  contest_id: idSchema,
  kind: z.enum(['contest', 'daily']),
  draw: solitaireDrawSchema,
  /** null: unlimited (the daily deal). */
  seats: z.number().int().positive().nullable(),
  entrants: countSchema,
  /** The entry and what it is paid in: coins, tokens for a token contest, cash_balance (cents) for cash. */
  entryFee: amountSchema,
  /**
   * What the winner(s) would share if the contest settled now: a coin contest's entries minus the house's 10%;
   * a token contest's coin purse (CONTEST_TOKEN_PURSE per entrant) minus the same 10%; a cash contest's pot
   * minus 10%, in cash_balance cents.
   */
  prize: amountSchema,
  status: z.enum(CONTEST_STATUSES),
  closesAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  /** The commitment to the deal's server seed (the seed is revealed once the contest is over). */
  commitment: z.string(),
  clientSeed: z.string(),
  serverSeed: z.string().nullable(),
  /** The caller's entry (their game, status and, once settled, place and payout), null when not entered. */
  myEntry: contestEntrySchema.extend({ game_id: idSchema }).nullable(),
  /** Every entrant, ranked once settled; others' figures are null until the caller has finished. */
  entries: z.array(contestEntrySchema),
});
export type SolitaireContest = z.infer<typeof solitaireContestSchema>;

export const solitaireStatsSchema = z.object({
  played: countSchema,
  won: countSchema,
  /** Whole percent, 0 when nothing was played. */
  winRate: z.number().int().min(0).max(100),
  bestScore: z.number().int().nullable(),
  /** Seconds of the fastest win. */
  bestSeconds: z.number().int().nonnegative().nullable(),
  currentStreak: countSchema,
  bestStreak: countSchema,
  contestsEntered: countSchema,
  contestsWon: countSchema,
  contestWinnings: amountSchema,
});
export type SolitaireStats = z.infer<typeof solitaireStatsSchema>;

const contestIdQuery = z.strictObject({ contest_id: idSchema });

export const SOLITAIRE_CALL_LIST = [
  defineCall({
    id: 'solitaireContests',
    method: 'GET',
    path: '/game/solitaire/contests',
    auth: 'bearer',
    summary:
      'Ranked Klondike contests: the open ones the caller may join (per draw and size) and the caller’s own ' +
      'recent contests with their results.',
    response: z.object({
      success: z.literal(true),
      open: z.array(solitaireContestSchema),
      mine: z.array(solitaireContestSchema),
    }),
  }),
  defineCall({
    id: 'solitaireContestJoin',
    method: 'POST',
    path: '/game/solitaire/contest/join',
    auth: 'bearer',
    summary:
      'Enter a ranked contest (100 coins, or 5 tokens with currency "tokens", prizes in coins; or $1.00 with ' +
      'currency "cash", paid with credits, then bonus cash, then cash, prizes in cash, for players who pass ' +
      'the cash play checks): joins the open ' +
      'contest of this draw, size and entry currency that has room, or starts one with a solver-proved deal, ' +
      'and deals the caller’s table (no undo, hints cost 20 points).',
    body: z.strictObject({
      draw: solitaireDrawSchema.optional(),
      seats: z.literal(CONTEST_SIZES).optional(),
      /** What the entry is paid in (default coins); "cash" needs cash play (verified email, age and region). */
      currency: z.enum(CONTEST_CURRENCIES).optional(),
    }),
    response: gameSessionResponse.extend({ contest: solitaireContestSchema }),
  }),
  defineCall({
    id: 'solitaireContest',
    method: 'GET',
    path: '/game/solitaire/contest',
    auth: 'bearer',
    summary: 'One contest or daily deal: entrants, and results once the caller has finished.',
    query: contestIdQuery,
    response: z.object({ success: z.literal(true), contest: solitaireContestSchema }),
  }),
  defineCall({
    id: 'solitaireDaily',
    method: 'POST',
    path: '/game/solitaire/daily',
    auth: 'bearer',
    summary:
      'Play today’s daily deal (UTC day, draw 1, standard scoring, no undo): one solver-proved deal for ' +
      'everyone, once per person; answers the caller’s table of it (the same one while it is being played).',
    body: z.strictObject({}),
    response: gameSessionResponse.extend({ contest: solitaireContestSchema }),
  }),
  defineCall({
    id: 'solitaireDailyToday',
    method: 'GET',
    path: '/game/solitaire/daily',
    auth: 'bearer',
    summary: 'Today’s daily deal with its leaderboard (score, then fewer seconds, then fewer moves).',
    response: z.object({ success: z.literal(true), contest: solitaireContestSchema }),
  }),
  defineCall({
    id: 'solitaireStats',
    method: 'GET',
    path: '/game/solitaire/stats',
    auth: 'bearer',
    summary: 'The caller’s solitaire statistics: played, won, win %, best score and time, streaks, contests.',
    response: z.object({ success: z.literal(true), stats: solitaireStatsSchema }),
  }),
] as const;
