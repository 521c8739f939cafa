/**
 * Cash play's English texts join i18next with the first module that shows them (the checklist, the age and
 * location screens), not with the app's first load. Spanish is a chunk of its own already, so es.ts carries them.
 */
import { cashPlay } from '../../i18n/en/cash-play.js';
import { i18n } from '../../i18n/index.js';

i18n.addResourceBundle('en', 'translation', cashPlay, true, false);
