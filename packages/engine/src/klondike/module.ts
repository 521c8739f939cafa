/**
 * Klondike as a game module (module.ts), hosted by the same table runtime as every game under the map
 * 'solitaire'. One seat, one side: no opponents, no turn clock (autoActions is empty), and the seat acts until
 * the game ends. Outcome: place 1 when the deal is won, place 2 when it is lost or resigned (one side has no one
 * else to rank against, so the place says won or not; contests rank entrants by score themselves).
 */
import { type Card, isCard, SUITS } from '../cards.js';
import type { CreateInput, GameModule, Outcome } from '../module.js';
import {
  applyKlondike,
  foundationCard,
  isKlondikeAction,
  klondikeIsAlreadyApplied,
  klondikeIsResend,
  klondikeScore,
  klondikeSettings,
  legalKlondikeActions,
  newKlondikeGame,
  settingsProblem,
} from './game.js';
import {
  type KlondikeAction,
  type KlondikeSettings,
  type KlondikeState,
  type KlondikeView,
  TABLEAU_COLUMNS,
} from './types.js';
import { klondikeBotAction, klondikeView } from './view.js';

export const KLONDIKE_MAP = 'solitaire';
export const KLONDIKE_MODES = ['classic'] as const;
export const KLONDIKE_STATE_VERSION = 1;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The table's settings from CreateInput.options: any of draw (1 | 3), scoring, ranked, maxPasses, timed; the
 * rest as klondikeSettings gives them (draw 1, standard, free play, the usual pass limit). Only free standard play
 * may choose its pass limit. Throws on a bad value.
 */
export function parseKlondikeOptions(options: unknown): KlondikeSettings {
  if (options === undefined || options === null) return klondikeSettings({ draw: 1 });
  if (!isObject(options)) throw new Error('klondike options must be an object');
  const draw = options.draw ?? 1;
  if (draw !== 1 && draw !== 3) throw new Error('klondike draw is 1 or 3');
  const settings = klondikeSettings({ ...(options as Partial<KlondikeSettings>), draw });
  const problem = settingsProblem(settings);
  if (problem) throw new Error(`bad klondike options: ${problem}`);
  // Ranked and Vegas tables play rules.md's pass limits, so every entrant of a contest plays the same game.
  const { maxPasses: _chosen, ...rest } = settings;
  const usual = klondikeSettings(rest).maxPasses;
  if ((settings.ranked || settings.scoring === 'vegas') && settings.maxPasses !== usual) {
    throw new Error(
      `a ranked or Vegas table plays ${usual ?? 'unlimited'} passes, not ${settings.maxPasses}`,
    );
  }
  return settings;
}

const STATUSES = ['playing', 'won', 'lost', 'resigned'];
const isCount = (value: unknown, max = Number.MAX_SAFE_INTEGER) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isCards = (value: unknown): value is Card[] => Array.isArray(value) && value.every(isCard);

/** What is wrong with a stored klondike state, or null when it is whole (every card exactly once included). */
export function klondikeStateProblem(stored: unknown): string | null {
  if (!isObject(stored)) return 'not an object';
  if (stored.game !== 'klondike') return `game is ${JSON.stringify(stored.game)}, not "klondike"`;
  const settings = settingsProblem(stored.settings);
  if (settings) return settings;
  const seed = stored.seed;
  if (
    seed !== null &&
    (!isObject(seed) ||
      typeof seed.serverSeed !== 'string' ||
      typeof seed.clientSeed !== 'string' ||
      !Number.isInteger(seed.nonce))
  )
    return 'bad seed';
  if (stored.commitment !== null && typeof stored.commitment !== 'string') return 'bad commitment';
  const tableau = stored.tableau;
  if (
    !Array.isArray(tableau) ||
    tableau.length !== TABLEAU_COLUMNS ||
    !tableau.every((column) => isObject(column) && isCards(column.down) && isCards(column.up))
  )
    return 'bad tableau';
  if (!isCards(stored.stock) || !isCards(stored.waste)) return 'bad stock or waste';
  const foundations = stored.foundations;
  if (!isObject(foundations) || !SUITS.every((suit) => isCount(foundations[suit], 13)))
    return 'bad foundations';
  const cards = [
    ...tableau.flatMap((column: { down: Card[]; up: Card[] }) => [...column.down, ...column.up]),
    ...stored.stock,
    ...stored.waste,
    ...SUITS.flatMap((suit) =>
      Array.from({ length: foundations[suit] as number }, (_, index) => foundationCard(suit, index + 1)),
    ),
  ];
  if (cards.length !== 52 || new Set(cards).size !== 52)
    return 'the piles do not hold each card exactly once';
  if (!Number.isInteger(stored.score) || !isCount(stored.ticks)) return 'bad score';
  if (
    !isCount(stored.moves) ||
    !isCount(stored.hints) ||
    !Number.isInteger(stored.passes) ||
    (stored.passes as number) < 1
  )
    return 'bad counters';
  const undo = stored.undo;
  if (
    !Array.isArray(undo) ||
    !undo.every(
      (step) =>
        isObject(step) &&
        isKlondikeAction(step.action) &&
        ['draw', 'recycle', 'move'].includes(step.action.type) &&
        isCount(step.drawn, 3) &&
        typeof step.turned === 'boolean' &&
        Number.isInteger(step.score) &&
        isCount(step.ticks),
    )
  )
    return 'bad undo steps';
  if (typeof stored.status !== 'string' || !STATUSES.includes(stored.status)) return 'unknown status';
  if (stored.endedAtMs !== null && !isCount(stored.endedAtMs)) return 'bad endedAtMs';
  if (typeof stored.lastAtMs !== 'number' || !(stored.lastAtMs >= 0)) return 'bad lastAtMs';
  if (stored.lastAction !== null && !isKlondikeAction(stored.lastAction)) return 'bad lastAction';
  return null;
}

function klondikeOutcome(state: KlondikeState): Outcome | null {
  if (state.status === 'playing') return null;
  return {
    sides: [[0]],
    scores: [klondikeScore(state, state.endedAtMs ?? state.lastAtMs)],
    places: [state.status === 'won' ? 1 : 2],
    draw: false,
  };
}

function modeOf(mode: string): string {
  if (!(KLONDIKE_MODES as readonly string[]).includes(mode))
    throw new Error(`solitaire has no mode "${mode}"`);
  return mode;
}

export const klondikeModule: GameModule<KlondikeState, KlondikeAction, KlondikeView> = {
  map: KLONDIKE_MAP,
  modes: KLONDIKE_MODES,
  seats: { min: 1, max: 1 },
  create: ({ mode, seed, options }: CreateInput) => {
    modeOf(mode);
    return newKlondikeGame(seed, parseKlondikeOptions(options));
  },
  apply: applyKlondike,
  legalActions: (state, seat) => (seat === 0 ? legalKlondikeActions(state) : []),
  viewFor: (state) => klondikeView(state),
  botAction: klondikeBotAction,
  autoActions: () => [],
  isAlreadyApplied: klondikeIsAlreadyApplied,
  isResend: klondikeIsResend,
  toAct: (state) => (state.status === 'playing' ? 0 : null),
  outcome: klondikeOutcome,
  sideOf: () => 0,
  sideCount: () => 1,
  stateVersion: KLONDIKE_STATE_VERSION,
  parseState(stored) {
    const problem = klondikeStateProblem(stored);
    if (problem) throw new Error(`unreadable klondike state: ${problem}`);
    return stored as KlondikeState;
  },
};
