/**
 * gameData and playerData for one seat, for every game: the table's own fields here, the game's fields from
 * its server module, always built from the engine's `viewFor` of that seat, so the only hidden cards in a
 * reply are the viewer's own and the server seed appears only once the engine reveals it.
 */
import {
  type GameData,
  type GameOutcome,
  type PlayerData,
  REALTIME_PROTOCOL_VERSION,
  shownAvatar,
} from '@cardroom/protocol';
import { AppError } from '../http/errors.js';
import { fairnessOf } from './client-seeds.js';
import { type AnyServerGame, type GameRegistry, seatCountOf, type Table } from './registry.js';
import type { GameRecord, SeatRow } from './repository.js';
import { readTable } from './stored-state.js';

export function botPlayerId(seat: number): string {
  return `bot-${seat}`;
}

export function playerIdOf(seat: SeatRow): string {
  return seat.isBot || !seat.userId ? botPlayerId(seat.seat) : seat.userId;
}

/**
 * Who sits at a seat, as every game's playerData shows it: the avatar copied when the seat was taken (one from
 * before avatars were checked is not drawn) and the skins worn then (absent for bots and plain looks).
 */
export function seatIdentity(
  seatRow: SeatRow,
): Pick<PlayerData, 'id' | 'username' | 'avatar' | 'seat' | 'isBot' | 'skins'> {
  return {
    id: playerIdOf(seatRow),
    username: seatRow.username,
    avatar: seatRow.isBot ? seatRow.avatar : shownAvatar(seatRow.avatar),
    seat: seatRow.seat,
    isBot: seatRow.isBot,
    ...(seatRow.skins ? { skins: seatRow.skins } : {}),
  };
}

/** The caller's seat at a record, or USER_NOT_IN_GAME. */
export function seatOf(record: GameRecord, userId: string): number {
  const seat = record.seats.find((row) => row.userId === userId && !row.isBot && row.active);
  if (!seat) throw new AppError('USER_NOT_IN_GAME');
  return seat.seat;
}

/** The game of a record and its parsed table. */
export function loadTable(
  games: GameRegistry,
  record: GameRecord,
): { game: AnyServerGame; table: Table<unknown> } {
  const game = games.get(record.game.map);
  return { game, table: readTable(game, record) };
}

/** The one place a reply's view is made: sealed tables never send their server seed (see `sealedView`). */
function viewOf(game: AnyServerGame, table: Table<unknown>, viewerSeat: number | null): unknown {
  if (table.state === null) return null;
  const view =
    viewerSeat === null ? game.publicView(table.state) : game.engine.viewFor(table.state, viewerSeat);
  return table.record.game.seedSealed ? game.sealedView(view) : view;
}

/**
 * Free play: not ranked, not a prize pool, not a Klondike contest or daily deal (their tables share a sealed
 * seed and play ranked rules). Power-ups work only here.
 */
export function isFreePlay(record: GameRecord): boolean {
  const { game } = record;
  return game.tier === 'free' && game.prizePoolId === null && !game.seedSealed;
}

/** The table as `viewerSeat` sees it (null: someone not seated, e.g. a listing; no hidden cards at all then). */
export function projectGame(
  games: GameRegistry,
  record: GameRecord,
  viewerSeat: number | null,
  known?: { view: unknown },
): GameData {
  const { game: module, table } = loadTable(games, record);
  const { game } = record;
  const view = known ? known.view : viewOf(module, table, viewerSeat);
  const bySeat = new Map(record.seats.map((seat) => [seat.seat, seat]));
  const toAct = table.state === null ? null : module.engine.toAct(table.state);
  const turnSeat = toAct === null ? undefined : bySeat.get(toAct);
  const viewerRow = viewerSeat === null ? undefined : bySeat.get(viewerSeat);
  const clockHeld = module.hooks?.clockHeld?.(table) ?? false;
  return {
    game_id: game.id,
    map: game.map as GameData['map'],
    game_mode: game.gameMode as GameData['game_mode'],
    type: game.type as GameData['type'],
    people: record.seats.length,
    maxPeople: seatCountOf(module, game),
    hasStarted: table.state !== null,
    hasFinished: game.status === 'finished' || game.status === 'abandoned',
    players: record.seats.map((seat) => module.player(table, seat, view, viewerSeat)),
    turn: turnSeat ? playerIdOf(turnSeat) : null,
    turnDeadline:
      game.deadlineAt && turnSeat && !turnSeat.isBot && !clockHeld ? game.deadlineAt.toISOString() : null,
    ...module.project(table, view, viewerSeat),
    ...(game.friendly && game.gameToken && viewerRow && !viewerRow.isBot
      ? { gameToken: game.gameToken }
      : {}),
    fairness: fairnessOf(record, table.state !== null),
    outcome: (game.outcome as GameOutcome | null) ?? null,
    entryFee: game.entryFee,
    singleHand: game.singleHand,
    freePlay: isFreePlay(record),
    createdAt: game.createdAt.toISOString(),
  };
}

/**
 * gameData and the viewer's own playerData (with their hand), from one view of the table: every reply and
 * every event sent after a move builds both. Throws when the seat is not at the table.
 */
function projectForSeat(
  games: GameRegistry,
  record: GameRecord,
  viewerSeat: number,
): { gameData: GameData; playerData: PlayerData } {
  const seatRow = record.seats.find((seat) => seat.seat === viewerSeat);
  if (!seatRow) throw new Error(`seat ${viewerSeat} is empty`);
  const { game, table } = loadTable(games, record);
  const view = viewOf(game, table, viewerSeat);
  return {
    gameData: projectGame(games, record, viewerSeat, { view }),
    playerData: game.player(table, seatRow, view, viewerSeat),
  };
}

/** The caller's view of a table: gameData and their own playerData. */
export function tableReply(games: GameRegistry, record: GameRecord, userId: string) {
  return projectForSeat(games, record, seatOf(record, userId));
}

/** What a seated person is sent after each change: their own view only. */
export function seatPayload(games: GameRegistry, record: GameRecord, seat: number) {
  return {
    v: REALTIME_PROTOCOL_VERSION,
    version: record.game.version,
    ...projectForSeat(games, record, seat),
    serverNow: Date.now(),
  } as const;
}
