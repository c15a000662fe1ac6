import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavigationProgress } from '@/components/route-loading';
import { useToast } from '@/components/toast';
import { onUnauthorized } from '../../lib/api-client';
import { loginPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useNoticeTaps } from '../pwa/notice-taps';
import { OfflineNotice } from '../pwa/offline-notice';
import { useScrollToTopOnNewScreen } from './scroll-to-top';
import styles from './root-layout.module.css';

// The service worker and its Reload prompt (workbox-window) load once the page has loaded.
// Without it the app still works, only without updates offered: a failed load shows nothing.
const ServiceWorkerUpdates = lazy(() =>
  import('../pwa/service-worker').then(
    (module) => ({ default: module.ServiceWorkerUpdates }),
    () => ({ default: () => null }),
  ),
);

/** True once the page has finished loading, in a browser that has service workers. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') return done();
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded;
}

/** The phone-width app column, centred on wider screens, around every screen. */
export function RootLayout() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const toast = useToast();
  const { expire } = useSession();
  // Screens load lazily: a navigation waits for the next screen's code.
  const loadingNextScreen = useNavigation().state === 'loading';
  const pageLoaded = usePageLoaded();
  // Every screen, the sign-in ones included, opens at the top.
  useScrollToTopOnNewScreen();
  useNoticeTaps();

  // SPEC 7: a 401 on any call means the token is no longer good; go and sign in again, and
  // say why, or the user is left wondering what happened.
  useEffect(
    () =>
      onUnauthorized(() => {
        void expire();
        // Signing in again comes back to the page the person was on.
        const { pathname, search } = window.location;
        void navigate(loginPath(pathname + search), { replace: true });
        toast.show({ message: t('session.expired'), severity: 'warning', durationMs: 5000 });
      }),
    [expire, navigate, toast, t],
  );

  return (
    <div className={styles.page}>
      {loadingNextScreen && <NavigationProgress />}
      <div className={styles.column}>
        <OfflineNotice />
        <Outlet />
      </div>
      {pageLoaded && (
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
        </Suspense>
      )}
    </div>
  );
}
