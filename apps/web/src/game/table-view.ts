/** Reading the table: the engine view inside gameData, the players by seat, and the tutorial's tip. */
import {
  type Card,
  cardLabel,
  chooseSpadesAction,
  legalActionsForView,
  playSuit,
  type Seat,
  type SpadesAction,
  type SpadesView,
} from '@cardroom/engine';
import type { GameData, PlayerData, SpadesWireView } from '@cardroom/protocol';

/** The Spades view of the caller's seat (GameData.view narrowed by its `game`), or null. */
export function spadesViewOf(game: GameData | null): SpadesWireView | null {
  if (game?.map !== 'spades') return null;
  const view = game.view;
  return view?.game === 'spades' ? view : null;
}

export function playerAt(game: GameData, seat: number): PlayerData | undefined {
  return game.players.find((player) => player.seat === seat);
}

/** The viewer's seat: the view's, else the caller's player data, else seat 0. */
export function viewerSeat(view: SpadesView | null, me: PlayerData | null): Seat {
  return (view?.seat ?? me?.seat ?? 0) as Seat;
}

/** Legal cards of the caller right now (empty when it is not their turn to play). */
export function legalCards(view: SpadesView): Set<Card> {
  const cards = new Set<Card>();
  for (const action of legalActionsForView(view)) if (action.type === 'play') cards.add(action.card);
  return cards;
}

/** The bot's choice for the caller's seat, or null when the caller has nothing to do. */
export function suggestion(view: SpadesView): SpadesAction | null {
  if (view.phase === 'finished' || view.turn !== view.seat) return null;
  try {
    return chooseSpadesAction(view);
  } catch {
    return null;
  }
}

export type TutorialTip =
  | { key: 'waitDeal' }
  | { key: 'bidding'; bid: number }
  | { key: 'waitBids' }
  | { key: 'lead'; card: string }
  | { key: 'follow'; card: string }
  | { key: 'trump'; card: string }
  | { key: 'watch' }
  | { key: 'done' };

/** The tutorial's step for the current state, with the suggested bid or card to highlight. */
export function tutorialTip(view: SpadesView | null, started: boolean): TutorialTip {
  if (!view || !started) return { key: 'waitDeal' };
  if (view.phase === 'finished') return { key: 'done' };
  const hint = suggestion(view);
  if (view.phase === 'bidding')
    return hint?.type === 'bid' ? { key: 'bidding', bid: hint.bid } : { key: 'waitBids' };
  if (hint?.type !== 'play') return { key: 'watch' };
  const card = cardLabel(hint.card);
  const lead = view.trick[0];
  if (!lead) return { key: 'lead', card };
  const led = playSuit(lead.card, view.mode);
  const canFollow = view.myHand.some((held) => playSuit(held, view.mode) === led);
  return canFollow ? { key: 'follow', card } : { key: 'trump', card };
}

/** Seconds left until an ISO deadline (the turn timer), never below 0; null without a deadline. */
export function secondsLeft(deadline: string | null | undefined, now: number): number | null {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
