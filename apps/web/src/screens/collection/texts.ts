/**
 * The Collection's English texts join i18next with the first chunk that shows them (the screen, the link
 * from the Store and the Account screen), not with the app's first load. Spanish is a chunk of its own
 * already, so es.ts carries them.
 */
import { collection } from '../../i18n/en/collection.js';
import { i18n } from '../../i18n/index.js';

i18n.addResourceBundle('en', 'translation', collection, true, false);
