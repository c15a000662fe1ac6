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

/**
 * A notice tapped while the app is open moves the app to the notice's screen, as a link would,
 * instead of loading the app again.
 */
export function useNoticeTaps(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const open = (event: MessageEvent) => {
      if (isOpenScreen(event.data)) void navigate(event.data.url);
    };
    const worker = navigator.serviceWorker;
    worker.addEventListener('message', open);
    return () => worker.removeEventListener('message', open);
  }, [navigate]);
}
