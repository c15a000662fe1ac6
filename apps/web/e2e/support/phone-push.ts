import type { PushDevice, ReceivedPush } from '../../../server/test/helpers/local-push-service.js';
import { expect } from 'vitest';
import type { Session } from './browser.js';

const soon = { timeout: 20_000 };

/**
 * Push on a journey's phone. This Chromium cannot reach its vendor's push service, so the
 * browser's subscribe answers with a subscription at the journey's local push service, with
 * the device's own keys; all that follows is real: the app hands it to the server, the server
 * encrypts each notice for it, the local service decrypts what a phone would read, and the
 * phone's service worker is handed that push through DevTools as the browser hands one.
 * The phone must be opened with its service worker allowed.
 */
export async function givePhonePush(session: Session, device: PushDevice): Promise<void> {
  await session.context.grantPermissions(['notifications'], { origin: session.baseUrl });
  await session.context.addInitScript(({ endpoint, keys }) => {
    // Kept across the page's loads, as the browser keeps a subscription.
    const marker = 'journey-push-subscribed';
    const subscription = () => ({
      endpoint,
      toJSON: () => ({ endpoint, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(marker);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(marker, 'yes');
      return subscription() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return localStorage.getItem(marker) ? (subscription() as unknown as PushSubscription) : null;
    };
  }, device);
}

/** Waits for the server's push to a device that `matches`, as the phone reads it. */
export async function pushedWhere(
  pushes: () => ReceivedPush[],
  matches: (payload: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const found = () => pushes().find((push) => matches(push.payload))?.payload;
  await expect.poll(found, soon).toBeDefined();
  return found()!;
}

/** Hands a push to the phone's service worker, as the browser does when one arrives. */
export async function deliverPush(session: Session, payload: unknown): Promise<void> {
  const cdp = await session.context.newCDPSession(session.page);
  const registration = new Promise<string>((found) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) found(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(session.baseUrl).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

interface ShownNotice {
  title: string;
  body: string;
  lang: string;
  dir: string;
  url: unknown;
}

/** The notices the phone shows (its service worker's). */
export async function shownNotices(session: Session): Promise<ShownNotice[]> {
  const [worker] = session.context.serviceWorkers();
  if (!worker) return [];
  return worker.evaluate(async () => {
    const scope = globalThis as unknown as { registration: ServiceWorkerRegistration };
    return (await scope.registration.getNotifications()).map((notice) => ({
      title: notice.title,
      body: notice.body,
      lang: notice.lang,
      dir: notice.dir,
      url: (notice.data as { url?: unknown } | null)?.url,
    }));
  });
}

/** Taps the notice titled `title` on the phone: its service worker opens the notice's screen. */
export async function tapNotice(session: Session, title: string): Promise<void> {
  await expect
    .poll(async () => (await shownNotices(session)).map((notice) => notice.title), soon)
    .toContain(title);
  const [worker] = session.context.serviceWorkers();
  await worker!.evaluate(async (wanted) => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const notices = await scope.registration.getNotifications();
    const notice = notices.find((shown) => shown.title === wanted)!;
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notice }));
  }, title);
}
