/**
 * gameData and playerData for one seat, always built from the engine's `viewFor` of that seat: the only
 * hand in a reply is the viewer's own, and the server seed appears only once the engine reveals it.
 */
import {
  type Card as EngineCard,
  type Seat,
  type SpadesState,
  type SpadesView,
  type Trick,
  toCardData,
  viewFor,
} from '@cardroom/engine';
import { type Card, type GameData, type GameOutcome, type PlayerData, shownAvatar } from '@cardroom/protocol';
import type { GameRecord, SeatRow } from '../repository.js';
import { handPauseOf, withoutPause } from './hand-pause.js';

export const SEAT_COUNT = 4;

/** The engine writes values as the protocol's card values ('10', 'J', …); the type just cannot say so. */
const cardData = (card: EngineCard) => toCardData(card) as Card;

export function botPlayerId(seat: number): string {
  return `bot-${seat}`;
}

export function playerIdOf(seat: SeatRow): string {
  return seat.isBot || !seat.userId ? botPlayerId(seat.seat) : seat.userId;
}

/** The engine state of the table (the hand-end pause kept beside it is not the engine's). */
export function spadesState(record: GameRecord): SpadesState | null {
  return withoutPause(record.game.state);
}

/** The side a seat scores for: its partnership, or itself in clubhouse. */
export function sideOf(mode: string, seat: number): number {
  return mode === 'clubhouse' ? seat : seat % 2;
}

function tricksWonBy(tricks: readonly Trick[], seat: number) {
  return tricks
    .filter((trick) => trick.winner === seat)
    .map((trick) => trick.plays.map((play) => cardData(play.card)));
}

function playerData(
  record: GameRecord,
  seatRow: SeatRow,
  view: SpadesView | null,
  viewerSeat: number | null,
): PlayerData {
  const seat = seatRow.seat;
  const side = sideOf(record.game.gameMode, seat);
  const bid = view?.bids[seat] ?? null;
  const own = view !== null && viewerSeat === seat && view.seat === seat;
  return {
    id: playerIdOf(seatRow),
    username: seatRow.username,
    // Seats copy the avatar when taken; one from before avatars were checked is not drawn.
    avatar: seatRow.isBot ? seatRow.avatar : shownAvatar(seatRow.avatar),
    seat: seat as Seat,
    isBot: seatRow.isBot,
    bid: bid ? bid.value : null,
    tricksWon: view ? tricksWonBy(view.tricks, seat) : [],
    declaredFirestorm: bid?.firestorm ?? false,
    score: view?.scores[side]?.score ?? 0,
    roundScore: (view?.history ?? []).map((row) => {
      const sideScore = row.sides[side];
      return {
        score: sideScore?.score ?? 0,
        bags: sideScore?.bags ?? 0,
        bagPenalty: sideScore?.bagPenalty ?? 0,
        bidMet: sideScore?.bidMet ?? false,
      };
    }),
    ...(own ? { hand: view.myHand.map(cardData) } : {}),
  };
}

/** A seat's placeholder player when the seat is empty (waiting tables show them as open). */
function teamsOf(record: GameRecord, view: SpadesView | null): GameData['teams'] {
  const clubhouse = record.game.gameMode === 'clubhouse';
  const sideCount = clubhouse ? SEAT_COUNT : 2;
  return Array.from({ length: sideCount }, (_, side) => ({
    id: side,
    playerIds: record.seats
      .filter((seat) => sideOf(record.game.gameMode, seat.seat) === side)
      .map(playerIdOf),
    score: view?.scores[side]?.score ?? 0,
    bags: view?.scores[side]?.bags ?? 0,
  }));
}

function roundOf(view: SpadesView | null): number {
  if (view?.phase !== 'playing') return view?.phase === 'finished' ? 13 : 0;
  return Math.min(13, view.tricks.length + (view.trick.length > 0 ? 1 : 0));
}

/** The table as `viewerSeat` sees it (null: someone not seated, e.g. a listing; no hand at all then). */
export function projectGame(record: GameRecord, viewerSeat: number | null): GameData {
  const { game } = record;
  const state = spadesState(record);
  const view = state ? viewFor(state, (viewerSeat ?? 0) as Seat) : null;
  const publicView = view && viewerSeat === null ? { ...view, myHand: [] } : view;
  const bySeat = new Map(record.seats.map((seat) => [seat.seat, seat]));
  const turnSeat = state && state.phase !== 'finished' ? bySeat.get(state.turn) : undefined;
  const viewerRow = viewerSeat === null ? undefined : bySeat.get(viewerSeat);
  const finished = game.status === 'finished' || game.status === 'abandoned';
  const pause = handPauseOf(record);
  return {
    game_id: game.id,
    map: game.map as GameData['map'],
    game_mode: game.gameMode as GameData['game_mode'],
    type: game.type as GameData['type'],
    people: record.seats.length,
    maxPeople: SEAT_COUNT,
    round: roundOf(view),
    hasStarted: state !== null,
    hasFinished: finished,
    spadePlayed: view?.spadesBroken ?? false,
    players: record.seats.map((seat) => playerData(record, seat, publicView ?? null, viewerSeat)),
    teams: teamsOf(record, view),
    currentTrick: (view?.trick ?? []).map((play) => ({
      playerId: bySeat.get(play.seat) ? playerIdOf(bySeat.get(play.seat) as SeatRow) : botPlayerId(play.seat),
      seat: play.seat,
      card: cardData(play.card),
    })),
    turn: turnSeat ? playerIdOf(turnSeat) : null,
    // During the hand-end pause no turn clock runs: the deadline is the pause's end.
    turnDeadline:
      game.deadlineAt && turnSeat && !turnSeat.isBot && !pause ? game.deadlineAt.toISOString() : null,
    handPauseUntil: pause && !finished ? pause.until : null,
    ...(game.friendly && game.gameToken && viewerRow && !viewerRow.isBot
      ? { gameToken: game.gameToken }
      : {}),
    fairness: {
      commitment: game.commitment,
      clientSeed: game.clientSeed,
      nonce: 0,
      serverSeed: game.status === 'finished' ? game.serverSeed : null,
    },
    outcome: (game.outcome as GameOutcome | null) ?? null,
    entryFee: game.entryFee,
    singleHand: game.singleHand,
    createdAt: game.createdAt.toISOString(),
    ...(publicView ? { view: publicView } : {}),
  };
}

/** The viewer's own playerData (with their hand); throws when the seat is not at the table. */
export function projectPlayer(record: GameRecord, viewerSeat: number): PlayerData {
  const seatRow = record.seats.find((seat) => seat.seat === viewerSeat);
  if (!seatRow) throw new Error(`seat ${viewerSeat} is empty`);
  const state = spadesState(record);
  return playerData(record, seatRow, state ? viewFor(state, viewerSeat as Seat) : null, viewerSeat);
}
