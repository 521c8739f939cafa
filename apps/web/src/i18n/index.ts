/** i18next with the two interface languages (spec §1); the settings slice decides which one is active. */
import { DEFAULT_LOCALE, UI_LOCALES } from '@cardroom/protocol';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { es } from './es.js';

export type UiLocale = (typeof UI_LOCALES)[number];

export const resources = { en: { translation: en }, es: { translation: es } } as const;

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
});

export function isUiLocale(value: string): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value);
}
