/**
 * Klondike's rules (rules.md, "Solitaire: Klondike"): the deal from the fair shuffle, every legal action,
 * their effects and the score. Pure, no I/O; a refused action is an error value and leaves the state as it was.
 *
 * Scoring choices the rules leave open, settled here:
 * - Standard scoring is a running total kept at 0 or above after every event, events taken in time order: the
 *   time ticks (−2 per whole 10 s since the deal) due before an action are charged before its points. So a
 *   score at 0 for a minute and then +10 shows 10 (as in Windows), not 0.
 * - The win bonus (timed only) is ⌊700000 ÷ s⌋ with s the whole seconds from the deal to the winning action,
 *   given when s > 30; it is added on top of the running score.
 * - Vegas: −52 to start, +5 for each card onto a foundation and −5 for each card taken back off one (so a card
 *   moved up and down earns nothing); no floor, no time. The running total across deals is the table's.
 * - A hint costs 20 points in ranked play (either scoring), nothing in free play; it is not a move.
 * - Undo (free play only) takes back the latest draw, recycle or move and restores the previous position,
 *   score, move count and passes exactly; the time ticks since then are charged again when the score is read.
 *   Hints, resignations and undos are not taken back.
 * - Standard recycle penalties: −100 for every recycle in draw 1 (each begins a pass after the first); in draw
 *   3, −20 for a recycle that begins pass 5 or later.
 * - A game in which no legal action is left (the pass limit spent, nothing moves, nothing to undo) ends lost.
 */
import { type Card, FULL_DECK, isCard, SUITS, type SuitCode } from '../cards.js';
import { commitment, type FairSeed, fairShuffle, shuffleVersionOf } from '../fair.js';
import type { Applied } from '../module.js';
import {
  type KlondikeAction,
  type KlondikeDeal,
  type KlondikeErrorCode,
  type KlondikePile,
  type KlondikeSettings,
  type KlondikeState,
  type KlondikeUndoableAction,
  TABLEAU_COLUMNS,
  type TableauColumn,
  type TableauIndex,
} from './types.js';

export const KLONDIKE_STOCK_SIZE = 24;
export const VEGAS_START = -52;
export const RANKED_HINT_COST = 20;
const TICK_MS = 10_000;
const POINTS_PER_TICK = 2;
const WIN_BONUS_NUMERATOR = 700_000;
const WIN_BONUS_AFTER_SECONDS = 30;

const STANDARD_POINTS = {
  wasteToTableau: 5,
  toFoundation: 10,
  turn: 5,
  foundationToTableau: -15,
  recycleDraw1: -100,
  recycleDraw3: -20,
};
/** Draw 3 recycles cost nothing until the pass they begin is after this one. */
const FREE_DRAW3_PASSES = 4;
const VEGAS_PER_CARD = 5;

export const KLONDIKE_ERROR_MESSAGES: Record<KlondikeErrorCode, string> = {
  INVALID_ACTION: 'That is not a valid action.',
  GAME_FINISHED: 'The game has finished.',
  TIME_WENT_BACKWARDS: 'An action cannot be timed before the previous one.',
  STOCK_EMPTY: 'The stock is empty.',
  STOCK_NOT_EMPTY: 'The waste can only be turned over once the stock is empty.',
  WASTE_EMPTY: 'The waste is empty.',
  PASS_LIMIT_REACHED: 'No passes through the stock are left.',
  NO_CARD: 'There is no card there to move.',
  CARD_FACE_DOWN: 'Only face-up cards can be moved.',
  BAD_COUNT: 'That many cards cannot be moved from there.',
  SAME_PILE: 'The cards are already there.',
  WRONG_DESTINATION: 'Cards cannot be put there.',
  TABLEAU_BUILD: 'Build down in alternating colours.',
  EMPTY_COLUMN_NEEDS_KING: 'Only a king can fill an empty column.',
  FOUNDATION_BUILD: 'Foundations build up by suit from the ace.',
  UNDO_NOT_ALLOWED: 'Undo is off at this table.',
  NOTHING_TO_UNDO: 'There is nothing to undo.',
};

const RANK_ORDER = 'A23456789TJQK';

/** 1 for the ace … 13 for the king (Klondike's order; the engine's rankValue puts the ace high). */
export function klondikeRank(card: Card): number {
  return RANK_ORDER.indexOf(card[0] as string) + 1;
}

function isRed(card: Card): boolean {
  return card[1] === 'H' || card[1] === 'D';
}

/** The card of `suit` with Klondike rank `rank` (1..13). */
export function foundationCard(suit: SuitCode, rank: number): Card {
  return `${RANK_ORDER[rank - 1]}${suit}` as Card;
}

/** A card may go on `target` (one higher, the other colour), or on an empty column when it is a king. */
export function buildsOn(card: Card, target: Card | undefined): boolean {
  if (target === undefined) return klondikeRank(card) === 13;
  return klondikeRank(card) === klondikeRank(target) - 1 && isRed(card) !== isRed(target);
}

function isRun(cards: readonly Card[]): boolean {
  for (let i = 1; i < cards.length; i++) {
    if (!buildsOn(cards[i] as Card, cards[i - 1] as Card)) return false;
  }
  return true;
}

/**
 * The usual settings for a table: pass limits per rules.md (Vegas: draw 1 one pass, draw 3 three; ranked
 * standard: draw 1 one redeal after the first pass, draw 3 three passes; free standard play unlimited).
 */
export function klondikeSettings(
  options: Partial<KlondikeSettings> & Pick<KlondikeSettings, 'draw'>,
): KlondikeSettings {
  const scoring = options.scoring ?? 'standard';
  const ranked = options.ranked ?? false;
  const usualPasses = scoring === 'vegas' ? options.draw : ranked ? (options.draw === 1 ? 2 : 3) : null;
  const settings: KlondikeSettings = {
    draw: options.draw,
    scoring,
    ranked,
    maxPasses: options.maxPasses === undefined ? usualPasses : options.maxPasses,
  };
  if (options.timed !== undefined) settings.timed = options.timed;
  return settings;
}

export function settingsProblem(settings: unknown): string | null {
  if (typeof settings !== 'object' || settings === null) return 'settings are not an object';
  const s = settings as Record<string, unknown>;
  if (s.draw !== 1 && s.draw !== 3) return 'draw is 1 or 3';
  if (s.scoring !== 'standard' && s.scoring !== 'vegas') return 'scoring is standard or vegas';
  if (typeof s.ranked !== 'boolean') return 'ranked is a boolean';
  if (s.maxPasses !== null && !(Number.isInteger(s.maxPasses) && (s.maxPasses as number) >= 1))
    return 'maxPasses is null or a whole number from 1';
  if (s.timed !== undefined && typeof s.timed !== 'boolean') return 'timed is a boolean';
  return null;
}

function isTimed(settings: KlondikeSettings): boolean {
  return settings.scoring === 'standard' && settings.timed !== false;
}

/**
 * The deal of a seed: the fixed 52-card deck (FULL_DECK) shuffled by fairShuffle, then dealt as by hand,
 * row by row: deck[0..6] are the bottom cards of columns 0..6, deck[7..12] the next row on columns 1..6, and
 * so on to deck[27] (column 6's top). deck[28..51] are the stock, deck[28] on top (drawn first), so the stock
 * array (top last) is deck[28..51] reversed.
 */
export function dealFromSeed(seed: FairSeed): KlondikeDeal {
  switch (shuffleVersionOf(seed)) {
    case 1:
      return dealFromDeck(fairShuffle(FULL_DECK, seed));
  }
}

export function dealFromDeck(deck: readonly Card[]): KlondikeDeal {
  const tableau: Card[][] = Array.from({ length: TABLEAU_COLUMNS }, () => []);
  let next = 0;
  for (let row = 0; row < TABLEAU_COLUMNS; row++) {
    for (let column = row; column < TABLEAU_COLUMNS; column++)
      (tableau[column] as Card[]).push(deck[next++] as Card);
  }
  return { tableau, stock: deck.slice(next).reverse() };
}

export function dealProblem(deal: KlondikeDeal): string | null {
  if (!Array.isArray(deal.tableau) || deal.tableau.length !== TABLEAU_COLUMNS)
    return 'the tableau has 7 columns';
  if (!Array.isArray(deal.stock)) return 'the stock is a list';
  const cards = [...deal.tableau.flat(), ...deal.stock];
  if (!cards.every(isCard)) return 'every card is a card code';
  if (cards.length !== 52 || new Set(cards).size !== 52) return 'the deal holds each of the 52 cards once';
  return null;
}

/** A game from a given deal (the reference file's format); throws a RangeError on a malformed deal or settings. */
export function createKlondikeFromDeal(deal: KlondikeDeal, settings: KlondikeSettings): KlondikeState {
  const problem = dealProblem(deal) ?? settingsProblem(settings);
  if (problem) throw new RangeError(`bad klondike deal: ${problem}`);
  return {
    game: 'klondike',
    settings: { ...settings },
    seed: null,
    commitment: null,
    tableau: deal.tableau.map((cards) => ({ down: cards.slice(0, -1), up: cards.slice(-1) })),
    stock: deal.stock.slice(),
    waste: [],
    foundations: { S: 0, H: 0, C: 0, D: 0 },
    score: settings.scoring === 'vegas' ? VEGAS_START : 0,
    ticks: 0,
    moves: 0,
    passes: 1,
    hints: 0,
    undo: [],
    status: 'playing',
    endedAtMs: null,
    lastAtMs: 0,
    lastAction: null,
  };
}

/** A game dealt from the fair seed (dealFromSeed), carrying the seed and its commitment. */
export function newKlondikeGame(seed: FairSeed, settings: KlondikeSettings): KlondikeState {
  return {
    ...createKlondikeFromDeal(dealFromSeed(seed), settings),
    seed: { ...seed },
    commitment: commitment(seed.serverSeed),
  };
}

export function isKlondikeWon(state: KlondikeState): boolean {
  return SUITS.every((suit) => state.foundations[suit] === 13);
}

export function isKlondikeFinished(state: KlondikeState): boolean {
  return state.status !== 'playing';
}

export function canUndo(state: KlondikeState): boolean {
  return state.status === 'playing' && !state.settings.ranked && state.undo.length > 0;
}

export function passesLeft(state: Pick<KlondikeState, 'settings' | 'passes'>): number | null {
  return state.settings.maxPasses === null ? null : Math.max(0, state.settings.maxPasses - state.passes);
}

/**
 * The score at `elapsedMs` after the deal (rules.md): for a finished game, at the moment it ended whatever
 * `elapsedMs` says; never earlier than the latest action.
 */
export function klondikeScore(state: KlondikeState, elapsedMs: number): number {
  if (state.settings.scoring === 'vegas') return state.score;
  if (!isTimed(state.settings)) return state.score;
  const at =
    state.status === 'playing' ? Math.max(elapsedMs, state.lastAtMs) : (state.endedAtMs ?? state.lastAtMs);
  const dueTicks = Math.floor(at / TICK_MS) - state.ticks;
  const running = Math.max(0, state.score - POINTS_PER_TICK * Math.max(0, dueTicks));
  if (state.status !== 'won') return running;
  const seconds = Math.floor(at / 1000);
  return seconds > WIN_BONUS_AFTER_SECONDS ? running + Math.floor(WIN_BONUS_NUMERATOR / seconds) : running;
}

// ---------------------------------------------------------------------------------------------------------
// Legal actions, from what the player sees (shared with the view, so a bot needs no hidden card).

/** The part of a position every legal action depends on; the view carries exactly this. */
export interface VisibleTable {
  settings: KlondikeSettings;
  tableau: readonly { down: number; up: readonly Card[] }[];
  stockCount: number;
  wasteTop: Card | undefined;
  wasteCount: number;
  foundations: Record<SuitCode, number>;
  passes: number;
  canUndo: boolean;
}

export function visibleTable(state: KlondikeState): VisibleTable {
  return {
    settings: state.settings,
    tableau: state.tableau.map((column) => ({ down: column.down.length, up: column.up })),
    stockCount: state.stock.length,
    wasteTop: state.waste.at(-1),
    wasteCount: state.waste.length,
    foundations: state.foundations,
    passes: state.passes,
    canUndo: canUndo(state),
  };
}

const TABLEAU_INDEXES = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly TableauIndex[];

function canRecycle(table: Pick<VisibleTable, 'settings' | 'passes'>): boolean {
  return table.settings.maxPasses === null || table.passes < table.settings.maxPasses;
}

function fitsFoundation(card: Card, foundations: Record<SuitCode, number>): boolean {
  return klondikeRank(card) === foundations[card[1] as SuitCode] + 1;
}

/** Every legal draw, recycle and move, then undo when allowed (atMs 0: the server stamps the time). */
export function legalActionsOnTable(table: VisibleTable): KlondikeAction[] {
  const actions: KlondikeAction[] = [];
  if (table.stockCount > 0) actions.push({ type: 'draw', atMs: 0 });
  else if (table.wasteCount > 0 && canRecycle(table)) actions.push({ type: 'recycle', atMs: 0 });
  const tops = table.tableau.map((column) => column.up.at(-1));
  const move = (from: KlondikePile, to: KlondikePile, count: number) =>
    actions.push({ type: 'move', from, to, count, atMs: 0 });
  const waste = table.wasteTop;
  if (waste !== undefined) {
    if (fitsFoundation(waste, table.foundations)) {
      move({ pile: 'waste' }, { pile: 'foundation', suit: waste[1] as SuitCode }, 1);
    }
    for (const index of TABLEAU_INDEXES) {
      if (buildsOn(waste, tops[index])) move({ pile: 'waste' }, { pile: 'tableau', index }, 1);
    }
  }
  for (const from of TABLEAU_INDEXES) {
    const up = (table.tableau[from] as VisibleTable['tableau'][number]).up;
    const top = up.at(-1);
    if (top === undefined) continue;
    if (fitsFoundation(top, table.foundations)) {
      move({ pile: 'tableau', index: from }, { pile: 'foundation', suit: top[1] as SuitCode }, 1);
    }
    for (let count = 1; count <= up.length; count++) {
      const head = up[up.length - count] as Card;
      for (const to of TABLEAU_INDEXES) {
        if (to !== from && buildsOn(head, tops[to])) {
          move({ pile: 'tableau', index: from }, { pile: 'tableau', index: to }, count);
        }
      }
    }
  }
  for (const suit of SUITS) {
    const rank = table.foundations[suit];
    if (rank === 0) continue;
    const card = foundationCard(suit, rank);
    for (const to of TABLEAU_INDEXES) {
      if (buildsOn(card, tops[to])) move({ pile: 'foundation', suit }, { pile: 'tableau', index: to }, 1);
    }
  }
  if (table.canUndo) actions.push({ type: 'undo', atMs: 0 });
  return actions;
}

/**
 * Every legal draw, recycle and move, and undo when allowed. Hint and resign are always accepted while the
 * game is on but are not listed: they change no card, and a game with nothing else left is over.
 */
export function legalKlondikeActions(state: KlondikeState): KlondikeAction[] {
  if (state.status !== 'playing') return [];
  return legalActionsOnTable(visibleTable(state));
}

// ---------------------------------------------------------------------------------------------------------
// Applying actions.

function refuse(code: KlondikeErrorCode, detail?: string): Applied<KlondikeState> {
  const message = KLONDIKE_ERROR_MESSAGES[code];
  return { ok: false, error: { code, message: detail ? `${message} ${detail}` : message } };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isKlondikePile(value: unknown): value is KlondikePile {
  if (!isObject(value)) return false;
  if (value.pile === 'waste') return true;
  if (value.pile === 'tableau')
    return Number.isInteger(value.index) && (value.index as number) >= 0 && (value.index as number) < 7;
  return value.pile === 'foundation' && (SUITS as readonly unknown[]).includes(value.suit);
}

export function isKlondikeAction(value: unknown): value is KlondikeAction {
  if (!isObject(value)) return false;
  if (typeof value.atMs !== 'number' || !Number.isFinite(value.atMs) || value.atMs < 0) return false;
  if (value.requestId !== undefined && !isRequestId(value.requestId)) return false;
  switch (value.type) {
    case 'draw':
    case 'recycle':
    case 'undo':
    case 'hint':
    case 'resign':
      return true;
    case 'move':
      return (
        isKlondikePile(value.from) &&
        isKlondikePile(value.to) &&
        Number.isInteger(value.count) &&
        (value.count as number) >= 1
      );
    default:
      return false;
  }
}

function cleanPile(pile: KlondikePile): KlondikePile {
  if (pile.pile === 'waste') return { pile: 'waste' };
  return pile.pile === 'tableau'
    ? { pile: 'tableau', index: pile.index }
    : { pile: 'foundation', suit: pile.suit };
}

/** The action with only its own fields, copied: the state keeps it, never the caller's object. */
function cleanAction(action: KlondikeAction): KlondikeAction {
  const named = action.requestId === undefined ? {} : { requestId: action.requestId };
  if (action.type !== 'move') return { type: action.type, atMs: action.atMs, ...named };
  const { from, to, count, atMs } = action;
  return { type: 'move', from: cleanPile(from), to: cleanPile(to), count, atMs, ...named };
}

/** A fresh state with the piles shared; each action copies the piles it changes. */
function copyState(s: KlondikeState, action: KlondikeAction): KlondikeState {
  return {
    game: s.game,
    settings: s.settings,
    seed: s.seed,
    commitment: s.commitment,
    tableau: s.tableau,
    stock: s.stock,
    waste: s.waste,
    foundations: s.foundations,
    score: s.score,
    ticks: s.ticks,
    moves: s.moves,
    passes: s.passes,
    hints: s.hints,
    undo: s.undo,
    status: s.status,
    endedAtMs: s.endedAtMs,
    lastAtMs: action.atMs,
    lastAction: action,
  };
}

function addPoints(state: KlondikeState, points: number): void {
  state.score =
    state.settings.scoring === 'standard' ? Math.max(0, state.score + points) : state.score + points;
}

/** Charges the standard time ticks that fell due up to `atMs`, before the action's own points. */
function chargeTime(state: KlondikeState, atMs: number): void {
  if (!isTimed(state.settings)) return;
  const ticks = Math.floor(atMs / TICK_MS);
  if (ticks <= state.ticks) return;
  state.score = Math.max(0, state.score - POINTS_PER_TICK * (ticks - state.ticks));
  state.ticks = ticks;
}

function replaceColumn(state: KlondikeState, index: number, column: TableauColumn): void {
  const tableau = state.tableau.slice();
  tableau[index] = column;
  state.tableau = tableau;
}

/** Checks and applies one action; an illegal one gives an error value and changes nothing. */
export function applyKlondike(state: KlondikeState, sent: KlondikeAction): Applied<KlondikeState> {
  if (!isKlondikeAction(sent)) return refuse('INVALID_ACTION');
  const action = cleanAction(sent);
  if (state.status !== 'playing') return refuse('GAME_FINISHED');
  if (action.atMs < state.lastAtMs) return refuse('TIME_WENT_BACKWARDS');
  switch (action.type) {
    case 'draw':
      return applyDraw(state, action);
    case 'recycle':
      return applyRecycle(state, action);
    case 'move':
      return applyMove(state, action);
    case 'undo':
      return applyUndo(state, action);
    case 'hint': {
      const next = copyState(state, action);
      chargeTime(next, action.atMs);
      if (state.settings.ranked) addPoints(next, -RANKED_HINT_COST);
      next.hints += 1;
      return { ok: true, state: next };
    }
    case 'resign': {
      const next = copyState(state, action);
      chargeTime(next, action.atMs);
      next.status = 'resigned';
      next.endedAtMs = action.atMs;
      return { ok: true, state: next };
    }
  }
}

/** Records the undo step, counts the move, and ends the game when it is won or nothing legal is left. */
function played(
  state: KlondikeState,
  next: KlondikeState,
  action: KlondikeUndoableAction,
  step: { drawn?: number; turned?: boolean } = {},
): Applied<KlondikeState> {
  next.moves = state.moves + 1;
  // Ranked play has no undo, so its steps are not kept (its stored state stays small).
  if (!state.settings.ranked) {
    next.undo = [
      ...state.undo,
      {
        action,
        drawn: step.drawn ?? 0,
        turned: step.turned ?? false,
        score: state.score,
        ticks: state.ticks,
      },
    ];
  }
  // A game with an undo left always has a legal action: only one without (ranked play) can end stuck.
  if (isKlondikeWon(next)) {
    next.status = 'won';
    next.endedAtMs = action.atMs;
  } else if (!canUndo(next) && legalKlondikeActions(next).length === 0) {
    next.status = 'lost';
    next.endedAtMs = action.atMs;
  }
  return { ok: true, state: next };
}

function applyDraw(
  state: KlondikeState,
  action: Extract<KlondikeAction, { type: 'draw' }>,
): Applied<KlondikeState> {
  if (state.stock.length === 0) return refuse('STOCK_EMPTY');
  const next = copyState(state, action);
  chargeTime(next, action.atMs);
  const stock = state.stock.slice();
  const waste = state.waste.slice();
  const drawn = Math.min(state.settings.draw, stock.length);
  for (let i = 0; i < drawn; i++) waste.push(stock.pop() as Card);
  next.stock = stock;
  next.waste = waste;
  return played(state, next, action, { drawn });
}

function recyclePenalty(settings: KlondikeSettings, passBegun: number): number {
  if (settings.scoring !== 'standard') return 0;
  if (settings.draw === 1) return STANDARD_POINTS.recycleDraw1;
  return passBegun > FREE_DRAW3_PASSES ? STANDARD_POINTS.recycleDraw3 : 0;
}

function applyRecycle(
  state: KlondikeState,
  action: Extract<KlondikeAction, { type: 'recycle' }>,
): Applied<KlondikeState> {
  if (state.stock.length > 0) return refuse('STOCK_NOT_EMPTY');
  if (state.waste.length === 0) return refuse('WASTE_EMPTY');
  if (!canRecycle(state)) return refuse('PASS_LIMIT_REACHED');
  const next = copyState(state, action);
  chargeTime(next, action.atMs);
  next.stock = state.waste.slice().reverse();
  next.waste = [];
  next.passes = state.passes + 1;
  addPoints(next, recyclePenalty(state.settings, next.passes));
  return played(state, next, action);
}

type MoveAction = Extract<KlondikeAction, { type: 'move' }>;

/** The cards a move takes, bottom to top, or why it cannot take them. */
function movingCards(state: KlondikeState, from: KlondikePile, count: number): Card[] | KlondikeErrorCode {
  switch (from.pile) {
    case 'waste': {
      const top = state.waste.at(-1);
      if (top === undefined) return 'WASTE_EMPTY';
      return count === 1 ? [top] : 'BAD_COUNT';
    }
    case 'foundation': {
      const rank = state.foundations[from.suit];
      if (rank === 0) return 'NO_CARD';
      return count === 1 ? [foundationCard(from.suit, rank)] : 'BAD_COUNT';
    }
    case 'tableau': {
      const column = state.tableau[from.index] as TableauColumn;
      if (column.up.length === 0) return 'NO_CARD';
      if (count > column.up.length) return column.down.length > 0 ? 'CARD_FACE_DOWN' : 'BAD_COUNT';
      const cards = column.up.slice(column.up.length - count);
      return isRun(cards) ? cards : 'TABLEAU_BUILD';
    }
  }
}

function moveRefusal(state: KlondikeState, action: MoveAction, cards: Card[]): KlondikeErrorCode | null {
  const { from, to } = action;
  const head = cards[0] as Card;
  if (to.pile === 'waste') return 'WRONG_DESTINATION';
  if (to.pile === 'foundation') {
    if (from.pile === 'foundation') return from.suit === to.suit ? 'SAME_PILE' : 'WRONG_DESTINATION';
    if (cards.length !== 1) return 'BAD_COUNT';
    return head[1] === to.suit && fitsFoundation(head, state.foundations) ? null : 'FOUNDATION_BUILD';
  }
  if (from.pile === 'tableau' && from.index === to.index) return 'SAME_PILE';
  const target = (state.tableau[to.index] as TableauColumn).up.at(-1);
  if (target === undefined) {
    // An empty column has no face-down cards either: turning is automatic.
    return klondikeRank(head) === 13 ? null : 'EMPTY_COLUMN_NEEDS_KING';
  }
  return buildsOn(head, target) ? null : 'TABLEAU_BUILD';
}

function movePoints(settings: KlondikeSettings, from: KlondikePile, to: KlondikePile): number {
  if (settings.scoring === 'vegas') {
    if (to.pile === 'foundation') return VEGAS_PER_CARD;
    return from.pile === 'foundation' ? -VEGAS_PER_CARD : 0;
  }
  if (to.pile === 'foundation') return STANDARD_POINTS.toFoundation;
  if (from.pile === 'waste') return STANDARD_POINTS.wasteToTableau;
  if (from.pile === 'foundation') return STANDARD_POINTS.foundationToTableau;
  return 0;
}

function applyMove(state: KlondikeState, action: MoveAction): Applied<KlondikeState> {
  const cards = movingCards(state, action.from, action.count);
  if (typeof cards === 'string') return refuse(cards);
  const refusal = moveRefusal(state, action, cards);
  if (refusal) return refuse(refusal);
  const next = copyState(state, action);
  chargeTime(next, action.atMs);
  const { from, to } = action;
  let turned = false;
  if (from.pile === 'waste') next.waste = state.waste.slice(0, -1);
  else if (from.pile === 'foundation')
    next.foundations = { ...state.foundations, [from.suit]: state.foundations[from.suit] - 1 };
  else {
    const column = state.tableau[from.index] as TableauColumn;
    const up = column.up.slice(0, column.up.length - cards.length);
    let down = column.down;
    if (up.length === 0 && down.length > 0) {
      up.push(down.at(-1) as Card);
      down = down.slice(0, -1);
      turned = true;
    }
    replaceColumn(next, from.index, { down, up });
  }
  if (to.pile === 'foundation') {
    next.foundations = { ...next.foundations, [to.suit]: next.foundations[to.suit] + 1 };
  } else if (to.pile === 'tableau') {
    const column = next.tableau[to.index] as TableauColumn;
    replaceColumn(next, to.index, { down: column.down, up: [...column.up, ...cards] });
  }
  addPoints(next, movePoints(state.settings, from, to));
  if (turned) addPoints(next, state.settings.scoring === 'standard' ? STANDARD_POINTS.turn : 0);
  return played(state, next, action, { turned });
}

function applyUndo(
  state: KlondikeState,
  action: Extract<KlondikeAction, { type: 'undo' }>,
): Applied<KlondikeState> {
  if (state.settings.ranked) return refuse('UNDO_NOT_ALLOWED');
  const step = state.undo.at(-1);
  if (step === undefined) return refuse('NOTHING_TO_UNDO');
  const next = copyState(state, action);
  next.undo = state.undo.slice(0, -1);
  next.score = step.score;
  next.ticks = step.ticks;
  next.moves = state.moves - 1;
  const taken = step.action;
  if (taken.type === 'draw') {
    const stock = state.stock.slice();
    const waste = state.waste.slice();
    for (let i = 0; i < step.drawn; i++) stock.push(waste.pop() as Card);
    next.stock = stock;
    next.waste = waste;
  } else if (taken.type === 'recycle') {
    next.waste = state.stock.slice().reverse();
    next.stock = [];
    next.passes = state.passes - 1;
  } else {
    undoMove(state, next, taken, step.turned);
  }
  return { ok: true, state: next };
}

function undoMove(state: KlondikeState, next: KlondikeState, move: MoveAction, turned: boolean): void {
  const { from, to, count } = move;
  let cards: Card[];
  if (to.pile === 'foundation') {
    const rank = state.foundations[to.suit];
    cards = [foundationCard(to.suit, rank)];
    next.foundations = { ...state.foundations, [to.suit]: rank - 1 };
  } else {
    const column = state.tableau[(to as { index: number }).index] as TableauColumn;
    cards = column.up.slice(column.up.length - count);
    replaceColumn(next, (to as { index: number }).index, {
      down: column.down,
      up: column.up.slice(0, column.up.length - count),
    });
  }
  if (from.pile === 'waste') next.waste = [...state.waste, ...cards];
  else if (from.pile === 'foundation')
    next.foundations = { ...next.foundations, [from.suit]: next.foundations[from.suit] + 1 };
  else {
    const column = next.tableau[from.index] as TableauColumn;
    const down = turned ? [...column.down, ...column.up] : column.down;
    const up = turned ? cards : [...column.up, ...cards];
    replaceColumn(next, from.index, { down, up });
  }
}

/** The state already holds `action` as its latest: a resend after a lost reply (see module.ts). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/** The action repeats the request of the last accepted one (same request id): it must not apply again. */
export function klondikeIsResend(state: KlondikeState, action: KlondikeAction): boolean {
  return action.requestId !== undefined && state.lastAction?.requestId === action.requestId;
}

export function klondikeIsAlreadyApplied(state: KlondikeState, action: KlondikeAction): boolean {
  if (klondikeIsResend(state, action)) return true;
  const last = state.lastAction;
  if (last === null || !isKlondikeAction(action) || action.atMs < last.atMs) return false;
  return sameAction(last, action);
}

/** The same action, whenever it was stamped. */
export function sameAction(a: KlondikeAction, b: KlondikeAction): boolean {
  if (a.type !== b.type) return false;
  if (a.type !== 'move' || b.type !== 'move') return true;
  return a.count === b.count && samePile(a.from, b.from) && samePile(a.to, b.to);
}

function samePile(a: KlondikePile, b: KlondikePile): boolean {
  if (a.pile === 'waste' || b.pile === 'waste') return a.pile === b.pile;
  if (a.pile === 'tableau') return b.pile === 'tableau' && a.index === b.index;
  return b.pile === 'foundation' && a.suit === b.suit;
}

// ---------------------------------------------------------------------------------------------------------
// Auto-complete.

/**
 * The actions that finish the game, or null when they might not: offered only once every tableau card is face
 * up and the greedy plays (any card that fits a foundation, tableau first, else the next draw or recycle within
 * the pass limit) reach a win through the rules themselves. A whole pass with no foundation play means the
 * stock's order no longer changes, so the greedy plays would loop: null.
 */
export function autoCompleteActions(state: KlondikeState): KlondikeAction[] | null {
  if (state.status !== 'playing') return null;
  if (state.tableau.some((column) => column.down.length > 0)) return null;
  const atMs = state.lastAtMs;
  const actions: KlondikeAction[] = [];
  let current = state;
  let idle = 0;
  while (current.status === 'playing') {
    const action = greedyFoundationPlay(current, atMs) ?? stockAction(current, atMs);
    if (action === null) return null;
    idle = action.type === 'move' ? 0 : idle + 1;
    if (idle > current.stock.length + current.waste.length + 2) return null;
    const result = applyKlondike(current, action);
    if (!result.ok) return null;
    current = result.state;
    actions.push({ ...action, atMs: 0 });
  }
  return current.status === 'won' ? actions : null;
}

function greedyFoundationPlay(state: KlondikeState, atMs: number): KlondikeAction | null {
  for (const index of TABLEAU_INDEXES) {
    const top = (state.tableau[index] as TableauColumn).up.at(-1);
    if (top !== undefined && fitsFoundation(top, state.foundations)) {
      return {
        type: 'move',
        from: { pile: 'tableau', index },
        to: { pile: 'foundation', suit: top[1] as SuitCode },
        count: 1,
        atMs,
      };
    }
  }
  const waste = state.waste.at(-1);
  if (waste !== undefined && fitsFoundation(waste, state.foundations)) {
    return {
      type: 'move',
      from: { pile: 'waste' },
      to: { pile: 'foundation', suit: waste[1] as SuitCode },
      count: 1,
      atMs,
    };
  }
  return null;
}

function stockAction(state: KlondikeState, atMs: number): KlondikeAction | null {
  if (state.stock.length > 0) return { type: 'draw', atMs };
  if (state.waste.length > 0 && canRecycle(state)) return { type: 'recycle', atMs };
  return null;
}
