/**
 * Keeps i18next, <html lang> and the document title on the language in the settings slice. It runs on
 * store changes, before React renders, so a restored Spanish session never flashes English.
 */
import { i18n, isUiLocale } from '../i18n/index.js';
import type { AppStore } from '../store/index.js';

export function syncLocale(store: AppStore): () => void {
  const apply = () => {
    const { locale } = store.getState().settings;
    const language = isUiLocale(locale) ? locale : 'en';
    if (i18n.language !== language) void i18n.changeLanguage(language);
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
    const title = `${i18n.t('common.appName')} · ${i18n.t('common.tagline')}`;
    if (document.title !== title) document.title = title;
  };
  apply();
  return store.subscribe(apply);
}
