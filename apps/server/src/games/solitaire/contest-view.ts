/**
 * A contest as a viewer sees it (the protocol's SolitaireContest): another entrant's figures stay hidden until
 * the viewer's own game has ended (or the viewer never entered and the contest is over), so the scores to beat
 * never guide a game in play. Until settled, finished entries are ranked as they stand.
 */
import { type ContestEntry, type SolitaireContest, shownAvatar } from '@cardroom/protocol';
import { contestPrize, contestPurse, potCurrencyOf, prizeCurrencyOf } from './contest-payouts.js';
import type { ContestRow, EntryRow } from './contest-repository.js';

const FINISHED = new Set(['won', 'lost', 'resigned']);

function standing(a: EntryRow, b: EntryRow): number {
  if (a.place !== null && b.place !== null) return a.place - b.place;
  const aDone = FINISHED.has(a.status);
  const bDone = FINISHED.has(b.status);
  if (aDone !== bDone) return aDone ? -1 : 1;
  return (
    (b.score ?? 0) - (a.score ?? 0) || (a.seconds ?? 0) - (b.seconds ?? 0) || (a.moves ?? 0) - (b.moves ?? 0)
  );
}

export function contestView(contest: ContestRow, rows: EntryRow[], viewerId: string): SolitaireContest {
  const over = contest.status === 'settled' || contest.status === 'refunded';
  const mine = rows.find((row) => row.userId === viewerId);
  const revealed = over || (mine !== undefined && mine.status !== 'playing');
  const entryOf = (row: EntryRow): ContestEntry => {
    const shown = row.userId === viewerId || revealed;
    return {
      user_id: row.userId ?? row.id,
      username: row.username,
      avatar: shownAvatar(row.avatar),
      status: shown ? (row.status as ContestEntry['status']) : 'playing',
      score: shown ? row.score : null,
      seconds: shown ? row.seconds : null,
      moves: shown ? row.moves : null,
      place: row.place,
      payout: { currency: prizeCurrencyOf(contest), amount: row.payout },
    };
  };
  return {
    contest_id: contest.id,
    kind: contest.kind as SolitaireContest['kind'],
    draw: contest.draw as SolitaireContest['draw'],
    seats: contest.seats,
    entrants: rows.length,
    // A token contest's entry is in tokens and its prizes in coins; a cash contest's entry and prizes are cash.
    entryFee: { currency: potCurrencyOf(contest), amount: contest.entryFee },
    prize: { currency: prizeCurrencyOf(contest), amount: contestPrize(contestPurse(contest, rows)) },
    status: contest.status as SolitaireContest['status'],
    closesAt: contest.closesAt.toISOString(),
    createdAt: contest.createdAt.toISOString(),
    commitment: contest.commitment,
    clientSeed: contest.clientSeed,
    serverSeed: over ? contest.serverSeed : null,
    myEntry: mine ? { ...entryOf(mine), game_id: mine.gameId } : null,
    entries: [...rows].sort(standing).map(entryOf),
  };
}
