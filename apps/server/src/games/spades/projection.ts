/**
 * Spades' GameData and PlayerData fields for one seat, always from the engine's `viewFor` of that seat (the
 * runtime's projection.ts adds the table's own fields): the only hand in a reply is the viewer's own.
 */
import {
  type Card as EngineCard,
  type Seat,
  type SpadesState,
  type SpadesView,
  sideCount,
  sideOf,
  TRICKS_PER_HAND,
  type Trick,
  toCardData,
  viewFor,
} from '@cardroom/engine';
import { type Card, type GameData, type PlayerData, spadesViewOnWire } from '@cardroom/protocol';
import { handPauseOf } from '../hand-pause.js';
import { botPlayerId, playerIdOf, seatIdentity } from '../projection.js';
import type { GameFields, Table } from '../registry.js';
import type { SeatRow } from '../repository.js';

/** The engine writes values as the protocol's card values ('10', 'J', …); the type just cannot say so. */
const cardData = (card: EngineCard) => toCardData(card) as Card;

/**
 * Each seat's won tricks as wire cards, built once per view: a projection asks for every seat's player and
 * the viewer's own again, and rebuilding the cards of every trick each time was the projection's main cost.
 */
const wonTricksByView = new WeakMap<readonly Trick[], Map<number, Card[][]>>();

function tricksWonBy(tricks: readonly Trick[], seat: number): Card[][] {
  let bySeat = wonTricksByView.get(tricks);
  if (!bySeat) {
    bySeat = new Map();
    for (const trick of tricks) {
      const won = bySeat.get(trick.winner) ?? [];
      won.push(trick.plays.map((play) => cardData(play.card)));
      bySeat.set(trick.winner, won);
    }
    wonTricksByView.set(tricks, bySeat);
  }
  return bySeat.get(seat) ?? [];
}

export function spadesPlayer(
  _table: Table<SpadesState>,
  seatRow: SeatRow,
  view: SpadesView | null,
  viewerSeat: number | null,
): PlayerData {
  const seat = seatRow.seat as Seat;
  const side = view ? sideOf(seat, view.mode) : 0;
  const bid = view?.bids[seat] ?? null;
  const own = view !== null && viewerSeat === seat && view.seat === seat;
  return {
    ...seatIdentity(seatRow),
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

function teamsOf(table: Table<SpadesState>, view: SpadesView | null): GameData['teams'] {
  const mode = table.record.game.gameMode as SpadesState['mode'];
  return Array.from({ length: sideCount(mode) }, (_, side) => ({
    id: side,
    playerIds: table.record.seats.filter((seat) => sideOf(seat.seat as Seat, mode) === side).map(playerIdOf),
    score: view?.scores[side]?.score ?? 0,
    bags: view?.scores[side]?.bags ?? 0,
  }));
}

/**
 * The round (trick) being played: the one on the table, or once a trick is taken the next one, whose leader is
 * to play (a player about to lead their fourth trick is in round 4, not 3). 0 while bidding.
 */
function roundOf(view: SpadesView | null): number {
  if (view?.phase !== 'playing') return view?.phase === 'finished' ? TRICKS_PER_HAND : 0;
  return Math.min(TRICKS_PER_HAND, view.tricks.length + 1);
}

/** Spades' fields of GameData: the round, spades broken, the teams, the trick on the table and the view. */
export function spadesFields(
  table: Table<SpadesState>,
  view: SpadesView | null,
  _viewerSeat: number | null,
): GameFields {
  const bySeat = new Map(table.record.seats.map((seat) => [seat.seat, seat]));
  const pause = handPauseOf(table);
  const finished = table.record.game.status === 'finished' || table.record.game.status === 'abandoned';
  return {
    round: roundOf(view),
    spadePlayed: view?.spadesBroken ?? false,
    teams: teamsOf(table, view),
    currentTrick: (view?.trick ?? []).map((play) => {
      const row = bySeat.get(play.seat);
      return {
        playerId: row ? playerIdOf(row) : botPlayerId(play.seat),
        seat: play.seat,
        card: cardData(play.card),
      };
    }),
    handPauseUntil: pause && !finished ? pause.until : null,
    ...(view ? { view: spadesViewOnWire(view) as GameData['view'] } : {}),
  };
}

/** What someone with no seat sees (a listing): public play, no hand at all. */
export function spadesPublicView(state: SpadesState): SpadesView {
  return { ...viewFor(state, 0), myHand: [] };
}
