import type { PushDevice, ReceivedPush } from '../../../server/test/helpers/local-push-service.js';
import { expect } from 'vitest';
import type { CDPSession } from 'playwright-core';
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

/** The phone's service worker registration, as DevTools names it. */
async function registrationOf(cdp: CDPSession): Promise<string> {
  const registration = new Promise<string>((found) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) found(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return registration;
}

/**
 * Hands a push to the phone's service worker, as the browser does when one arrives, and
 * waits until it shows. A worker the browser stopped while idle can miss a push handed to it
 * as it starts again; it is handed again then, as a push service retries one that was not
 * taken (the notice's tag makes a second one replace the first).
 */
export async function deliverPush(
  session: Session,
  payload: { title?: unknown } & Record<string, unknown>,
): Promise<void> {
  const cdp = await session.context.newCDPSession(session.page);
  const registrationId = await registrationOf(cdp);
  const shown = async () =>
    (await shownNotices(session)).some((notice) => notice.title === payload.title);
  for (let attempt = 1; attempt <= 3 && !(await shown()); attempt += 1) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(session.baseUrl).origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(shown, { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  await cdp.detach();
}

interface ShownNotice {
  title: string;
  body: string;
  lang: string;
  dir: string;
  url: unknown;
}

/**
 * The notices the phone shows, read through the page from the worker's registration, which
 * answers whether or not the worker is running at the moment.
 */
export async function shownNotices(session: Session): Promise<ShownNotice[]> {
  return session.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return [];
    return (await registration.getNotifications()).map((notice) => ({
      title: notice.title,
      body: notice.body,
      lang: notice.lang,
      dir: notice.dir,
      url: (notice.data as { url?: unknown } | null)?.url,
    }));
  });
}

/** The phone's service worker, started again if the browser stopped it while idle. */
async function runningWorker(session: Session) {
  const [running] = session.context.serviceWorkers();
  if (running) return running;
  const started = session.context.waitForEvent('serviceworker', { timeout: 20_000 });
  const cdp = await session.context.newCDPSession(session.page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.startWorker', { scopeURL: `${session.baseUrl}/` });
  await cdp.detach();
  return started;
}

/** Taps the notice titled `title` on the phone: its service worker opens the notice's screen. */
export async function tapNotice(session: Session, title: string): Promise<void> {
  await expect
    .poll(async () => (await shownNotices(session)).map((notice) => notice.title), soon)
    .toContain(title);
  const worker = await runningWorker(session);
  await worker.evaluate(async (wanted) => {
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
