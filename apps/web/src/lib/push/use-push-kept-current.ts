import { useEffect } from 'react';
import { currentLanguage } from '../i18n';

/** Once per visit: the subscription is told again after the first screen has settled. */
let toldThisVisit = false;
const afterFirstScreenMs = 3000;

/**
 * Keeps the server's copy of this device's push subscription current when the app opens
 * (lib/push/device-push.ts, keepPushCurrent). Its code loads only then, off the first paint.
 */
export function usePushKeptCurrent(): void {
  useEffect(() => {
    if (toldThisVisit || !('serviceWorker' in navigator)) return;
    const timer = setTimeout(() => {
      toldThisVisit = true;
      void import('./device-push')
        .then(({ keepPushCurrent }) => keepPushCurrent(currentLanguage()))
        .catch(() => undefined);
    }, afterFirstScreenMs);
    return () => clearTimeout(timer);
  }, []);
}
