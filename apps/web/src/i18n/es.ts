/** Spanish texts by area: the same keys as en.ts, enforced by `Messages`. */
import type { Messages } from './en.js';
import { auth } from './es/auth.js';
import { cashPlay } from './es/cash-play.js';
import { collection } from './es/collection.js';
import { dailyRewards } from './es/daily-rewards.js';
import { dominoes } from './es/dominoes.js';
import { dominoesReplay } from './es/dominoes-replay.js';
import { guide } from './es/guide.js';
import { live } from './es/live.js';
import { lobby } from './es/lobby.js';
import { media } from './es/media.js';
import { notices } from './es/notices.js';
import { onboarding } from './es/onboarding.js';
import { prizePools } from './es/prize-pools.js';
import { screens } from './es/screens.js';
import { shell } from './es/shell.js';
import { solitaire } from './es/solitaire.js';
import { store } from './es/store.js';
import { support } from './es/support.js';
import { table } from './es/table.js';
import { withdrawals } from './es/withdrawals.js';

export const es: Messages = {
  ...shell,
  ...auth,
  ...screens,
  ...store,
  ...withdrawals,
  ...collection,
  ...dailyRewards,
  ...cashPlay,
  ...prizePools,
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
};
