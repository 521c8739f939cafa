/**
 * Keeps i18next, <html lang> and the document title on the language in the settings slice. It runs on
 * store changes, before React renders, so a restored Spanish session never flashes English: a language
 * whose texts are still being fetched stays pending (PersistGate waits on `languageSettled`) and the
 * interface switches once they arrive. If they cannot be fetched the app stays in the language it has.
 */
import { i18n, isLanguageLoaded, isUiLocale, loadLanguage } from '../i18n/index.js';
import type { AppStore } from '../store/index.js';

let settled = true;
const listeners = new Set<() => void>();

function setSettled(value: boolean): void {
  if (settled === value) return;
  settled = value;
  for (const listener of listeners) listener();
}

/** False while the chosen language's texts are on their way. */
export function languageSettled(): boolean {
  return settled;
}

export function subscribeLanguageSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function syncLocale(store: AppStore): () => void {
  const apply = () => {
    const { locale } = store.getState().settings;
    const language = isUiLocale(locale) ? locale : 'en';
    if (!isLanguageLoaded(language)) {
      setSettled(false);
      loadLanguage(language).then(apply, () => setSettled(true));
      return;
    }
    if (i18n.language !== language) void i18n.changeLanguage(language);
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
    const title = `${i18n.t('common.appName')} · ${i18n.t('common.tagline')}`;
    if (document.title !== title) document.title = title;
    setSettled(true);
  };
  apply();
  return store.subscribe(apply);
}
