/** Spanish texts by area: the same keys as en.ts, enforced by `Messages`. */
import type { Messages } from './en.js';
import { auth } from './es/auth.js';
import { screens } from './es/screens.js';
import { shell } from './es/shell.js';

export const es: Messages = { ...shell, ...auth, ...screens };
