/**
 * Language suggestion (spec §4): unless the user chose a language, dismissed the question or declined it
 * this session, detect the device's language (IP lookup, fallback lookup, browser language, else English;
 * i18n/detect-language.ts) and, when it is not English, offer to switch. Accept stores the language
 * (user-preferred-language); Keep English declines for this session; Don't ask again sets the stored
 * dismissed flag (language-suggestion-dismissed) and detection is skipped from then on.
 */
import { PERSISTED_KEYS } from '@cardroom/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.js';
import { detectDeviceLanguage, type LanguageDetection } from '../i18n/detect-language.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { changeLocale } from '../store/session-thunks.js';
import { languageSuggestionDismissed } from '../store/settings-slice.js';
import { readKey, writeKey } from '../store/storage.js';

const DECLINED_KEY = 'language-suggestion-declined';

function sessionDeclined(): boolean {
  try {
    return sessionStorage.getItem(DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

/** One detection per page load, shared by every mount (React runs effects twice in development). */
let detection: Promise<LanguageDetection> | null = null;

function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function LanguageSuggestion() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { locale, languageSuggestionDismissed: dismissed } = useAppSelector((state) => state.settings);
  const [suggestion, setSuggestion] = useState<LanguageDetection | null>(null);
  const ask =
    !dismissed &&
    readKey(PERSISTED_KEYS.languageSuggestionDismissed) !== 'true' &&
    locale === 'en' &&
    readKey(PERSISTED_KEYS.userPreferredLanguage) === null &&
    !sessionDeclined();

  useEffect(() => {
    if (!ask) return;
    let live = true;
    detection ??= detectDeviceLanguage();
    void detection.then((found) => {
      if (live && found.suggested) setSuggestion(found);
    });
    return () => {
      live = false;
    };
  }, [ask]);

  if (!ask || !suggestion) return null;

  const language = t(`languages.${suggestion.language}`);
  const close = () => setSuggestion(null);
  const decline = () => {
    try {
      sessionStorage.setItem(DECLINED_KEY, '1');
    } catch {
      // Without session storage the question may come back next visit.
    }
    close();
  };
  const text =
    suggestion.detectionMethod === 'ip' && suggestion.country
      ? t('languageDetection.fromRegion', {
          country: countryName(suggestion.country, i18n.language),
          language,
        })
      : t('languageSuggestion.text', { language });
  return (
    <Modal
      title={t('languageSuggestion.title')}
      onClose={decline}
      width={400}
      testId="language-suggestion"
      footer={
        <>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              writeKey(PERSISTED_KEYS.languageSuggestionDismissed, 'true');
              dispatch(languageSuggestionDismissed());
              close();
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
              void dispatch(changeLocale(suggestion.language));
              close();
            }}
          >
            {t('languageSuggestion.switch', { language })}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
