/**
 * Component tests' render: the real store (with a fake fetch), i18n in the chosen language and a memory
 * router, so a component is tested as the app mounts it.
 */
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { i18n, isLanguageLoaded } from '../i18n/index.js';
import { type AppStore, createStore } from '../store/index.js';

export interface RenderOptions {
  /** The first URL the memory router shows. */
  route?: string;
  language?: 'en' | 'es';
  /** Answers the store's API calls; by default every call fails as if offline. */
  fetch?: typeof fetch;
  /** Runs against the store before the first render (log a user in, seat a game…). */
  prepare?(store: AppStore): void;
}

export function renderWithApp(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { store: AppStore } {
  const { store } = createStore({
    fetch: options.fetch ?? (async () => Promise.reject(new TypeError('offline in tests'))),
  });
  options.prepare?.(store);
  const language = options.language ?? 'en';
  // setup.ts loads every language before the tests; the app itself fetches Spanish on first use.
  if (!isLanguageLoaded(language)) throw new Error(`The ${language} texts are not loaded.`);
  void i18n.changeLanguage(language);
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store };
}
