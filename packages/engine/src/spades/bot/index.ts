import type { Card } from '../../cards.js';
import type { BidAction, PlayAction, SpadesAction, SpadesView } from '../types.js';
import { legalActionsForView } from '../view.js';
import { chooseBlindNilOrSee, chooseSpadesBidAction } from './bidding.js';
import { chooseFollow } from './follow.js';
import { chooseLead } from './lead.js';
import { readSituation } from './situation.js';

/**
 * The heuristic bot: given only the view of the seat whose turn it is, returns one of that seat's legal
 * actions. Deterministic, and cheap (counting cards played this hand, no search).
 */
export function chooseSpadesAction(view: SpadesView): SpadesAction {
  const legal = legalActionsForView(view);
  if (legal.length === 0)
    throw new Error(`seat ${view.seat} has no legal action (turn ${view.turn}, ${view.phase})`);
  // Offered blind nil, the seat holds no visible card: bid blind nil or look, never bid from an empty hand.
  if (view.blindNilChoice) return chooseBlindNilOrSee(view, legal);
  if (view.phase === 'bidding') return chooseSpadesBidAction(view, legal);
  return choosePlayAction(view, legal);
}

/**
 * The bot's bid for the seat to act, used by auto-bid. A seat still offered blind nil gets its blind nil
 * when the bot would bid it; otherwise it has to see its cards before any bid (throws).
 */
export function chooseSpadesBid(view: SpadesView): BidAction {
  const legal = legalActionsForView(view);
  if (view.phase !== 'bidding' || legal.length === 0) throw new Error(`seat ${view.seat} cannot bid now`);
  if (view.blindNilChoice) {
    const choice = chooseBlindNilOrSee(view, legal);
    if (choice.type !== 'bid') throw new Error(`seat ${view.seat} must see its cards before bidding`);
    return choice;
  }
  return chooseSpadesBidAction(view, legal);
}

function choosePlayAction(view: SpadesView, legal: readonly SpadesAction[]): PlayAction {
  const plays = legal.filter((action): action is PlayAction => action.type === 'play');
  const only = plays[0];
  if (!only) throw new Error('no legal play');
  if (plays.length === 1) return only;
  const cards: Card[] = plays.map((action) => action.card);
  const sit = readSituation(view);
  const card = view.trick.length === 0 ? chooseLead(sit, cards) : chooseFollow(sit, cards);
  return plays.find((action) => action.card === card) ?? only;
}
