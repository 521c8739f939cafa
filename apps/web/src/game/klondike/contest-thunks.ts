/**
 * The ranked side of solitaire (rules.md "Contest"): joining a contest, playing the daily deal, and reading
 * contests, the day's leaderboard and the player's statistics. A joined table lands in the store like every
 * game's; the contest it belongs to is remembered per game, so its results panel survives a reload.
 */
import type { KlondikeView } from '@cardroom/engine';
import type {
  ContestCurrency,
  ContestSize,
  GameData,
  PlayerData,
  SolitaireContest,
  UserData,
} from '@cardroom/protocol';
import { isApiError } from '../../api/errors.js';
import { request } from '../../api/request.js';
import { feedbackFor } from '../../audio/sfx.js';
import { gameLoaded, gameReset } from '../../store/game-slice.js';
import type { AppThunk } from '../../store/index.js';
import { sessionStarted } from '../../store/session-slice.js';

export type SolitaireDraw = 1 | 3;

/** Refusals for want of the entry: a refused tap's feedback. */
const INSUFFICIENT_CODES = new Set(['NOT_ENOUGH_COINS', 'REQUIRES_TOKENS', 'REQUIRES_CASH']);

/**
 * What a full contest pays, first place first: the entries (a token contest: the house's coin purse per
 * entrant; a cash contest: its $1.00 entries in cents) minus the house's 10%, all to the winner of two,
 * 70% / 30% to the first two of four (the server's payout rule, shown before joining).
 */
export function contestPrizes(seats: number, perEntrant: number): number[] {
  const pot = seats * perEntrant;
  const prize = pot - Math.floor(pot / 10);
  const shares = seats >= 4 ? [70, 30] : [100];
  return shares.map((share) => Math.floor((prize * share) / 100));
}

const CONTEST_OF_GAME_KEY = 'klondike.contestOfGame';

/** The contest a table was dealt for (its id and kind), kept for this device's reloads. */
export interface ContestRef {
  gameId: string;
  contestId: string;
  kind: SolitaireContest['kind'];
}

export function rememberContest(ref: ContestRef): void {
  try {
    sessionStorage.setItem(CONTEST_OF_GAME_KEY, JSON.stringify(ref));
  } catch {
    // Private mode without storage: the lookup by game below still finds it.
  }
}

export function rememberedContest(gameId: string): ContestRef | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(CONTEST_OF_GAME_KEY) ?? 'null') as ContestRef | null;
    return saved?.gameId === gameId ? saved : null;
  } catch {
    return null;
  }
}

/** A ranked table just sat at: the contest and the table as the server answered them. */
export interface Seated {
  contest: SolitaireContest;
  gameData: GameData;
}

function seated(reply: {
  accessToken: string;
  userData: UserData;
  gameData: GameData;
  playerData: PlayerData;
  contest: SolitaireContest;
}): AppThunk<Seated> {
  return (dispatch) => {
    // The reply's token carries the new table, and its user the balance after the entry.
    dispatch(sessionStarted(reply));
    dispatch(gameLoaded({ gameData: reply.gameData, playerData: reply.playerData }));
    rememberContest({
      gameId: reply.gameData.game_id,
      contestId: reply.contest.contest_id,
      kind: reply.contest.kind,
    });
    return { contest: reply.contest, gameData: reply.gameData };
  };
}

/**
 * The server seats a person at one live table only: a free deal still being played is abandoned (exit)
 * before another table is dealt. A ranked table is never left this way: it has to be finished or resigned.
 */
export function leaveFreeDeal(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const game = getState().game.gameData;
    const view = game?.map === 'solitaire' ? (game.view as KlondikeView | undefined) : undefined;
    if (view?.game !== 'klondike' || view.finished || view.settings.ranked) return;
    const left = await dispatch(request('gameExit', { body: {} }, { silent: true }));
    if (left) dispatch(gameReset());
  };
}

/**
 * Pays the entry (coins, tokens for a token contest, or $1.00 for a cash contest: the server takes credits,
 * then bonus cash, then cash) and sits at the contest's table; null when refused (the server's message is
 * shown: a cash play check not passed, or not enough).
 */
export function joinContest(
  draw: SolitaireDraw,
  seats: ContestSize,
  currency: ContestCurrency = 'coins',
): AppThunk<Promise<Seated | null>> {
  return async (dispatch, getState) => {
    await dispatch(leaveFreeDeal());
    const reply = await dispatch(
      request(
        'solitaireContestJoin',
        { body: currency === 'coins' ? { draw, seats } : { draw, seats, currency } },
        {
          onError: (error) => {
            if (isApiError(error) && INSUFFICIENT_CODES.has(error.code))
              feedbackFor(getState().settings).invalid();
          },
        },
      ),
    );
    return reply ? dispatch(seated(reply)) : null;
  };
}

/** Sits at today's deal (the same table again while it is being played). */
export function playDaily(): AppThunk<Promise<Seated | null>> {
  return async (dispatch) => {
    await dispatch(leaveFreeDeal());
    const reply = await dispatch(request('solitaireDaily', { body: {} }));
    return reply ? dispatch(seated(reply)) : null;
  };
}

/** The contest a ranked table belongs to when this device did not deal it (another device, lost storage). */
export function findContestOfGame(gameId: string): AppThunk<Promise<ContestRef | null>> {
  return async (dispatch) => {
    const remembered = rememberedContest(gameId);
    if (remembered) return remembered;
    const quiet = { silent: true, loading: false } as const;
    const daily = await dispatch(request('solitaireDailyToday', {}, quiet));
    if (daily?.contest.myEntry?.game_id === gameId) {
      return { gameId, contestId: daily.contest.contest_id, kind: 'daily' };
    }
    const contests = await dispatch(request('solitaireContests', {}, quiet));
    const mine = contests?.mine.find((contest) => contest.myEntry?.game_id === gameId);
    return mine ? { gameId, contestId: mine.contest_id, kind: mine.kind } : null;
  };
}
