/**
 * A settled contest's places and prizes (rules.md, Klondike "Contest"): the highest standard score wins, ties
 * go to fewer seconds, then fewer moves; entrants who never finished their game rank after everyone who did
 * and win nothing. The house keeps 10% of the pot; the rest is the prize, all of it to first place with fewer
 * than four entrants, else 70% / 30% to the first two places. Entrants equal on all three figures share a place
 * and split the shares of the places they cover; the share of a place an unfinished table holds goes to first
 * place, and what floors away is the house's too. A token contest's places share a coin purse the house puts
 * up (CONTEST_TOKEN_PURSE per entrant) by the same table.
 */

import { CONTEST_TOKEN_PURSE, type ContestCurrency, type Currency } from '@cardroom/protocol';
import type { ContestRow, EntryRow } from './contest-repository.js';

export const CONTEST_HOUSE_PERCENT = 10;

/** What a contest's entry is paid in (the column's check allows coins, tokens and cash). */
export function entryCurrencyOf(contest: ContestRow): ContestCurrency {
  return contest.entryCurrency === 'tokens' || contest.entryCurrency === 'cash'
    ? contest.entryCurrency
    : 'coins';
}

/** The wallet currency a contest's pot is held in: its entry currency, cash_balance for a cash contest. */
export function potCurrencyOf(contest: ContestRow): Currency {
  const currency = entryCurrencyOf(contest);
  return currency === 'cash' ? 'cash_balance' : currency;
}

/** What a contest's places are paid in: coins, or withdrawable cash for a cash contest. */
export function prizeCurrencyOf(contest: ContestRow): Currency {
  return entryCurrencyOf(contest) === 'cash' ? 'cash_balance' : 'coins';
}

/**
 * What a contest's places share before the house's 10%: its pot (coins, or cash cents for a cash contest), or a
 * token contest's coin purse.
 */
export function contestPurse(contest: ContestRow, entries: readonly EntryRow[]): number {
  const live = entries.filter((entry) => !entry.refunded);
  if (entryCurrencyOf(contest) === 'tokens') return CONTEST_TOKEN_PURSE * live.length;
  return live.reduce((sum, entry) => sum + entry.entryCharged, 0);
}

/** The share of the prize each place wins, in percent, for a contest of `entrants`. */
export function placeShares(entrants: number): number[] {
  return entrants >= 4 ? [70, 30] : [100];
}

export function contestPrize(pot: number): number {
  return pot - Math.floor((pot * CONTEST_HOUSE_PERCENT) / 100);
}

export interface ContestResult {
  id: string;
  finished: boolean;
  score: number;
  seconds: number;
  moves: number;
}

export interface ContestPlacing {
  id: string;
  place: number;
  payout: number;
}

function compare(a: ContestResult, b: ContestResult): number {
  if (a.finished !== b.finished) return a.finished ? -1 : 1;
  return b.score - a.score || a.seconds - b.seconds || a.moves - b.moves;
}

/** Every entrant's place (1 = first, shared on a full tie) and payout; the payouts never exceed the prize. */
export function placeContest(results: readonly ContestResult[], pot: number): ContestPlacing[] {
  const ranked = [...results].sort(compare);
  const shares = placeShares(results.length);
  // A share whose place fell to an unfinished table goes to first place: the prize is always paid whole.
  const finished = ranked.filter((result) => result.finished).length;
  const forfeited = shares.slice(finished).reduce((sum, share) => sum + share, 0);
  shares[0] = (shares[0] ?? 0) + forfeited;
  const prize = contestPrize(pot);
  const placings: ContestPlacing[] = [];
  for (let start = 0; start < ranked.length; ) {
    const first = ranked[start] as ContestResult;
    let end = start + 1;
    while (end < ranked.length && compare(first, ranked[end] as ContestResult) === 0) end++;
    const group = ranked.slice(start, end);
    const percent = first.finished ? shares.slice(start, end).reduce((sum, share) => sum + share, 0) : 0;
    const each = Math.floor((prize * percent) / 100 / group.length);
    for (const result of group) placings.push({ id: result.id, place: start + 1, payout: each });
    start = end;
  }
  return placings;
}
