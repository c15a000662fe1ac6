import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server: the browser says it is offline, or the last API call
 * got no answer at all (a failed connection, not an error status). The offline notice reads
 * it; the API client reports every call's outcome.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let lastCallUnanswered = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The browser is back on a network: the next call will tell whether the server answers. */
function backOnline(): void {
  lastCallUnanswered = false;
  notify();
}

/** Called by the API client with whether a call got an answer from the server. */
export function reportServerAnswered(answered: boolean): void {
  if (lastCallUnanswered === !answered) return;
  lastCallUnanswered = !answered;
  notify();
}

export function isOffline(): boolean {
  return !navigator.onLine || lastCallUnanswered;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', backOnline);
    window.addEventListener('offline', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', backOnline);
    window.removeEventListener('offline', notify);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
