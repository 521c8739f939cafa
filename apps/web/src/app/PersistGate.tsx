/** Renders the app once redux-persist has restored the session and settings (or given up after 5 s). */
import { type ReactNode, useSyncExternalStore } from 'react';
import type { Persistor } from 'redux-persist';

export function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const ready = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => false,
  );
  return ready ? children : null;
}
