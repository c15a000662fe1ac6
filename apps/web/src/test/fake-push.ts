/** What a test reads back from the fake browser push. */
export interface FakeBrowserPush {
  /** The options each subscribe was called with. */
  subscribeCalls: PushSubscriptionOptionsInit[];
  /** How many subscriptions were dropped by the browser. */
  unsubscribed: number;
  /** Times the browser was asked for permission. */
  permissionAsks: number;
  subscription: PushSubscription | null;
}

export const fakeEndpoint = 'https://push.example.test/device-1';
const fakeKeys = { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' };

/**
 * A browser with a service worker and push (jsdom has neither): permission starts as
 * `permission` and becomes `answer` when asked; subscribing gives one fake subscription.
 */
export function installFakeBrowserPush(options: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}): FakeBrowserPush {
  const state: FakeBrowserPush = {
    subscribeCalls: [],
    unsubscribed: 0,
    permissionAsks: 0,
    subscription: null,
  };
  const makeSubscription = () =>
    ({
      endpoint: fakeEndpoint,
      toJSON: () => ({ endpoint: fakeEndpoint, keys: fakeKeys }),
      unsubscribe: async () => {
        state.subscription = null;
        state.unsubscribed += 1;
        return true;
      },
    }) as unknown as PushSubscription;
  if (options.subscribed) state.subscription = makeSubscription();
  const pushManager = {
    getSubscription: async () => state.subscription,
    subscribe: async (init: PushSubscriptionOptionsInit) => {
      state.subscribeCalls.push(init);
      state.subscription = makeSubscription();
      return state.subscription;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const notification = {
    permission: options.permission,
    requestPermission: async () => {
      state.permissionAsks += 1;
      notification.permission = options.answer ?? notification.permission;
      return notification.permission;
    },
  };
  define(window, 'Notification', notification);
  define(window, 'PushManager', function PushManager() {});
  define(navigator, 'serviceWorker', {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  return state;
}

const define = (target: object, name: string, value: unknown) =>
  Object.defineProperty(target, name, { configurable: true, value });

/** Puts back the browser jsdom was: no service worker, no push. */
export function removeFakeBrowserPush(): void {
  for (const name of ['Notification', 'PushManager']) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
