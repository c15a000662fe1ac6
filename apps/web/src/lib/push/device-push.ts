import { addPushSubscription } from '../api/add-push-subscription';
import { fetchPushKey } from '../api/push-key';
import { removePushSubscription } from '../api/remove-push-subscription';
import type { LanguageCode } from '../i18n';

/**
 * This device's push (docs/decisions.md, "Push notifications"): whether the browser can show
 * notices, and subscribing it to the server's pushes through the service worker.
 */
export type DevicePush =
  /** This server does not push (it has no keys): there is nothing to offer. */
  | 'unavailable'
  /** The browser cannot take pushes (no service worker or push manager). */
  | 'unsupported'
  /** The person refused notifications in the browser; only its settings can allow them again. */
  | 'blocked'
  | 'off'
  | 'on';

/** How long the service worker may take to be ready before push counts as unavailable. */
const workerWaitMs = 10_000;

export const browserCanPush = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The active service worker's registration, or null when none becomes ready in time. */
async function readyWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!browserCanPush()) return null;
  const timeout = new Promise<null>((done) => setTimeout(() => done(null), workerWaitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's subscription; asked without waiting, as a device with no worker has none. */
async function subscriptionOfDevice(): Promise<PushSubscription | null> {
  if (!browserCanPush()) return null;
  const worker = await navigator.serviceWorker.getRegistration();
  return (await worker?.pushManager.getSubscription()) ?? null;
}

/** Where this device stands; a device subscribed in the browser but not yet on the server is off. */
export async function devicePush(): Promise<DevicePush> {
  if ((await fetchPushKey()) === null) return 'unavailable';
  if (!browserCanPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await subscriptionOfDevice()) ? 'on' : 'off';
}

/** Tells the server of this device's subscription, in the language its pushes are worded in. */
function keepSubscription(subscription: PushSubscription, language: LanguageCode) {
  const { endpoint = subscription.endpoint, keys } = subscription.toJSON();
  const { p256dh = '', auth = '' } = keys ?? {};
  return addPushSubscription({ endpoint, keys: { p256dh, auth }, language, label: deviceLabel() });
}

/** A short name for the device in the person's data export ("Chrome on Android"). */
function deviceLabel(): string {
  return navigator.userAgent.slice(0, 200);
}

/**
 * Asks the browser for permission (the person has just tapped to turn push on), subscribes
 * this device and tells the server. Answers where the device stands afterwards.
 */
export async function turnOnPush(language: LanguageCode): Promise<DevicePush> {
  const key = await fetchPushKey();
  if (key === null) return 'unavailable';
  const worker = await readyWorker();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  await keepSubscription(subscription, language);
  return 'on';
}

/**
 * Stops pushes to this device: the server forgets it and the browser drops it. Dropped even
 * when the server could not be told: its next push to the device is refused and it forgets.
 */
export async function turnOffPush(): Promise<void> {
  const subscription = await subscriptionOfDevice();
  if (!subscription) return;
  try {
    await removePushSubscription(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}

/**
 * Tells the server this device's subscription again, in `language`: after a language change
 * (pushes are worded on the server), and when the app opens, as the browser may have renewed
 * the subscription since. A device not subscribed has nothing to tell.
 */
export async function keepPushCurrent(language: LanguageCode): Promise<void> {
  if (!browserCanPush() || Notification.permission !== 'granted') return;
  const subscription = await subscriptionOfDevice();
  if (subscription) await keepSubscription(subscription, language);
}
