/**
 * Which of the engine's legal actions a tap, a double tap or a drop means. Every action offered here is one the
 * engine listed for the view (legalActionsForKlondikeView), so the table never needs a rule of its own: it only
 * orders the listed moves the way a player expects.
 */
import {
  type KlondikeAction,
  type KlondikePile,
  type KlondikeView,
  legalActionsForKlondikeView,
} from '@cardroom/engine';

export type KlondikeMove = Extract<KlondikeAction, { type: 'move' }>;

/** A card the player picked up: its pile and how many cards come with it (the run above a tableau card). */
export interface KlondikeSource {
  from: KlondikePile;
  count: number;
}

export function pileKey(pile: KlondikePile): string {
  if (pile.pile === 'tableau') return `tableau-${pile.index}`;
  if (pile.pile === 'foundation') return `foundation-${pile.suit}`;
  return 'waste';
}

export function samePile(a: KlondikePile, b: KlondikePile): boolean {
  return pileKey(a) === pileKey(b);
}

/**
 * The legal moves of a source in the order a tap tries them: a single top card goes to its foundation first;
 * then the columns that already hold cards (nearest first), and the empty ones last, since filling a gap is
 * rarely the move a player means.
 */
export function destinationsFor(view: KlondikeView, source: KlondikeSource): KlondikeMove[] {
  const moves = legalActionsForKlondikeView(view).filter(
    (action): action is KlondikeMove =>
      action.type === 'move' && action.count === source.count && samePile(action.from, source.from),
  );
  const fromIndex = source.from.pile === 'tableau' ? source.from.index : -1;
  const rank = (move: KlondikeMove): number => {
    if (move.to.pile === 'foundation') return -1;
    if (move.to.pile !== 'tableau') return 100;
    const column = view.tableau[move.to.index];
    const empty = column === undefined || column.down + column.up.length === 0;
    const distance = fromIndex < 0 ? move.to.index : Math.abs(move.to.index - fromIndex);
    return (empty ? 20 : 0) + distance;
  };
  return moves.sort((a, b) => rank(a) - rank(b));
}

/** The move to a foundation of a source, when the engine allows one (a double tap). */
export function foundationMoveFor(view: KlondikeView, source: KlondikeSource): KlondikeMove | null {
  return destinationsFor(view, source).find((move) => move.to.pile === 'foundation') ?? null;
}

/** A tap on the stock: draw, or turn the waste over when the stock is empty; null when neither is allowed. */
export function stockActionFor(view: KlondikeView): KlondikeAction | null {
  return (
    legalActionsForKlondikeView(view).find((action) => action.type === 'draw' || action.type === 'recycle') ??
    null
  );
}

/**
 * What a tap on a card sends, given the destinations tried so far for the same card (the cycle of a repeated
 * tap): the first listed destination not tried yet and not the pile the card already lies on, starting over
 * once every destination was tried.
 */
export function tapMoveFor(
  view: KlondikeView,
  source: KlondikeSource,
  tried: readonly string[],
): KlondikeMove | null {
  const moves = destinationsFor(view, source);
  return moves.find((move) => !tried.includes(pileKey(move.to))) ?? moves[0] ?? null;
}

/**
 * One step of auto-complete from the view: a card to its foundation, else a draw or a recycle. The view only
 * offers auto-complete when the engine found these steps finish the deal.
 */
export function autoCompleteStepFor(view: KlondikeView): KlondikeAction | null {
  if (!view.canAutoComplete || view.finished) return null;
  const legal = legalActionsForKlondikeView(view);
  return (
    legal.find((action) => action.type === 'move' && action.to.pile === 'foundation') ??
    legal.find((action) => action.type === 'draw' || action.type === 'recycle') ??
    null
  );
}

/** The legal move of a source onto a dropped-on pile, if any. */
export function dropMoveFor(
  view: KlondikeView,
  source: KlondikeSource,
  target: KlondikePile,
): KlondikeMove | null {
  return destinationsFor(view, source).find((move) => samePile(move.to, target)) ?? null;
}
