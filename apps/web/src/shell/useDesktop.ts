/** True while the window is wider than spec §9's 768 breakpoint. */
import { DESKTOP_BREAKPOINT } from '@cardroom/protocol';
import { useSyncExternalStore } from 'react';

const QUERY = `(min-width: ${DESKTOP_BREAKPOINT + 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
