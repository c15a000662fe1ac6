import { useRegisterSW } from 'virtual:pwa-register/react';
import { onAnswerMismatch } from '@/lib/shared-schemas';
import { ReloadPrompt } from './reload-prompt';

/** How often an open app asks whether a new version has been published. */
export const updateCheckMs = 60 * 60 * 1000;

/**
 * Registers the service worker (docs/decisions.md, "Installable app") and offers the Reload
 * when a new version has been installed beside the running one. Loaded after the first
 * screen has painted, so the sign-in screen never waits for it.
 */
export function ServiceWorkerUpdates({
  useRegister = useRegisterSW,
}: {
  /** The plugin's registration; its tests give the one a browser would run. */
  useRegister?: typeof useRegisterSW;
}) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegister({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const lookForUpdate = () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      // An app kept open for days still hears of new versions, not only on a fresh visit.
      setInterval(lookForUpdate, updateCheckMs);
      // An answer this version cannot read means the server runs a newer one.
      onAnswerMismatch(lookForUpdate);
    },
  });
  if (!needRefresh) return null;
  return (
    <ReloadPrompt
      onReload={() => void updateServiceWorker(true)}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
