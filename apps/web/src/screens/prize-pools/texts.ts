/**
 * The Prize pools' English texts join i18next with the first chunk that shows them (the screen, the links
 * from the Store and the Spades lobby), not with the app's first load. Spanish is a chunk of its own
 * already, so es.ts carries them.
 */
import { prizePools } from '../../i18n/en/prize-pools.js';
import { i18n } from '../../i18n/index.js';

i18n.addResourceBundle('en', 'translation', prizePools, true, false);
