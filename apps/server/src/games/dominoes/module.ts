/**
 * Dominoes on the server (map 'dominoes', issue 13): the engine's dominoesModule plus its projection, pacing
 * and its move call. Tables of 2, 3 or 4 seats (games.seat_count); bots fill a free table's empty seats after
 * the wait and a person out of time is played for, by the runtime, as at a Spades table.
 */
import {
  type Applied,
  type DominoesAction,
  type DominoesState,
  type DominoesView,
  dominoesModule,
} from '@cardroom/engine';
import { dominoesViewSchema, ERROR_CODES, type ErrorCode } from '@cardroom/protocol';
import type { ServerGame } from '../registry.js';
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
  // A finished hand stays on the table a moment before the next deal is played.
  pauseBefore: (config, previous, next) => (next.hand !== previous.hand ? config.HAND_PAUSE_MS : 0),
  routes: registerDominoesRoutes,
};
