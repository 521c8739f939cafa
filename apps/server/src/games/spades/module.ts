/**
 * Spades on the server: the engine's spadesModule plus its projection, pacing, the hand-end pause and its
 * own calls. The only place of the server that knows Spades (index.ts registers it).
 */
import {
  SPADES_STATE_VERSION,
  type SpadesAction,
  type SpadesState,
  type SpadesView,
  spadesModule,
} from '@cardroom/engine';
import { spadesViewSchema } from '@cardroom/protocol';
import { acknowledgeHand, handPauseOf, pauseAfter, settlePause } from '../hand-pause.js';
import type { ServerGame } from '../registry.js';
import { spadesFields, spadesPlayer, spadesPublicView } from './projection.js';
import { registerSpadesRoutes } from './routes.js';

export const SPADES_MODE_NAMES: Readonly<Record<string, string>> = {
  classic: 'Classic',
  deuceshigh: 'Deuces High',
  heartsonfire: 'Hearts on Fire',
  clubhouse: 'Clubhouse',
};

/** A row stored before states carried a version: the bare engine state, the hand pause beside it. */
function upgradeUnversioned(stored: unknown) {
  if (typeof stored !== 'object' || stored === null || (stored as { game?: unknown }).game !== 'spades')
    return null;
  const { handPause, ...state } = stored as { handPause?: unknown };
  return {
    v: SPADES_STATE_VERSION,
    game: 'spades',
    state,
    ...(handPause ? { extra: { handPause } } : {}),
  };
}

export const spadesServerGame: ServerGame<SpadesState, SpadesAction, SpadesView> = {
  engine: spadesModule,
  viewSchema: spadesViewSchema,
  modeNames: SPADES_MODE_NAMES,
  prizePools: true,
  project: spadesFields,
  player: spadesPlayer,
  publicView: spadesPublicView,
  sealedView: (view) => ({ ...view, serverSeed: null }),
  pauseBefore(config, previous, next) {
    if (next.hand !== previous.hand) return config.HAND_PAUSE_MS;
    if (next.trick.length === 0 && previous.trick.length > 0) return config.TRICK_PAUSE_MS;
    return 0;
  },
  hooks: {
    afterMove(config, table, previous, next) {
      const pause = pauseAfter(config, table, previous, next);
      return pause ? { extra: { handPause: pause }, deadlineAt: new Date(pause.until) } : null;
    },
    onDue: settlePause,
    clockHeld: (table) => handPauseOf(table) !== null,
    handAck: acknowledgeHand,
  },
  routes: registerSpadesRoutes,
  upgrade: upgradeUnversioned,
};
