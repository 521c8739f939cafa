/** English texts by area; es.ts must have exactly these keys (checked by the type `Messages`). */
import { auth } from './en/auth.js';
import type { cashPlay } from './en/cash-play.js';
import type { collection } from './en/collection.js';
import type { dailyRewards } from './en/daily-rewards.js';
import { dominoes } from './en/dominoes.js';
import { dominoesReplay } from './en/dominoes-replay.js';
import { guide } from './en/guide.js';
import { live } from './en/live.js';
import { lobby } from './en/lobby.js';
import { media } from './en/media.js';
import { notices } from './en/notices.js';
import { onboarding } from './en/onboarding.js';
import type { prizePools } from './en/prize-pools.js';
import { screens } from './en/screens.js';
import { shell } from './en/shell.js';
import { solitaire } from './en/solitaire.js';
import { store } from './en/store.js';
import { support } from './en/support.js';
import { table } from './en/table.js';
import { withdrawals } from './en/withdrawals.js';
import type { Widen } from './types.js';

export const en = {
  ...shell,
  ...auth,
  ...screens,
  ...store,
  ...withdrawals,
  ...onboarding,
  ...support,
  ...media,
  ...guide,
  ...table,
  ...lobby,
  ...live,
  ...notices,
  ...solitaire,
  ...dominoes,
  ...dominoesReplay,
} as const;

/**
 * The shape every language must fill. The collection's, the prize pools', the daily rewards' and cash play's
 * English texts are not in `en`: they join i18next when their screen's chunk loads (screens/collection/texts.ts,
 * screens/prize-pools/texts.ts, screens/daily-rewards/texts.ts, screens/cash-play/texts.ts), keeping them off
 * the first load.
 */
export type Messages = Widen<
  typeof en & typeof collection & typeof prizePools & typeof dailyRewards & typeof cashPlay
>;
