/**
 * Klondike on the server (map 'solitaire'): the engine's klondikeModule plus its projection and its own calls.
 * One seat and no turn clock: the runtime still arms a deadline after each move (every game's pacing), so the
 * due deadline is taken here and does nothing, and no turn timer is shown.
 */
import { type KlondikeAction, type KlondikeState, type KlondikeView, klondikeModule } from '@cardroom/engine';
import { klondikeViewSchema } from '@cardroom/protocol';
import type { ServerGame } from '../registry.js';
import { onSolitaireSettled } from './contests.js';
import { klondikeFields, klondikePlayer, klondikePublicView } from './projection.js';
import { registerSolitaireRoutes } from './routes.js';

export const solitaireServerGame: ServerGame<KlondikeState, KlondikeAction, KlondikeView> = {
  engine: klondikeModule,
  viewSchema: klondikeViewSchema,
  modeNames: { classic: 'Klondike' },
  prizePools: false,
  // Free play: no coins, whichever call opens the table (POST /game/create too).
  freeOnly: true,
  project: klondikeFields,
  player: klondikePlayer,
  publicView: klondikePublicView,
  sealedView: (view) => (view.fair ? { ...view, fair: { ...view.fair, serverSeed: null } } : view),
  pauseBefore: () => 0,
  hooks: {
    // The player is never timed out: a solitaire deal waits for them (autoActions is empty anyway).
    onDue: async () => true,
    clockHeld: () => true,
    // Statistics, and a contest entry's result (contests.ts).
    onSettled: onSolitaireSettled,
  },
  routes: registerSolitaireRoutes,
};
