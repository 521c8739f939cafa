/** English texts by area; es.ts must have exactly these keys (checked by the type `Messages`). */
import { auth } from './en/auth.js';
import { screens } from './en/screens.js';
import { shell } from './en/shell.js';
import type { Widen } from './types.js';

export const en = { ...shell, ...auth, ...screens } as const;

/** The shape every language must fill. */
export type Messages = Widen<typeof en>;
