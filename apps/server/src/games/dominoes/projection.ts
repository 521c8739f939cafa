/**
 * Dominoes' GameData and PlayerData fields (map 'dominoes'), always from the engine's `dominoesView` of the
 * viewer's seat: the only tiles in a reply are the viewer's own hand, the line, and finished hands' leftovers;
 * never another seat's tiles nor the boneyard (its count only).
 *
 * The spec's GameData fields were written for Spades; a dominoes table fills them so: `round` is the hand
 * being played, 1 for the first (0 before the deal; a match may run past Spades' 13), `teams` the sides (each
 * seat alone, or 0+2 and 1+3 at a four-seat Tiles on Fire table) with their scores, `score` the viewer's
 * side's, `spadePlayed` false, no trick, `handPauseUntil` while the table waits for Next hand after a hand
 * (hand-pause.ts), and `view` the typed view the table reads. PlayerData carries no hand: a seat's tiles are
 * only in its view.
 */
import {
  type DominoesMode,
  type DominoesState,
  type DominoesView,
  dominoesSideCount,
  dominoesSideOf,
  dominoesView,
} from '@cardroom/engine';
import { dominoesViewOnWire, type GameData, type PlayerData } from '@cardroom/protocol';
import { handPauseOf } from '../hand-pause.js';
import { playerIdOf, seatIdentity } from '../projection.js';
import type { GameFields, Table } from '../registry.js';
import type { SeatRow } from '../repository.js';

/** The table's seats: from the view once dealt (the engine's count), else the row's seat count. */
function seatsOf(table: Table<DominoesState>, view: DominoesView | null): number {
  return view?.seatCount ?? table.record.game.seatCount ?? 4;
}

function sideScore(view: DominoesView | null, seat: number): number {
  if (!view) return 0;
  return view.scores[dominoesSideOf(view.mode, view.seatCount, seat)] ?? 0;
}

export function dominoesFields(
  table: Table<DominoesState>,
  view: DominoesView | null,
  viewerSeat: number | null,
): GameFields {
  const mode = table.record.game.gameMode as DominoesMode;
  const seats = seatsOf(table, view);
  const pause = handPauseOf(table);
  const finished = table.record.game.status === 'finished' || table.record.game.status === 'abandoned';
  const teams = Array.from({ length: dominoesSideCount(mode, seats) }, (_, side) => ({
    id: side,
    playerIds: table.record.seats
      .filter((seat) => dominoesSideOf(mode, seats, seat.seat) === side)
      .map(playerIdOf),
    score: view?.scores[side] ?? 0,
    bags: 0,
  }));
  return {
    round: view ? view.hand + 1 : 0,
    spadePlayed: false,
    teams,
    currentTrick: [],
    handPauseUntil: pause && !finished ? pause.until : null,
    score: sideScore(view, viewerSeat ?? 0),
    ...(view ? { view: dominoesViewOnWire(view) as GameData['view'] } : {}),
  };
}

/** One seat: its side's score and, per finished hand, the points its side took; never its tiles. */
export function dominoesPlayer(
  _table: Table<DominoesState>,
  seatRow: SeatRow,
  view: DominoesView | null,
  _viewerSeat: number | null,
): PlayerData {
  const side = view ? dominoesSideOf(view.mode, view.seatCount, seatRow.seat) : 0;
  return {
    ...seatIdentity(seatRow),
    bid: null,
    tricksWon: [],
    declaredFirestorm: false,
    score: sideScore(view, seatRow.seat),
    roundScore: (view?.history ?? []).map((record) => ({
      score: (record.winnerSide === side ? record.points : 0) + (record.fires[side] ?? 0),
      bags: 0,
      bagPenalty: 0,
      bidMet: record.winnerSide === side,
    })),
  };
}

/** What someone with no seat sees (a listing): the line and the counts, no hand at all. */
export function dominoesPublicView(state: DominoesState): DominoesView {
  return { ...dominoesView(state, 0), myHand: [] };
}
