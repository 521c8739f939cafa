import { MAX_BID } from '../game.js';
import { partnerOf, sideOf } from '../rules.js';
import type { BidAction, SeeAction, SpadesAction, SpadesView } from '../types.js';
import { estimateHand, type HandEstimate, holdsNilBreakingTrump } from './handStrength.js';

/** Nil is bid below this danger with a partner to cover, lower alone (clubhouse). */
const NIL_DANGER_WITH_PARTNER = 2.5;
const NIL_DANGER_ALONE = 0.5;
/** A nil hand must not be expected to take tricks anyway. */
const NIL_MAX_TRICKS = 2.3;

export interface BidChoice {
  bid: number;
  blind: boolean;
  firestorm: boolean;
}

/** The bid for the seat whose turn it is, always one of `legal` (the view's bid actions). */
export function chooseSpadesBidAction(view: SpadesView, legal: readonly SpadesAction[]): BidAction {
  const choice = decideBid(view, legal);
  const bids = legal.filter((action): action is BidAction => action.type === 'bid');
  const exact = bids.find(
    (action) =>
      action.bid === choice.bid &&
      (action.blind === true) === choice.blind &&
      (action.firestorm === true) === choice.firestorm,
  );
  const plain = bids.find((action) => action.bid === choice.bid && !action.blind && !action.firestorm);
  const fallback = exact ?? plain ?? bids[0];
  if (!fallback) throw new Error('no legal bid');
  return fallback;
}

/**
 * A seat offered blind nil sees no card of its hand: it bids blind nil when the scores call for the gamble
 * (decided on the scores alone, as a person would have to), otherwise it chooses to see its cards.
 */
export function chooseBlindNilOrSee(view: SpadesView, legal: readonly SpadesAction[]): BidAction | SeeAction {
  const blind = legal.find((action): action is BidAction => action.type === 'bid' && action.blind === true);
  if (blind && blindNilWanted(view)) return blind;
  const see = legal.find((action): action is SeeAction => action.type === 'see');
  if (see) return see;
  if (blind) return blind;
  throw new Error(`seat ${view.seat} has neither see nor blind nil`);
}

function blindNilWanted(view: SpadesView): boolean {
  const partner = partnerOf(view.seat, view.mode);
  const partnerBid = partner === null ? null : (view.bids[partner]?.value ?? null);
  const partnerCanCover = partner !== null && (partnerBid === null || partnerBid >= 3);
  return partnerCanCover && desperate(view);
}

export function decideBid(view: SpadesView, legal: readonly SpadesAction[]): BidChoice {
  const partner = partnerOf(view.seat, view.mode);
  const partnerBid = partner === null ? null : (view.bids[partner]?.value ?? null);
  // Older views offered blind nil beside the visible hand; the same judgement applies there.
  const blindAllowed = legal.some((action) => action.type === 'bid' && action.blind === true);
  if (blindAllowed && blindNilWanted(view)) return { bid: 0, blind: true, firestorm: false };

  const estimate = estimateHand(view.myHand, view.mode);
  if (partnerBid !== 0 && nilLooksSafe(view, estimate, partnerBid, partner !== null)) {
    return { bid: 0, blind: false, firestorm: false };
  }
  const bags = view.scores[sideOf(view.seat, view.mode)]?.bags ?? 0;
  // Near the bag limit every overtrick is costly, so bid closer to the full estimate.
  const rounding = bags >= 7 ? 0.2 : 0;
  let bid = Math.floor(estimate.tricks + rounding);
  if (partnerBid !== null && partnerBid > 0) bid = Math.min(bid, MAX_BID - partnerBid);
  bid = Math.max(1, Math.min(MAX_BID, bid));
  const firestorm = view.mode === 'heartsonfire' && firestormLooksSafe(view, estimate, bid);
  return { bid, blind: false, firestorm };
}

function nilLooksSafe(
  view: SpadesView,
  estimate: HandEstimate,
  partnerBid: number | null,
  hasPartner: boolean,
): boolean {
  if (estimate.tricks >= NIL_MAX_TRICKS || holdsNilBreakingTrump(view.myHand, view.mode)) return false;
  let limit = hasPartner ? NIL_DANGER_WITH_PARTNER : NIL_DANGER_ALONE;
  // A strong partner covers a nil well; a weak one cannot.
  if (partnerBid !== null && partnerBid >= 4) limit += 0.3;
  if (partnerBid !== null && partnerBid > 0 && partnerBid <= 2) limit -= 0.3;
  // A side far ahead need not gamble; one behind can afford it more.
  const side = sideOf(view.seat, view.mode);
  const own = view.scores[side]?.score ?? 0;
  const bestOther = Math.max(...view.scores.filter((_, index) => index !== side).map((score) => score.score));
  if (own - bestOther >= 150) limit -= 0.2;
  return estimate.nilDanger <= limit;
}

/**
 * Firestorm pays ±20 per declaring seat on the side's contract. Our bids are cautious, and in self-play
 * the contract is made about nine times in ten unless the table bids more than the 13 tricks there are,
 * so declare whenever the hand covers its bid and the bids made so far leave room for ours.
 */
function firestormLooksSafe(view: SpadesView, estimate: HandEstimate, bid: number): boolean {
  if (bid < 1 || estimate.tricks < bid - 0.5) return false;
  let tableBids = bid;
  view.bids.forEach((other, seat) => {
    if (seat !== view.seat && other) tableBids += other.value;
  });
  return tableBids <= MAX_BID;
}

/**
 * Far behind while the opponents are about to win: a blind nil is the one big swing left. Only with a
 * partner to cover it; alone it fails too often.
 */
function desperate(view: SpadesView): boolean {
  const side = sideOf(view.seat, view.mode);
  const own = view.scores[side]?.score ?? 0;
  const bestOther = Math.max(...view.scores.filter((_, index) => index !== side).map((score) => score.score));
  return bestOther - own >= 300 && bestOther >= view.settings.target - 60;
}
