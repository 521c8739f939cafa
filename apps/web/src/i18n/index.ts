/**
 * i18next with the two interface languages (spec §1); the settings slice decides which one is active.
 * English ships with the app; Spanish is its own chunk, fetched the first time it is chosen (about 18 KB
 * gzipped that an English phone never downloads).
 */
import { DEFAULT_LOCALE, UI_LOCALES } from '@cardroom/protocol';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './en.js';
import { loadSpanishServerErrors } from './server-errors.js';

export type UiLocale = (typeof UI_LOCALES)[number];

export const resources = { en: { translation: en } } as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...UI_LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  // Texts are in memory before a language is switched to (loadLanguage), so nothing ever needs to suspend;
  // suspending would unmount the open dialog that changed the language.
  react: { useSuspense: false },
});

export function isUiLocale(value: string): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value);
}

/** Every language but English, fetched on first use. */
const BUNDLES: Record<Exclude<UiLocale, 'en'>, () => Promise<Messages>> = {
  // The server's error texts in Spanish come with the interface's (server-errors.ts).
  es: () => Promise.all([import('./es.js'), loadSpanishServerErrors()]).then(([module]) => module.es),
};

const loading = new Map<UiLocale, Promise<void>>();

/** Resolves once the language's texts are in i18next (at once for English). */
export function loadLanguage(language: UiLocale): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = BUNDLES[language]().then((messages) => {
      i18n.addResourceBundle(language, 'translation', messages);
    });
    // A failed fetch (offline on first choice) may be retried by the next change.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

export function isLanguageLoaded(language: string): boolean {
  return isUiLocale(language) && i18n.hasResourceBundle(language, 'translation');
}
