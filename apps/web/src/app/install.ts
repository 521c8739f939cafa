/**
 * "Install the app": keeps the browser's install prompt (Chromium's beforeinstallprompt) from start-up,
 * so the Home screen can offer a real Install button; elsewhere the screen explains the browser's menu.
 */
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function listenForInstallPrompt(): void {
  installed = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

export type InstallState = 'installed' | 'available' | 'ios' | 'manual';

function snapshot(): InstallState {
  if (installed) return 'installed';
  if (deferred) return 'available';
  return /iphone|ipad|ipod/i.test(navigator.userAgent) ? 'ios' : 'manual';
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => 'manual',
  );
}

export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  await event.prompt();
  await event.userChoice;
  deferred = null;
  notify();
}
