/**
 * Klondike's GameData and PlayerData fields (map 'solitaire'), always from the engine's `klondikeView`: the
 * only cards in a reply are face-up ones, never a face-down card nor the stock's order.
 *
 * The spec's GameData fields were written for Spades; a solitaire table fills them so: `round` is 1 once dealt
 * (one deal is the whole game; 0 before), `score` and the one team's score are the running Klondike score
 * (Vegas: the running total, which may be negative), `spadePlayed` false, no trick, no hand pause, and `view`
 * the typed Klondike view the table reads.
 */
import { type KlondikeState, type KlondikeView, klondikeView } from '@cardroom/engine';
import { type GameData, klondikeViewOnWire, type PlayerData } from '@cardroom/protocol';
import { playerIdOf, seatIdentity } from '../projection.js';
import type { GameFields, Table } from '../registry.js';
import type { SeatRow } from '../repository.js';

export function klondikeFields(
  table: Table<KlondikeState>,
  view: KlondikeView | null,
  _viewerSeat: number | null,
): GameFields {
  const score = view?.score ?? 0;
  return {
    round: view ? 1 : 0,
    spadePlayed: false,
    teams: [{ id: 0, playerIds: table.record.seats.map(playerIdOf), score, bags: 0 }],
    currentTrick: [],
    handPauseUntil: null,
    score,
    ...(view ? { view: klondikeViewOnWire(view) as GameData['view'] } : {}),
  };
}

/** The one player: no bid, no tricks, no hand (the cards are all in the view's piles). */
export function klondikePlayer(
  _table: Table<KlondikeState>,
  seatRow: SeatRow,
  view: KlondikeView | null,
  _viewerSeat: number | null,
): PlayerData {
  return {
    ...seatIdentity(seatRow),
    bid: null,
    tricksWon: [],
    declaredFirestorm: false,
    score: view?.score ?? 0,
    roundScore: [],
  };
}

/** Nothing of Klondike's view is hidden from the player, so a listing sees the same. */
export function klondikePublicView(state: KlondikeState): KlondikeView {
  return klondikeView(state);
}
