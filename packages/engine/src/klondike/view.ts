import { shuffleVersionOf } from '../fair.js';
import {
  autoCompleteActions,
  canUndo,
  isKlondikeFinished,
  klondikeScore,
  legalActionsOnTable,
  passesLeft,
  type VisibleTable,
} from './game.js';
import type { KlondikeAction, KlondikeState, KlondikeView } from './types.js';

/**
 * What the player's client receives. The server is the authority: a face-down card's identity and the stock's
 * order never leave it (counts only), so nothing in the network traffic tells a ranked player the deal. Waste
 * cards under the visible top were all seen face up once; the view still sends only the top (up to 3 in draw 3).
 */
export function klondikeView(state: KlondikeState): KlondikeView {
  const finished = isKlondikeFinished(state);
  const elapsedMs = finished ? (state.endedAtMs ?? state.lastAtMs) : state.lastAtMs;
  const seed = state.seed;
  return {
    game: 'klondike',
    seat: 0,
    settings: { ...state.settings },
    fair:
      seed === null || state.commitment === null
        ? null
        : {
            commitment: state.commitment,
            clientSeed: seed.clientSeed,
            nonce: seed.nonce,
            shuffleVersion: shuffleVersionOf(seed),
            serverSeed: finished ? seed.serverSeed : null,
          },
    tableau: state.tableau.map((column) => ({ down: column.down.length, up: column.up.slice() })),
    stockCount: state.stock.length,
    wasteCount: state.waste.length,
    wasteTop: state.waste.slice(-state.settings.draw),
    foundations: { ...state.foundations },
    score: klondikeScore(state, elapsedMs),
    elapsedMs,
    moves: state.moves,
    hints: state.hints,
    passes: { used: state.passes, left: passesLeft(state) },
    canUndo: canUndo(state),
    canAutoComplete: autoCompleteActions(state) !== null,
    status: state.status,
    won: state.status === 'won',
    finished,
  };
}

function tableOfView(view: KlondikeView): VisibleTable {
  return {
    settings: view.settings,
    tableau: view.tableau,
    stockCount: view.stockCount,
    wasteTop: view.wasteTop.at(-1),
    wasteCount: view.wasteCount,
    foundations: view.foundations,
    passes: view.passes.used,
    canUndo: view.canUndo,
  };
}

/** The legal actions computed from the view alone, by the same rules as legalKlondikeActions. */
export function legalActionsForKlondikeView(view: KlondikeView): KlondikeAction[] {
  return view.finished ? [] : legalActionsOnTable(tableOfView(view));
}

/**
 * A simple sensible move for an idle seat, from its view: a card to a foundation, a run that turns a face-down
 * card, a waste card to the tableau, the stock; with none of those left it resigns rather than shuffle cards
 * back and forth. Never undo, never a card off a foundation.
 */
export function klondikeBotAction(view: KlondikeView): KlondikeAction {
  const legal = legalActionsForKlondikeView(view);
  const moves = legal.filter((action) => action.type === 'move');
  const pick =
    moves.find((action) => action.to.pile === 'foundation') ??
    moves.find(
      (action) =>
        action.from.pile === 'tableau' &&
        action.to.pile === 'tableau' &&
        (view.tableau[action.from.index]?.down ?? 0) > 0 &&
        action.count === view.tableau[action.from.index]?.up.length,
    ) ??
    moves.find((action) => action.from.pile === 'waste') ??
    legal.find((action) => action.type === 'draw' || action.type === 'recycle');
  return pick ?? { type: 'resign', atMs: 0 };
}
