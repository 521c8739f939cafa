// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18n, isLanguageLoaded } from '../i18n/index.js';
import { createStore } from '../store/index.js';
import { localeSet } from '../store/settings-slice.js';
import { languageSettled, subscribeLanguageSettled, syncLocale } from './locale-sync.js';

describe('syncLocale', () => {
  it('fetches Spanish on first choice and switches only once its texts are in', async () => {
    const { store } = createStore({ fetch: async () => Promise.reject(new TypeError('offline')) });
    const stop = syncLocale(store);
    expect(languageSettled()).toBe(true);
    expect(isLanguageLoaded('es')).toBe(false);

    const settledAgain = new Promise<void>((resolve) => {
      const unsubscribe = subscribeLanguageSettled(() => {
        if (languageSettled()) {
          unsubscribe();
          resolve();
        }
      });
    });
    store.dispatch(localeSet('es'));
    // Still English while the chunk loads: no half-translated screen.
    expect(languageSettled()).toBe(false);
    expect(i18n.language).toBe('en');

    await settledAgain;
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common.appName')).toBeTruthy();
    expect(i18n.t('game.balance', { coins: '1' })).not.toBe(
      i18n.getFixedT('en')('game.balance', { coins: '1' }),
    );
    stop();
  });
});
