import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceStore } from '@/lib/device-store';
import type { AppNotification, NotificationPage } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const booking: AppNotification = {
  id: 'n-booking',
  kind: 'booking_confirmed',
  facts: {
    booking: 'b1',
    club: 'Retiro Club',
    court: 'Padel 1',
    startsAt: '2026-12-01T17:00:00.000Z',
    timeZone: 'Europe/Madrid',
  },
  read: false,
  createdAt: minutesAgo(5),
};
const request: AppNotification = {
  id: 'n-request',
  kind: 'match_request_received',
  facts: { requester: 'Ana Ruiz', club: 'Retiro Club' },
  read: true,
  createdAt: minutesAgo(120),
};

function serve(pages: Record<string, NotificationPage>) {
  for (const [query, page] of Object.entries(pages))
    network.on('GET', `/api/user/me/notifications?${query}`, { status: 200, body: page });
}

describe('Notifications', () => {
  it('lists notifications newest first in words, marks unread ones and counts them on the Menu tab', async () => {
    serve({
      'limit=20': { items: [booking, request], unread: 1, nextCursor: null },
      'limit=1': { items: [booking], unread: 1, nextCursor: 'n-booking' },
    });
    renderApp('/user/notifications', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]?.textContent).toContain('Unread: Booking confirmed');
    expect(rows[0]?.textContent).toContain(
      'Padel 1 at Retiro Club, Dec 1, 2026, 6:00 PM, is yours.',
    );
    expect(rows[0]?.textContent).toContain('5 minutes ago');
    expect(rows[1]?.textContent).toContain('Ana Ruiz wants to join your match at Retiro Club.');
    expect(rows[1]?.textContent).not.toContain('Unread');
    expect(await screen.findByRole('link', { name: 'Menu, unread notifications: 1' })).toBeTruthy();
  });

  it('marks all read: the badge goes and the rows show read', async () => {
    serve({
      'limit=20': { items: [booking], unread: 1, nextCursor: null },
      'limit=1': { items: [booking], unread: 1, nextCursor: null },
    });
    network.on('POST', '/api/user/me/notifications/read', (req) => {
      serve({ 'limit=20': { items: [{ ...booking, read: true }], unread: 0, nextCursor: null } });
      return { status: 200, body: { unread: 0, asked: req.body } };
    });
    const user = userEvent.setup();
    renderApp('/user/notifications', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull(),
    );
    const marked = network.requests.find((r) => r.url === '/api/user/me/notifications/read');
    expect(marked?.body).toEqual({ all: true });
    expect(await screen.findByRole('link', { name: 'Menu' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(list.textContent).not.toContain('Unread'));
  });

  it('opens the booking a notification is about, marking it read', async () => {
    serve({
      'limit=20': { items: [booking], unread: 1, nextCursor: null },
      'limit=1': { items: [booking], unread: 1, nextCursor: null },
    });
    network.on('POST', '/api/user/me/notifications/read', { status: 200, body: { unread: 0 } });
    network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/notifications', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: /Booking confirmed/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-booking'));
    const marked = network.requests.find((r) => r.url === '/api/user/me/notifications/read');
    expect(marked?.body).toEqual({ ids: ['n-booking'] });
  });

  it('pages back to older notifications', async () => {
    serve({
      'limit=20': { items: [booking], unread: 0, nextCursor: 'n-booking' },
      'limit=20&before=n-booking': { items: [request], unread: 0, nextCursor: null },
      'limit=1': { items: [booking], unread: 0, nextCursor: null },
    });
    const user = userEvent.setup();
    renderApp('/user/notifications', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Show older' }));

    expect(await screen.findByText(/Ana Ruiz wants to join/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    serve({
      'limit=20': { items: [], unread: 0, nextCursor: null },
      'limit=1': { items: [], unread: 0, nextCursor: null },
    });
    renderApp('/user/notifications', { user: anAuthResponse() });
    expect(await screen.findByText('Nothing new')).toBeTruthy();
  });
});

describe('booking e-mails', () => {
  const empty = { items: [], unread: 0, nextCursor: null };

  it('turns booking e-mails off and on, kept on the server', async () => {
    serve({ 'limit=20': empty, 'limit=1': empty });
    const settings = { email: 'ana@example.test', verified: true, bookingEmails: true };
    network.on('GET', '/api/user/me/email', { status: 200, body: settings });
    network.on('PUT', '/api/user/me/email/settings', (req) => ({
      status: 200,
      body: { ...settings, ...(req.body as object) },
    }));
    const user = userEvent.setup();
    renderApp('/user/notifications', { user: anAuthResponse() });

    const toggle = await screen.findByRole('switch', {
      name: 'E-mail me booking confirmations and cancellations',
    });
    expect(screen.getByText('They go to ana@example.test.')).toBeTruthy();
    expect(toggle).toHaveProperty('checked', true);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveProperty('checked', false));
    const sent = network.requests.filter((r) => r.url === '/api/user/me/email/settings');
    expect(sent.map((r) => [r.method, r.body])).toEqual([['PUT', { bookingEmails: false }]]);
  });

  it('without a verified address, the switch is off and the profile one tap away', async () => {
    serve({ 'limit=20': empty, 'limit=1': empty });
    network.on('GET', '/api/user/me/email', {
      status: 200,
      body: { email: 'ana@example.test', verified: false, bookingEmails: true },
    });
    renderApp('/user/notifications', { user: anAuthResponse() });

    const toggle = await screen.findByRole('switch', {
      name: 'E-mail me booking confirmations and cancellations',
    });
    expect(toggle).toHaveProperty('checked', false);
    expect(toggle).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Open profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );
  });
});

describe('the unread count on the Menu tab', () => {
  it('follows the live stream without a reload', async () => {
    serve({ 'limit=1': { items: [], unread: 0, nextCursor: null } });
    network.on('GET', '/api/user/me/notifications/stream', {
      status: 200,
      raw: {
        contentType: 'text/event-stream',
        text: 'retry: 3000\n\n: still here\n\nevent: unread\ndata: {"unread":4}\n\n',
      },
    });
    const auth = anAuthResponse();
    await deviceStore.setItem('token', auth.token);
    renderApp('/user/menu', { user: auth });

    // The count arrives after the first one was fetched, over a second connection.
    const badge = { name: 'Menu, unread notifications: 4' };
    expect(await screen.findByRole('link', badge, { timeout: 3_000 })).toBeTruthy();
    const stream = network.requests.find((r) => r.url === '/api/user/me/notifications/stream');
    expect(stream?.headers.get('accept')).toBe('text/event-stream');
    expect(stream?.headers.get('authorization')).toBe(`Bearer ${auth.token}`);
  });

  it('opens the stream again when the server says, as a stopping server does', async () => {
    serve({ 'limit=1': { items: [], unread: 1, nextCursor: null } });
    network.on('GET', '/api/user/me/notifications/stream', {
      status: 200,
      raw: {
        contentType: 'text/event-stream',
        text: 'retry: 3000\n\nevent: unread\ndata: {"unread":1}\n\nretry: 200\n\n',
      },
    });
    renderApp('/user/menu', { user: anAuthResponse() });
    const streams = () =>
      network.requests.filter((r) => r.url === '/api/user/me/notifications/stream');

    await waitFor(() => expect(streams()).toHaveLength(1));
    // 200 ms on, not the 3 s it waits after a stream that ended without a hint.
    await waitFor(() => expect(streams().length).toBeGreaterThanOrEqual(2), { timeout: 1_500 });
  });

  it('opens the stream only once the page has loaded, never holding back the first screen', async () => {
    serve({ 'limit=1': { items: [], unread: 2, nextCursor: null } });
    network.on('GET', '/api/user/me/notifications/stream', {
      status: 200,
      raw: { contentType: 'text/event-stream', text: 'event: unread\ndata: {"unread":2}\n\n' },
    });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderApp('/user/menu', { user: anAuthResponse() });
    const streams = () =>
      network.requests.filter((r) => r.url === '/api/user/me/notifications/stream');

    // The first screen, with its count, comes without the stream.
    expect(await screen.findByRole('link', { name: 'Menu, unread notifications: 2' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streams()).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(streams()).toHaveLength(1));
  });
});
