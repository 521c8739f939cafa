/**
 * Leaving a table: before the deal the seat is freed and its entry refunded; during play a bot takes the seat
 * (at bot pace) and the entry is forfeit; a finished table is just released. A table nobody is left at is
 * abandoned and its pot closed. The database part runs inside a caller's transaction too, so erasing an
 * account can free a seat that a join still in flight took after the account had left its tables.
 */
import type { Db } from '../db/client.js';
import { botDelay, isServerPlayed } from './pacing.js';
import { closePot, potOf, refundSeating } from './pots.js';
import { loadTable } from './projection.js';
import type { PacingConfig } from './registry.js';
import {
  bumpVersion,
  commitGame,
  deleteSeat,
  findActiveGameId,
  liveGameIdsOf,
  loadRecord,
  updateSeat,
} from './repository.js';
import type { GamesRuntime } from './runtime.js';

/** Inside `tx`: the user leaves the game (locking its row); false when they had no active seat there. */
export async function leaveInTx(
  /** Unused since leaving reads no game rules in its transaction (announceLeft paces the bot after it). */
  _config: PacingConfig,
  tx: Db,
  gameId: string,
  userId: string,
): Promise<boolean> {
  const record = await loadRecord(tx, gameId, true);
  if (!record) return false;
  const seat = record.seats.find((row) => row.userId === userId && row.active);
  if (!seat) return false;
  const status = record.game.status;
  if (status === 'waiting') {
    await deleteSeat(tx, gameId, seat.seat);
    await refundSeating(tx, gameId, seat);
  } else if (status === 'playing' && !seat.isBot) {
    await updateSeat(tx, gameId, seat.seat, { isBot: true, active: false, away: false });
  } else {
    await updateSeat(tx, gameId, seat.seat, { active: false });
  }
  const peopleLeft = record.seats.filter((row) => row.userId && !row.isBot && row.seat !== seat.seat).length;
  const live = status === 'waiting' || status === 'playing';
  const abandon = live && peopleLeft === 0;
  // Nobody is left to win it: the entries still in the pot (forfeits by leaving during play) are the house's.
  if (abandon) await closePot(tx, gameId, potOf(record, status === 'waiting' ? seat.seat : undefined));
  await bumpVersion(
    tx,
    gameId,
    abandon ? { status: 'abandoned', deadlineAt: null, finishedAt: new Date() } : {},
  );
  return true;
}

/**
 * Inside `tx`: the user leaves every live table they still have an active seat at (a waiting one refunds the
 * entry, a playing one passes to a bot). Returns the games left, for the caller to announce after commit.
 */
export async function leaveLiveTablesInTx(config: PacingConfig, tx: Db, userId: string): Promise<string[]> {
  const left: string[] = [];
  for (const gameId of await liveGameIdsOf(tx, userId))
    if (await leaveInTx(config, tx, gameId, userId)) left.push(gameId);
  return left;
}

/** The user leaves their table, then the table is told and its timer re-armed. */
export async function leaveTable(runtime: GamesRuntime, user: { id: string }): Promise<void> {
  const { db } = runtime.ctx;
  const gameId = await findActiveGameId(db, user.id);
  if (!gameId) return;
  await db.transaction((tx) => leaveInTx(runtime.ctx.config, tx, gameId, user.id));
  await announceLeft(runtime, user.id, gameId);
}

/** After a leave committed: the leaver's sockets and the table are told, and its timer re-armed. */
export async function announceLeft(runtime: GamesRuntime, userId: string, gameId: string): Promise<void> {
  await runtime.events.publishLeft(userId, gameId);
  const record = (await paceLeftSeat(runtime, userId, gameId)) ?? (await loadRecord(runtime.ctx.db, gameId));
  if (record) {
    await runtime.events.publishState(record);
    runtime.scheduler.schedule(gameId, record.game.deadlineAt);
  }
}

/**
 * The bot now in a leaver's seat moves at bot pace, not after what is left of the person's turn timer: when
 * the seat to act is played by the server (a bot now, whoever sat there; an erased account's seat has no user
 * any more) and its deadline is further off than a bot's pace. During a pause (between hands) the deadline
 * stays the pause's end; the bot's pace applies after it. Returns the committed record, or undefined.
 */
async function paceLeftSeat(runtime: GamesRuntime, _userId: string, gameId: string) {
  const { db, config } = runtime.ctx;
  for (let attempt = 0; attempt < 5; attempt++) {
    const record = await loadRecord(db, gameId);
    if (record?.game.status !== 'playing') return undefined;
    const { game, table } = loadTable(runtime.games, record);
    const toAct = table.state === null ? null : game.engine.toAct(table.state);
    if (toAct === null || !isServerPlayed(record, toAct) || game.hooks?.clockHeld?.(table)) return undefined;
    const latest = new Date(Date.now() + config.BOT_MAX_DELAY_MS);
    if (record.game.deadlineAt && record.game.deadlineAt <= latest) return undefined;
    const deadlineAt = new Date(Date.now() + botDelay(config));
    const row = await commitGame(db, gameId, record.game.version, { deadlineAt });
    if (row) return { ...record, game: row };
  }
  return undefined;
}
