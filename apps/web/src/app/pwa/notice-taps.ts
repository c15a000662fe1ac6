import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** What the service worker posts when a pushed notice is tapped (public/push-worker.js). */
interface OpenScreen {
  type: 'open-screen';
  url: string;
}

const isOpenScreen = (data: unknown): data is OpenScreen =>
  typeof data === 'object' &&
  data !== null &&
  (data as OpenScreen).type === 'open-screen' &&
  typeof (data as OpenScreen).url === 'string' &&
  // Only a path in this app: never another site's address.
  (data as OpenScreen).url.startsWith('/') &&
  !(data as OpenScreen).url.startsWith('//');

/** A screen asked for before the app could move (it was still starting), and who moves it. */
let waitingScreen: string | null = null;
let openScreen: ((url: string) => void) | null = null;

// Listened for from the moment this module loads, before the page has finished loading: the
// browser hands the worker's messages out from then, and one sent before the app has drawn
// would otherwise be lost.
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator)
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) =>
    receiveWorkerMessage(event.data),
  );

/** A message from the service worker: a tapped notice's screen is opened, anything else left. */
export function receiveWorkerMessage(data: unknown): void {
  if (!isOpenScreen(data)) return;
  if (openScreen) openScreen(data.url);
  else waitingScreen = data.url;
}

/**
 * A notice tapped while the app is open moves the app to the notice's screen, as a link would,
 * instead of loading the app again.
 */
export function useNoticeTaps(): void {
  const navigate = useNavigate();
  useEffect(() => {
    openScreen = (url) => void navigate(url);
    if (waitingScreen !== null) openScreen(waitingScreen);
    waitingScreen = null;
    return () => {
      openScreen = null;
    };
  }, [navigate]);
}
