/**
 * Renders the app once redux-persist has restored the session and settings (or given up after 5 s) and
 * the restored language's texts are loaded (locale-sync.ts).
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import type { Persistor } from 'redux-persist';
import { languageSettled, subscribeLanguageSettled } from './locale-sync.js';

export function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => false,
  );
  const language = useSyncExternalStore(subscribeLanguageSettled, languageSettled, () => false);
  return restored && language ? children : null;
}
