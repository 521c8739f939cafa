/**
 * The Daily Rewards' English texts join i18next with the screen's chunk, not with the app's first load.
 * Spanish is a chunk of its own already, so es.ts carries them.
 */
import { dailyRewards } from '../../i18n/en/daily-rewards.js';
import { i18n } from '../../i18n/index.js';

i18n.addResourceBundle('en', 'translation', dailyRewards, true, false);
