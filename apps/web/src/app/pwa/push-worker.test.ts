import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const script = readFileSync(resolve(import.meta.dirname, '../../../public/push-worker.js'), 'utf8');

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

const aWindow = (url: string, focused = true): FakeWindow => ({
  url: `https://courtside.test${url}`,
  focused,
  visibilityState: focused ? 'visible' : 'hidden',
  postMessage: vi.fn(),
  focus: vi.fn(async function (this: FakeWindow) {
    return this;
  }),
});

/** The push script in a service worker's scope, with the app's windows `windows`. */
function worker(windows: FakeWindow[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: 'https://courtside.test' },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
      pushManager: { subscribe: vi.fn(async () => aSubscription('https://push.test/again')) },
    },
    clients: {
      matchAll: async () => [...windows],
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  new Function('self', script)(scope);
  /** Dispatches `type` and waits for what the worker was told to wait for. */
  async function dispatch(type: string, event: object) {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
    });
    await waited;
  }
  return {
    shown,
    opened,
    subscribe: scope.registration.pushManager.subscribe,
    renew: (oldSubscription: object | null, newSubscription: object | null) =>
      dispatch('pushsubscriptionchange', { oldSubscription, newSubscription }),
    push: (notice: object) => dispatch('push', { data: { json: () => notice } }),
    tap: (url: string) =>
      dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } }),
  };
}

/** A subscription as the browser hands it to the worker. */
function aSubscription(endpoint: string, key = 'server-key') {
  const keys = { p256dh: 'BPublicKey', auth: 'AuthSecret' };
  return {
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint, keys }),
  };
}

const request = {
  title: 'New join request',
  body: 'Ana wants to join your match at Pádel Norte.',
  url: '/user/matches/m1/request',
  language: 'ar',
  kind: 'match_request_received',
  id: 'n1',
};

describe('the service worker’s push', () => {
  it('shows a pushed notice in its language and direction, tagged so a retry replaces it', async () => {
    const phone = worker([]);
    await phone.push(request);
    expect(phone.shown).toEqual([
      {
        title: 'New join request',
        options: expect.objectContaining({
          body: request.body,
          lang: 'ar',
          dir: 'rtl',
          tag: 'n1',
          data: { url: '/user/matches/m1/request' },
        }),
      },
    ]);
  });

  it('shows nothing for a push that is not a notice', async () => {
    const phone = worker([]);
    await phone.push({ hello: 'world' });
    expect(phone.shown).toEqual([]);
  });

  it('does not show a chat message to someone reading that chat, but does to anyone else', async () => {
    const message = { ...request, kind: 'chat_message', url: '/user/find-match/m1', id: 'c1' };
    const reading = worker([aWindow('/user/find-match/m1')]);
    await reading.push(message);
    expect(reading.shown).toEqual([]);

    const elsewhere = worker([aWindow('/user/menu')]);
    await elsewhere.push(message);
    const inTheBackground = worker([aWindow('/user/find-match/m1', false)]);
    await inTheBackground.push(message);
    expect([elsewhere.shown.length, inTheBackground.shown.length]).toEqual([1, 1]);
  });

  it('moves an open app to the tapped notice’s screen, or opens one there', async () => {
    const open = aWindow('/user');
    const withApp = worker([aWindow('/user/menu', false), open]);
    await withApp.tap('/user/matches/m1/request');
    expect(open.postMessage).toHaveBeenCalledWith({
      type: 'open-screen',
      url: '/user/matches/m1/request',
    });
    expect(open.focus).toHaveBeenCalled();
    expect(withApp.opened).toEqual([]);

    const closed = worker([]);
    await closed.tap('/user/find-match/m1');
    expect(closed.opened).toEqual(['/user/find-match/m1']);
  });

  it('sends a subscription its browser renewed, with the old endpoint that says whose it was', async () => {
    const sent = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', sent);
    const bodyOf = (call: number) => JSON.parse(String(sent.mock.calls[call]![1].body));
    const phone = worker([]);
    await phone.renew(
      aSubscription('https://push.test/old'),
      aSubscription('https://push.test/new'),
    );
    expect(sent.mock.calls[0]![0]).toBe('/api/push/renewals');
    expect(bodyOf(0)).toEqual({
      oldEndpoint: 'https://push.test/old',
      endpoint: 'https://push.test/new',
      keys: { p256dh: 'BPublicKey', auth: 'AuthSecret' },
    });

    // No new subscription given: the worker subscribes again with the same server key.
    await phone.renew(aSubscription('https://push.test/old', 'the-key'), null);
    expect(phone.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'the-key',
    });
    expect(bodyOf(1).endpoint).toBe('https://push.test/again');

    // Nothing to say whose it was: the app re-sends its subscription when it opens.
    await phone.renew(null, aSubscription('https://push.test/new'));
    expect(sent).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
