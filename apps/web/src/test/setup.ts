/** Unmounts what each component test rendered, so tests never see each other's DOM. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
