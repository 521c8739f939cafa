/**
 * Dominoes on the server (map 'dominoes', issue 13): the engine's dominoesModule plus its projection, pacing,
 * the hand-end pause and its move call. Tables of 2, 3 or 4 seats (games.seat_count); bots fill a free table's
 * empty seats after the wait and a person out of time is played for, by the runtime, as at a Spades table.
 * After each hand the table waits, as Spades' does (hand-pause.ts), until its people have pressed Next hand on
 * the hand's summary or DOMINOES_HAND_PAUSE_FACTOR × HAND_PAUSE_MS passes.
 */
import {
  type Applied,
  type DominoesAction,
  type DominoesState,
  type DominoesView,
  dominoesModule,
} from '@cardroom/engine';
import { dominoesViewSchema, ERROR_CODES, type ErrorCode } from '@cardroom/protocol';
import { acknowledgeHand, handPauseOf, pauseAfter, settlePause } from '../hand-pause.js';
import type { PacingConfig, ServerGame } from '../registry.js';
import { dominoesFields, dominoesPlayer, dominoesPublicView } from './projection.js';
import { registerDominoesRoutes } from './routes.js';

export const DOMINOES_MODE_NAMES: Readonly<Record<string, string>> = {
  classic: 'Draw Dominoes',
  tilesonfire: 'Tiles on Fire',
};

/**
 * The engine's refusal as a protocol code: its code upper-cased (does_not_fit → DOES_NOT_FIT; the protocol
 * lists them as DOMINOES_RULE_ERROR_CODES), INVALID_ACTION for a code the protocol does not know.
 */
export function dominoesRefusalCode(engineCode: string): ErrorCode {
  const upper = engineCode.toUpperCase();
  return (ERROR_CODES as readonly string[]).includes(upper) ? (upper as ErrorCode) : 'INVALID_ACTION';
}

/**
 * A dominoes hand's summary has more to read than Spades' score row (every hand's tiles left and pips, then
 * the score table), so its table waits twice as long for Next hand: 30 s at the default HAND_PAUSE_MS, long
 * enough to read, short enough that an idle player holds the table up for no more than a turn and a half.
 */
export const DOMINOES_HAND_PAUSE_FACTOR = 2;

/** The longest a dominoes table waits between hands for its people to press Next hand (ms). */
export function dominoesHandPauseMs(config: Pick<PacingConfig, 'HAND_PAUSE_MS'>): number {
  return config.HAND_PAUSE_MS * DOMINOES_HAND_PAUSE_FACTOR;
}

function applyWithProtocolCodes(state: DominoesState, action: DominoesAction): Applied<DominoesState> {
  const result = dominoesModule.apply(state, action);
  if (result.ok) return result;
  return { ok: false, error: { ...result.error, code: dominoesRefusalCode(result.error.code) } };
}

export const dominoesServerGame: ServerGame<DominoesState, DominoesAction, DominoesView> = {
  engine: { ...dominoesModule, apply: applyWithProtocolCodes },
  viewSchema: dominoesViewSchema,
  modeNames: DOMINOES_MODE_NAMES,
  prizePools: false,
  project: dominoesFields,
  player: dominoesPlayer,
  publicView: dominoesPublicView,
  sealedView: (view) => ({ ...view, serverSeed: null }),
  // With nobody at the table to wait for (bots only, everyone away), a finished hand still stays a moment.
  pauseBefore: (config, previous, next) => (next.hand !== previous.hand ? config.HAND_PAUSE_MS : 0),
  hooks: {
    afterMove(config, table, previous, next) {
      const pause = pauseAfter({ HAND_PAUSE_MS: dominoesHandPauseMs(config) }, table, previous, next);
      return pause ? { extra: { handPause: pause }, deadlineAt: new Date(pause.until) } : null;
    },
    onDue: settlePause,
    clockHeld: (table) => handPauseOf(table) !== null,
    handAck: acknowledgeHand,
  },
  routes: registerDominoesRoutes,
};
