/**
 * Renders the app once redux-persist has restored the session and settings (or given up after 5 s) and
 * the restored language's texts are loaded (locale-sync.ts); after that it never hides the app again.
 */
import { type ReactNode, useRef, useSyncExternalStore } from 'react';
import type { Persistor } from 'redux-persist';
import { languageSettled, subscribeLanguageSettled } from './locale-sync.js';

export function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => false,
  );
  const language = useSyncExternalStore(subscribeLanguageSettled, languageSettled, () => false);
  // Only the first render waits: a language chosen later switches in place, without unmounting the app.
  const opened = useRef(false);
  if (restored && language) opened.current = true;
  return opened.current ? children : null;
}
