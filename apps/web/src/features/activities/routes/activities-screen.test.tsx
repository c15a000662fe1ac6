import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityOccurrence } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const session = (extra: Partial<ActivityOccurrence> = {}): ActivityOccurrence => ({
  id: 'occ-1',
  activityId: 'act-1',
  name: 'Beginners Clinic',
  date: '2026-12-02T17:15:00.000Z',
  endsAt: '2026-12-02T18:00:00.000Z',
  recurrence: 'weekly',
  seatsnumber: 4,
  seatsLeft: 3,
  price: 1500,
  currency: 'USD',
  gender: 'mix',
  description: null,
  coach: { id: 'coach-1', name: 'Marta Sánchez' },
  court: { id: 'court-1', name: 'Padel 2' },
  club: { id: 'club-1', name: 'Retiro Club', photo: null, timeZone: 'Europe/Madrid' },
  cancelled: false,
  mySeat: 'none',
  myWaitlist: 'none',
  offerUntil: null,
  participants: [],
  ...extra,
});

/** A page of the upcoming sessions as the server answers it. */
const page = (items: ActivityOccurrence[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor },
});

describe('Activities & training', () => {
  it('reads the sessions a page at a time, and filters them on the server', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      session({ id: `occ-${index}`, name: `Clinic ${index}` }),
    );
    network.on('GET', '/api/user/activity/upcoming', page(first, 'after-19'));
    network.on(
      'GET',
      '/api/user/activity/upcoming?cursor=after-19',
      page([session({ id: 'occ-20', name: 'Clinic 20' })]),
    );
    network.on(
      'GET',
      '/api/user/activity/upcoming?club=club-1',
      page([session({ id: 'occ-5', name: 'At Retiro' })]),
    );
    network.on(
      'GET',
      '/api/user/activity/upcoming?club=club-1&date=2026-12-09',
      page([session({ id: 'occ-9', name: 'Only that day' })]),
    );
    const user = userEvent.setup();
    renderApp('/user/activities', { user: anAuthResponse() });
    const list = await screen.findByRole('list', { name: 'Upcoming sessions' });
    // The cards near the end of the first page ask for the next one.
    expect(await within(list).findByText('Clinic 20')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('21');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Club' }), 'Retiro Club');
    expect(await screen.findByText('At Retiro')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-09' } });
    expect(await screen.findByText('Only that day')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Clinic 0')).toBeNull());
    const asked = network.screenRequests().map((request) => request.url);
    expect(asked).toContain('/api/user/activity/upcoming?club=club-1&date=2026-12-09');
  });

  it('shows seats left and leads a booking to the club’s payment screen', async () => {
    network.on('GET', '/api/user/activity/upcoming', page([session()]));
    const user = userEvent.setup();
    const { router } = renderApp('/user/activities', { user: anAuthResponse() });
    const card = (await screen.findByText('Beginners Clinic')).closest('li')!;
    expect(within(card).getByText('3 of 4 seats left')).toBeTruthy();
    expect(within(card).getByText('Wed, Dec 2 · \u206618:15–19:00\u2069')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Book a seat at Beginners Clinic' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/activities/club-1/payment'),
    );
    expect(router.state.location.search).toBe('?occurrence=occ-1');
  });

  it('offers the waitlist on a full session', async () => {
    network.on('GET', '/api/user/activity/upcoming', page([session({ seatsLeft: 0 })]));
    network.on('POST', '/api/user/activity/occurrence/occ-1/waitlist', {
      status: 201,
      body: { position: 2 },
    });
    const user = userEvent.setup();
    renderApp('/user/activities', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Full · Join the waitlist' }));
    expect(await screen.findByText('You are number 2 on the waitlist')).toBeTruthy();
  });

  it('lets a player waiting for a seat leave the line once they confirm', async () => {
    const waiting = session({ seatsLeft: 0, myWaitlist: 'waiting' });
    network.on('GET', '/api/user/activity/upcoming', page([waiting]));
    network.on('DELETE', '/api/user/activity/occurrence/occ-1/waitlist', { status: 204 });
    const user = userEvent.setup();
    renderApp('/user/activities', { user: anAuthResponse() });
    expect(await screen.findByText('On the waitlist')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    expect(within(dialog).getByText(/You lose your turn/)).toBeTruthy();
    network.on('GET', '/api/user/activity/upcoming', page([session({ seatsLeft: 0 })]));
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You have left the waitlist')).toBeTruthy();
    const deletes = network.screenRequests().filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.url)).toEqual(['/api/user/activity/occurrence/occ-1/waitlist']);
    expect(await screen.findByRole('button', { name: 'Full · Join the waitlist' })).toBeTruthy();
  });

  it('gives a booked seat back only once the player confirms', async () => {
    network.on('GET', '/api/user/activity/upcoming', page([session({ mySeat: 'booked' })]));
    const user = userEvent.setup();
    renderApp('/user/activities', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Cancel seat' }));
    const dialog = await screen.findByRole('dialog', {
      // The name is isolated so that a right-to-left title keeps it whole.
      name: 'Cancel your seat at \u2068Beginners Clinic\u2069?',
    });
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my seat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.screenRequests().filter((r) => r.method !== 'GET')).toEqual([]);

    network.on('DELETE', '/api/user/activity/occurrence/occ-1/seat?refundTo=coins', {
      status: 200,
      body: { refundedTo: 'coins', refundedCoins: 150, coinBalance: 150 },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel seat' }));
    const again = await screen.findByRole('dialog');
    // What was paid goes back the way it was paid unless the player takes coins at once.
    expect(
      within(again).getByRole('radio', { name: 'The way I paid, within a few days' }),
    ).toHaveProperty('checked', true);
    await user.click(within(again).getByRole('radio', { name: 'As coins, at once' }));
    await user.click(within(again).getByRole('button', { name: 'Cancel seat' }));
    expect(
      await screen.findByText('Your seat is cancelled. Coins back to your balance: 150.'),
    ).toBeTruthy();
  });

  it('asks before a seat is booked in cash, which books at once', async () => {
    network.on('GET', '/api/user/activity/all?club=club-1', { status: 200, body: [session()] });
    const user = userEvent.setup();
    renderApp('/user/activities/club-1/payment?occurrence=occ-1', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Cash at the club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(
      within(dialog).getByText('You pay at the club. Your coins stay as they are.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.screenRequests().filter((r) => r.method === 'POST')).toEqual([]);

    network.on('POST', '/api/user/activity/occurrence/occ-1/payment/cash', {
      status: 201,
      body: { status: 'confirmed', paymentId: 'payment-1' },
    });
    await user.click(screen.getByRole('button', { name: 'Cash at the club' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm booking' }),
    );
    await waitFor(() =>
      expect(network.screenRequests().filter((r) => r.method === 'POST')).toHaveLength(1),
    );
  });
});
