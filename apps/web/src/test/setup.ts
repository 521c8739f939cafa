/** Loads the Spanish texts (a lazy chunk in the app) and unmounts what each component test rendered. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLanguage } from '../i18n/index.js';

beforeAll(() => loadLanguage('es'));
afterEach(() => cleanup());
