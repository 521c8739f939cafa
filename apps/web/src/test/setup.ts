/**
 * Loads the Spanish texts (a lazy chunk in the app), starts each component test with empty storage and
 * unmounts what it rendered. The store rehydrates its persisted session (and settings) from localStorage a
 * moment after it starts, so without the clearing a test could read back the user an earlier test kept:
 * every test starts signed out unless it sets a session itself. The app keeps no session outside the store.
 * findBy and waitFor wait up to 5 s rather than Testing Library's 1 s: three simulated DOMs share two cores in CI.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { loadLanguage } from '../i18n/index.js';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => loadLanguage('es'));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => cleanup());
