/**
 * The dominoes bot, from its own view and the engine's legal actions only (rules.md "Bots").
 * Tiles on Fire: the biggest fire now, less the fire the next player could likely answer with (from the tiles
 * it cannot see), then doubles and heavy tiles first. Draw: shed pips, keep tiles that still fit the ends.
 */
import { fittingEnds, lineTiles, placeTile } from './line.js';
import { DOUBLE_SIX, halves, isDouble, pips } from './tiles.js';
import type { DominoesAction, DominoesView, Line, Tile } from './types.js';
import { legalDominoesActionsForView } from './view.js';

/** How many of `hand`'s tiles could still be played on `line`: a hand that keeps its options draws less. */
function playableCount(hand: readonly Tile[], line: Line): number {
  return hand.filter((tile) => fittingEnds(line, tile).length > 0).length;
}

/** The next player's expected best fire on `line`, holding each unseen tile with the same chance. */
function expectedReply(line: Line, view: DominoesView, unseen: readonly Tile[], next: number): number {
  const held = view.handCounts[next] ?? 0;
  if (unseen.length === 0 || held === 0) return 0;
  const chance = Math.min(1, held / unseen.length);
  const fires: number[] = [];
  for (const tile of unseen) {
    let best = 0;
    for (const end of fittingEnds(line, tile)) {
      const fire = placeTile(line, view.mode, tile, end, next).fire;
      if (fire > best) best = fire;
    }
    if (best > 0) fires.push(best);
  }
  fires.sort((a, b) => b - a);
  let expected = 0;
  let none = 1;
  for (const fire of fires) {
    expected += fire * chance * none;
    none *= 1 - chance;
  }
  return expected;
}

/** The chance that a hand of `held` unseen tiles has none that fits `line`: it must draw or pass. */
function chanceStuck(line: Line, unseen: readonly Tile[], held: number): number {
  if (unseen.length === 0) return 0;
  const fitting = unseen.filter((tile) => fittingEnds(line, tile).length > 0).length;
  return (1 - fitting / unseen.length) ** held;
}

function unseenTiles(view: DominoesView): Tile[] {
  const seen = new Set<Tile>([...view.myHand, ...lineTiles(view.line)]);
  return DOUBLE_SIX.filter((tile) => !seen.has(tile));
}

function playScore(
  view: DominoesView,
  action: DominoesAction & { type: 'play' },
  unseen: readonly Tile[],
): number {
  const { line, fire } = placeTile(view.line, view.mode, action.tile, action.end, view.seat);
  const rest = view.myHand.filter((tile) => tile !== action.tile);
  const goesOut = rest.length === 0 ? 1000 : 0;
  const keepsOptions = playableCount(rest, line);
  const doubleShed = isDouble(action.tile) ? 3 : 0;
  if (view.mode === 'classic') {
    const next = (view.seat + 1) % view.seatCount;
    const stuck = goesOut ? 0 : chanceStuck(line, unseen, view.handCounts[next] ?? 0);
    return goesOut + pips(action.tile) * 2 + keepsOptions * 3 + doubleShed + stuck * 60;
  }
  const next = (view.seat + 1) % view.seatCount;
  const reply = goesOut ? 0 : expectedReply(line, view, unseen, next);
  const stuck = goesOut ? 0 : chanceStuck(line, unseen, view.handCounts[next] ?? 0);
  return (
    goesOut + fire * 4 - reply * 3 + keepsOptions * 2 + doubleShed + pips(action.tile) * 0.5 + stuck * 20
  );
}

export function chooseDominoesAction(view: DominoesView): DominoesAction {
  const actions = legalDominoesActionsForView(view);
  const first = actions[0];
  if (!first) throw new Error(`seat ${view.seat} has nothing to do`);
  if (actions.length === 1) return first;
  const unseen = unseenTiles(view);
  let best = first;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of actions) {
    if (action.type !== 'play') continue;
    const score = playScore(view, action, unseen) + halves(action.tile)[0] * 0.01;
    if (score > bestScore) {
      best = action;
      bestScore = score;
    }
  }
  return best;
}
