/**
 * Language suggestion (spec §4): when the device points to Spanish and the user has neither chosen a
 * language nor dismissed the question, offer to switch. Accept stores the language; Keep English declines
 * for this session; Don't ask again sets the persistent dismissed flag. Detection here uses the browser's
 * languages only (the app makes no third-party IP lookups).
 */
import { PERSISTED_KEYS } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { changeLocale } from '../store/session-thunks.js';
import { languageSuggestionDismissed } from '../store/settings-slice.js';
import { readKey } from '../store/storage.js';

const DECLINED_KEY = 'language-suggestion-declined';
/** Spec §5: Spanish-speaking countries plus RU, DE and FR map to Spanish. */
const SPANISH_REGIONS = new Set(
  'ES MX AR CO PE VE CL EC GT CU BO DO HN PY SV NI CR PA UY PR GQ RU DE FR'.split(' '),
);

export function detectLanguage(languages: readonly string[]): 'en' | 'es' {
  for (const tag of languages) {
    const [language = '', region = ''] = tag.split('-');
    if (language.toLowerCase() === 'es' || SPANISH_REGIONS.has(region.toUpperCase())) return 'es';
    if (language.toLowerCase() === 'en') return 'en';
  }
  return 'en';
}

function sessionDeclined(): boolean {
  try {
    return sessionStorage.getItem(DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

export function LanguageSuggestion() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { locale, languageSuggestionDismissed: dismissed } = useAppSelector((state) => state.settings);
  const [open, setOpen] = useState(
    () =>
      !dismissed &&
      locale === 'en' &&
      readKey(PERSISTED_KEYS.userPreferredLanguage) === null &&
      !sessionDeclined() &&
      detectLanguage(navigator.languages ?? [navigator.language]) === 'es',
  );
  if (!open) return null;

  const spanish = t('languages.es');
  const decline = () => {
    try {
      sessionStorage.setItem(DECLINED_KEY, '1');
    } catch {
      // Without session storage the question may come back next visit.
    }
    setOpen(false);
  };
  return (
    <Modal
      title={t('languageSuggestion.title')}
      onClose={decline}
      width={400}
      footer={
        <>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              dispatch(languageSuggestionDismissed());
              setOpen(false);
            }}
          >
            {t('languageSuggestion.never')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={decline}>
            {t('languageSuggestion.keep')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              void dispatch(changeLocale('es'));
              setOpen(false);
            }}
          >
            {t('languageSuggestion.switch', { language: spanish })}
          </button>
        </>
      }
    >
      <p>{t('languageSuggestion.text', { language: spanish })}</p>
    </Modal>
  );
}
