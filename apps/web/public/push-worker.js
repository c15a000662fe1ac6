/* Push for the installed app (docs/decisions.md, "Push notifications"), loaded into the
 * service worker Workbox builds (vite.config.ts, importScripts). The server words each notice
 * in the device's language and names the screen it opens; this shows it and opens that
 * screen when it is tapped. */

/** A pushed notice: { title, body, url, language, kind, id }, or null when it is not one. */
function noticeOf(data) {
  try {
    const notice = data ? data.json() : null;
    return notice && typeof notice.title === 'string' && typeof notice.url === 'string'
      ? notice
      : null;
  } catch {
    return null;
  }
}

const pathOf = (url) => new URL(url, self.location.origin).pathname;

/** The app's windows on this device, the focused one first. */
async function appWindows() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.sort((a, b) => Number(b.focused) - Number(a.focused));
}

/** A chat's new message is not shown to someone reading that chat: the page has it live. */
async function isLookingAt(url) {
  const windows = await appWindows();
  return windows.some(
    (window) =>
      window.focused && window.visibilityState === 'visible' && pathOf(window.url) === pathOf(url),
  );
}

async function show(notice) {
  if (notice.kind === 'chat_message' && (await isLookingAt(notice.url))) return;
  await self.registration.showNotification(notice.title, {
    body: notice.body,
    lang: notice.language,
    dir: notice.language === 'ar' ? 'rtl' : 'ltr',
    // A notice pushed twice (a retry) replaces itself instead of showing twice.
    tag: notice.id,
    icon: '/pwa-192x192.png',
    data: { url: notice.url },
  });
}

/** Opens the notice's screen: in a window the app already has, or in a new one. */
async function openScreen(url) {
  const [window] = await appWindows();
  if (!window) return self.clients.openWindow(url);
  // The open app moves to the screen itself, keeping what it has loaded.
  window.postMessage({ type: 'open-screen', url });
  // Focusing may be refused (no tap to allow it); the screen has moved all the same.
  return window.focus().catch(() => window);
}

self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data);
  if (notice) event.waitUntil(show(notice));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  // Started before waitUntil, which refuses an event the browser did not send itself.
  const opening = openScreen(typeof url === 'string' ? url : '/user/notifications');
  event.waitUntil(opening);
});

/**
 * The browser renewed the device's subscription by itself (its keys expired, say): the new
 * one is sent with the old endpoint, which says whose it was, so pushes keep arriving before
 * the app is next opened (when it re-sends its subscription anyway).
 */
async function renewSubscription(oldSubscription, newSubscription) {
  if (!oldSubscription) return;
  const renewed =
    newSubscription ||
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: oldSubscription.options.applicationServerKey,
    }));
  const { endpoint, keys } = renewed.toJSON();
  await fetch('/api/push/renewals', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oldEndpoint: oldSubscription.endpoint, endpoint, keys }),
  });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event.oldSubscription, event.newSubscription));
});
