import { useSyncExternalStore } from 'react';

// Chrome fires `beforeinstallprompt` once, early, and only a page that kept the event can offer
// installing later: main.tsx loads this module first, so the event is caught before any screen.

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Starts listening; call once at start. */
export function catchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    kept = null;
    changed();
  });
}

/** Shows the browser's install dialog; failures are only logged, as there is nothing to undo. */
export async function promptInstall(): Promise<void> {
  const event = kept;
  if (!event) return;
  try {
    await event.prompt();
    if ((await event.userChoice).outcome === 'accepted') kept = null;
  } catch (error) {
    console.warn('Install prompt failed', error);
  } finally {
    changed();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offered installing (and it was not used yet). */
export function useInstallOffered(): boolean {
  return useSyncExternalStore(subscribe, () => kept !== null);
}
