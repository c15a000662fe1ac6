import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { deviceStore } from '@/lib/device-store';
import { anAuthResponse } from '../../../test/fixtures';
import {
  fakeEndpoint,
  installFakeBrowserPush,
  removeFakeBrowserPush,
} from '../../../test/fake-push';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

afterEach(removeFakeBrowserPush);

const specEntries = [
  'Activities & training',
  'Americano nights',
  'Notification',
  'Coins Pack',
  'My memberships',
  'About Us',
  'FAQ',
  'Privacy Policy',
  'Delete Profile',
  'Select Language',
  'My Booking',
];
/** Reports are the owner's, in the spec's place between Select Language and My Booking; the
 * disputed results of their clubs follow. */
const ownerSpecEntries = [
  ...specEntries.slice(0, -1),
  'Customers',
  'Reports',
  'Receipts',
  'Disputed results',
  'My Booking',
];

const entryNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Menu', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('lists the spec buttons, without the owner-only ones for a player', async () => {
    renderApp('/user/menu', { user: anAuthResponse({ role: 'player' }) });
    await screen.findByRole('heading', { name: 'Menu' });
    expect(entryNames()).toEqual([
      ...specEntries,
      'List your club',
      'Log out',
      'Sign out everywhere',
    ]);
  });

  it('adds Manage Reservation, Add court/future, Customers and Reports for an owner', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: anAuthResponse({ role: 'owner' }) });
    await screen.findByRole('heading', { name: 'Menu' });
    expect(entryNames()).toEqual([
      'Manage Reservation',
      'Weekly series',
      'Add court/future',
      'Staff',
      'Memberships',
      ...ownerSpecEntries,
      'Log out',
      'Sign out everywhere',
    ]);

    await user.click(screen.getByRole('button', { name: 'Manage Reservation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/manage-reservation'));
  });

  it("shows a club's front desk the desk's entry only, and a manager the club's screens", async () => {
    const post = (role: string) => ({
      status: 200,
      body: { post: { club: { id: 'club-1', name: 'Padel Club' }, role } },
    });
    network.on('GET', '/api/user/club-role', post('front_desk'));
    const desk = renderApp('/user/menu', { user: anAuthResponse({ role: 'player' }) });
    await screen.findByRole('button', { name: 'Manage Reservation' });
    expect(entryNames()).toContain('Weekly series');
    expect(entryNames()).not.toContain('Add court/future');
    expect(entryNames()).not.toContain('Reports');
    expect(entryNames()).not.toContain('Staff');
    expect(entryNames()).not.toContain('Memberships');
    desk.unmount();

    network.on('GET', '/api/user/club-role', post('manager'));
    renderApp('/user/menu', { user: anAuthResponse({ role: 'player' }) });
    await screen.findByRole('button', { name: 'Add court/future' });
    expect(entryNames()).toEqual(
      expect.arrayContaining(['Manage Reservation', 'Reports', 'Disputed results']),
    );
    expect(entryNames()).not.toContain('Staff');
    expect(entryNames()).not.toContain('Memberships');
  });

  it("tells a front desk that a club's screen is not part of its role", async () => {
    network.on('GET', '/api/user/club-role', {
      status: 200,
      body: { post: { club: { id: 'club-1', name: 'Padel Club' }, role: 'front_desk' } },
    });
    renderApp('/user/club-courts', { user: anAuthResponse({ role: 'player' }) });
    expect(await screen.findByText('Not part of your role')).toBeTruthy();
  });

  it('leads to activities and training', async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/user/activity/upcoming', {
      status: 200,
      body: { items: [], nextCursor: null },
    });
    const { router } = renderApp('/user/menu', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Activities & training' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/activities'));
    expect(await screen.findByRole('heading', { name: 'Activities & training' })).toBeTruthy();
  });

  it.each([
    ['Add court/future', '/user/club-courts'],
    ['Customers', '/user/customers'],
    ['Reports', '/user/reports'],
    ['Receipts', '/user/club-receipts'],
    ['Disputed results', '/user/disputed-results'],
  ])('leads an owner from %s to its screen', async (entry, path) => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: anAuthResponse({ role: 'owner' }) });
    await user.click(await screen.findByRole('button', { name: entry }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('leads to the coins packs and my bookings', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Coins Pack' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coins-pack'));
    // Screens load lazily: each one is shown, titled, before the user goes on.
    expect(await screen.findByRole('heading', { name: 'Coins Pack' })).toBeTruthy();

    await router.navigate('/user/menu');
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'My Booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-booking'));
  });

  it('logs out: revokes the token, forgets the user, wipes device storage but the language and lands on login', async () => {
    const auth = anAuthResponse();
    network.on('POST', '/api/auth/sign-out', { status: 204 });
    await deviceStore.setItem('user', auth);
    await deviceStore.setItem('token', auth.token);
    await deviceStore.setItem('lang', 'es');
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: auth });

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const signOut = network.requests.find((r) => r.url === '/api/auth/sign-out');
    expect(signOut?.method).toBe('POST');
    expect(signOut?.headers.get('authorization')).toBe(`Bearer ${auth.token}`);
    expect(await deviceStore.keys()).toEqual(['lang']);
    expect(await deviceStore.getItem('lang')).toBe('es');
    await router.navigate('/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signs out everywhere once confirmed: every session ends, the device is wiped but the language', async () => {
    const auth = anAuthResponse();
    network.on('POST', '/api/auth/sign-out-everywhere', { status: 204 });
    await deviceStore.setItem('user', auth);
    await deviceStore.setItem('token', auth.token);
    await deviceStore.setItem('lang', 'en');
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: auth });

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.requests.some((r) => r.url === '/api/auth/sign-out-everywhere')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const call = network.requests.find((r) => r.url === '/api/auth/sign-out-everywhere');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${auth.token}`);
    expect(network.requests.some((r) => r.url === '/api/auth/sign-out')).toBe(false);
    expect(await deviceStore.keys()).toEqual(['lang']);
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    const auth = anAuthResponse();
    network.on('POST', '/api/auth/sign-out-everywhere', { status: 503 });
    await deviceStore.setItem('user', auth);
    await deviceStore.setItem('token', auth.token);
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: auth });

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/menu');
    expect(await deviceStore.getItem('token')).toBe(auth.token);
  });

  it('logs out of push on this phone first: the server forgets it and the browser drops it', async () => {
    const auth = anAuthResponse();
    network.on('POST', '/api/auth/sign-out', { status: 204 });
    network.on('DELETE', '/api/user/me/push/subscriptions', { status: 204 });
    const browser = installFakeBrowserPush({ permission: 'granted', subscribed: true });
    const user = userEvent.setup();
    renderApp('/user/menu', { user: auth });

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    const calls = network.requests.map((r) => `${r.method} ${r.url}`);
    const forgotten = calls.indexOf('DELETE /api/user/me/push/subscriptions');
    expect(forgotten).toBeGreaterThanOrEqual(0);
    // Told while the token still works.
    expect(forgotten).toBeLessThan(calls.indexOf('POST /api/auth/sign-out'));
    expect(network.requests[forgotten]?.body).toEqual({ endpoint: fakeEndpoint });
    expect(browser.unsubscribed).toBe(1);
  });

  it('tells push on this phone of a new language, so pushes come in it', async () => {
    network.on('POST', '/api/user/me/push/subscriptions', { status: 204 });
    installFakeBrowserPush({ permission: 'granted', subscribed: true });
    const user = userEvent.setup();
    renderApp('/user/menu', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Select Language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Language' });
    await user.click(within(dialog).getByRole('radio', { name: 'Español' }));

    await waitFor(() =>
      expect(
        network.requests.find((r) => r.url === '/api/user/me/push/subscriptions')?.body,
      ).toMatchObject({ endpoint: fakeEndpoint, language: 'es' }),
    );
  });

  it('switches to Arabic, right to left, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/user/menu', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Select Language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Language' });
    await user.click(within(dialog).getByRole('radio', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { name: 'القائمة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(await deviceStore.getItem('lang')).toBe('ar');
  });
});
