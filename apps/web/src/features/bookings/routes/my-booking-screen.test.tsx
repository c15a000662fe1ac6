import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { aMyBooking, fixtureNow } from '../../../test/booking-fixtures';
import { aMyFixture, anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

// Now is Friday 20 November 2026, 10:00 in Cairo (08:00 UTC).
const tomorrowEvening = aMyBooking({ id: 'tomorrow' });
const tonight = aMyBooking({
  id: 'tonight',
  date: '2026-11-20',
  startTime: '20:00',
  endTime: '22:00',
  duration: 120,
  startsAt: '2026-11-20T18:00:00.000Z',
  endsAt: '2026-11-20T20:00:00.000Z',
  court: { ...aMyBooking().court, name: 'Court 2' },
});
const lastWeek = aMyBooking({
  id: 'last-week',
  date: '2026-11-14',
  startTime: '09:00',
  endTime: '10:00',
  startsAt: '2026-11-14T07:00:00.000Z',
  endsAt: '2026-11-14T08:00:00.000Z',
});
const cancelledAhead = aMyBooking({
  id: 'cancelled',
  status: 'cancelled',
  date: '2026-11-25',
  startTime: '12:00',
  endTime: '13:00',
  startsAt: '2026-11-25T10:00:00.000Z',
  endsAt: '2026-11-25T11:00:00.000Z',
});

const cards = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((card) => card.textContent);

/** jsdom's Blob has no text(); its FileReader reads it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('My Booking', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow });
    // The server answers Upcoming with the bookings still to play; the screen sorts them.
    network.on('GET', '/api/user/me/bookings?when=upcoming', {
      status: 200,
      body: [tomorrowEvening, tonight],
    });
    network.on('GET', '/api/user/me/bookings/history', {
      status: 200,
      body: { items: [cancelledAhead, lastWeek], nextCursor: null },
    });
    network.on('GET', '/api/user/me/holds', { status: 200, body: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("lists a team's championship matches above the bookings, each opening its page", async () => {
    network.on('GET', '/api/user/me/fixtures', {
      status: 200,
      body: [aMyFixture(), aMyFixture({ fixtureId: 'fixture-2', away: 'Lobos', side: 'away' })],
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    await screen.findByRole('heading', { name: 'Your championship matches' });
    const matches = screen.getAllByRole('link', { name: /Liga de Otoño/ });
    expect(matches.map((link) => link.getAttribute('href'))).toEqual([
      '/user/champion/champ-1',
      '/user/champion/champ-1',
    ]);
    expect(matches[1]!.textContent).toContain('Leones vs Lobos');
    // History is about bookings played: the matches stay with Upcoming.
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(screen.queryByRole('heading', { name: 'Your championship matches' })).toBeNull();
  });

  it('shows upcoming bookings first, soonest first, as weekday | day/month | hour', async () => {
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    await screen.findByRole('list', { name: 'Upcoming' });
    expect(screen.getByRole('button', { name: 'Upcoming', pressed: true })).toBeTruthy();
    const upcoming = cards('Upcoming');
    expect(upcoming).toHaveLength(2);
    expect(upcoming[0]).toContain('Fri | 20/11 | 8 pm');
    expect(upcoming[0]).toContain('Court 2');
    expect(upcoming[1]).toContain('Sat | 21/11 | 6 pm');
    expect(upcoming[1]).toContain('Nile Padel Club');
    // The end time, the price, the method and the state.
    expect(upcoming[1]).toContain('18:00 – 19:00 · $25.00 · Card');
    expect(upcoming[1]).toContain('Paid');
    expect(document.querySelector('main li img')?.getAttribute('src')).toBe(
      '/assets/img/clubs/nile.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'History' }));
    // The list's code arrives with its first page; its skeleton shows meanwhile.
    await screen.findByRole('list', { name: 'History' });
    const history = cards('History');
    expect(history).toHaveLength(2);
    // Cancelled ahead of its day: in History, as its empty state promises, saying so.
    expect(history[0]).toContain('Wed | 25/11 | 12 pm');
    expect(history[0]).toContain('Cancelled');
    expect(history[0]).not.toContain('Cancel booking');
    expect(history[1]).toContain('Sat | 14/11 | 9 am');
    expect(history[1]).not.toContain('Cancelled');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it("opens a paid booking's receipts from its card", async () => {
    network.on('GET', '/api/user/receipts?purpose=booking&subject=tomorrow', {
      status: 200,
      body: {
        items: [
          {
            id: 'receipt-4',
            number: 4,
            kind: 'sale',
            paymentId: 'payment-1',
            issuedAt: '2026-11-19T17:00:00.000Z',
            timeZone: 'Europe/Madrid',
            club: { id: 'club-1', name: 'Club', address: 'Calle Mayor 1', taxId: null },
            item: { purpose: 'booking', name: 'Padel 1', startsAt: null },
            amount: 2500,
            taxRate: 0,
            taxAmount: 0,
            currency: 'USD',
            method: 'card',
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Upcoming' });
    const tomorrowCard = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(tomorrowCard).getByRole('button', { name: 'Receipt' }));
    const link = await within(tomorrowCard).findByRole('link', { name: 'Receipt 4' });
    expect(link.getAttribute('href')).toBe('/user/receipt/receipt-4');
  });

  it('cancels a booking 24 hours or more ahead, after asking, and gives coins when chosen', async () => {
    network.on('DELETE', '/api/booking/tomorrow?refundTo=coins', {
      status: 200,
      body: {
        booking: {
          ...tomorrowEvening,
          status: 'cancelled',
          paymentStatus: 'refunded',
          refundTo: 'coins',
        },
        refundedTo: 'coins',
        refundedAmount: 2500,
        refundedCoins: 250,
        coinBalance: 370,
      },
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    await screen.findByRole('list', { name: 'Upcoming' });
    const [tonightCard, tomorrowCard] = within(
      screen.getByRole('list', { name: 'Upcoming' }),
    ).getAllByRole('listitem');
    // Tonight starts in 10 hours: too late to cancel.
    expect(within(tonightCard!).queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    await user.click(within(tomorrowCard!).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('Court 1 at Nile Padel Club, Sat | 21/11 | 6 pm');
    // The club's 24 hours' notice, on its clock.
    expect(dialog.textContent).toContain('Free cancellation until Fri, Nov 20 18:00 (club time).');
    const choice = within(dialog).getByRole('radiogroup', {
      name: 'How would you like your money back?',
    });
    expect(
      within(choice).getByRole('radio', { name: '$25.00 back to your card, within a few days' }),
    ).toHaveProperty('checked', true);
    await user.click(within(choice).getByRole('radio', { name: 'As 250 coins, at once' }));
    const cancelled = {
      ...tomorrowEvening,
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundTo: 'coins',
    };
    network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [tonight] });
    network.on('GET', '/api/user/me/bookings/history', {
      status: 200,
      body: { items: [cancelled, cancelledAhead, lastWeek], nextCursor: null },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const done = await screen.findByRole('dialog', { name: 'Booking cancelled' });
    expect(done.textContent).toContain(
      'Coins returned to your balance: 250. Your balance is now 370.',
    );
    expect(
      network.requests.some(
        (r) => r.method === 'DELETE' && r.url === '/api/booking/tomorrow?refundTo=coins',
      ),
    ).toBe(true);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    // The card left Upcoming at once; History shows it with what came back.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Upcoming' }).textContent).not.toContain(
        'Sat | 21/11 | 6 pm',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'History' }));
    await screen.findByRole('list', { name: 'History' });
    const card = cards('History').find((text) => text?.includes('Sat | 21/11 | 6 pm'));
    expect(card).toContain('Refunded to coins');
    expect(card).not.toContain('Cancel booking');
  });

  it('sends a card payment back to the card unless the player picks coins', async () => {
    const refunding = {
      ...tomorrowEvening,
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      refundTo: 'provider',
    };
    network.on('DELETE', '/api/booking/tomorrow?refundTo=original', {
      status: 200,
      body: {
        booking: refunding,
        refundedTo: 'provider',
        refundedAmount: 2500,
        refundedCoins: 0,
        coinBalance: 120,
      },
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Upcoming' });
    await user.click(within(list).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [tonight] });
    network.on('GET', '/api/user/me/bookings/history', {
      status: 200,
      body: { items: [refunding, lastWeek], nextCursor: null },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const done = await screen.findByRole('dialog', { name: 'Booking cancelled' });
    expect(done.textContent).toContain('$25.00 goes back the way you paid.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('button', { name: 'History' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'History' }).textContent).toContain(
        'Refund on its way',
      ),
    );
  });

  it('shows what comes back before cancelling a booking to pay at the club', async () => {
    network.on('GET', '/api/user/me/bookings?when=upcoming', {
      status: 200,
      body: [aMyBooking({ id: 'cash', paymentMethod: 'cash', paymentStatus: 'due_at_club' })],
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(card.textContent).toContain('To pay at the club');
    expect(card.textContent).toContain('Cash at the club');
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('Nothing was paid, so nothing will be owed to the club.');
  });

  it('shows a booking waiting for its payment with Resume and Cancel', async () => {
    network.on('GET', '/api/user/me/holds', {
      status: 200,
      body: [
        aMyBooking({
          id: 'held',
          status: 'held',
          paymentStatus: 'pending',
          holdExpiresAt: '2026-11-20T08:08:00.000Z',
          formUrl: '/api/payments/sandbox/p-1?token=t',
        }),
      ],
    });
    network.on('DELETE', '/api/booking/held?refundTo=original', {
      status: 200,
      body: {
        booking: aMyBooking({ id: 'held', status: 'cancelled', paymentStatus: 'cancelled' }),
        refundedTo: 'none',
        refundedAmount: 0,
        refundedCoins: 0,
        coinBalance: 0,
      },
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Upcoming' });
    const held = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Awaiting payment'))!;
    expect(within(held).getByRole('link', { name: 'Resume payment' }).getAttribute('href')).toBe(
      '/api/payments/sandbox/p-1?token=t',
    );
    await user.click(within(held).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('Nothing was charged');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await screen.findByRole('dialog', { name: 'Booking cancelled' });
    expect(within(list).queryByText('Awaiting payment')).toBeNull();
  });

  it('offers a hold whose payment was declined to be paid another way, on its payment screen', async () => {
    network.on('GET', '/api/user/me/holds', {
      status: 200,
      body: [
        aMyBooking({
          id: 'held',
          status: 'held',
          paymentStatus: 'failed',
          holdExpiresAt: '2026-11-20T08:08:00.000Z',
        }),
      ],
    });
    renderApp('/user/my-booking', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Upcoming' });
    const held = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Awaiting payment'))!;
    expect(within(held).queryByRole('link', { name: 'Resume payment' })).toBeNull();
    const other = within(held).getByRole('link', { name: 'Pay another way' });
    const target = new URL(other.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/user/book-court/club-1/payment');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      courtID: 'court-1',
      date: '2026-11-21',
      startTime: '18:00',
      duration: '60',
      declined: '1',
    });
  });

  describe('at a club whose rule refunds a share of a late cancellation', () => {
    const lateTonight = (lateRefundPercent: number) =>
      aMyBooking({
        ...tonight,
        court: {
          ...tonight.court,
          club: { ...tonight.court.club, cancellation: { noticeHours: 12, lateRefundPercent } },
        },
      });

    it('offers to cancel inside the notice and says what comes back now', async () => {
      const booking = lateTonight(50);
      network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [booking] });
      network.on('DELETE', '/api/booking/tonight?refundTo=original', {
        status: 200,
        body: {
          booking: { ...booking, status: 'cancelled', paymentStatus: 'refund_pending' },
          refundedTo: 'provider',
          refundedAmount: 1250,
          refundedCoins: 0,
          coinBalance: 0,
        },
      });
      const user = userEvent.setup();
      renderApp('/user/my-booking', { user: anAuthResponse() });

      // Tonight starts in 10 hours: past the club's 12, but the club refunds half.
      const list = await screen.findByRole('list', { name: 'Upcoming' });
      await user.click(within(list).getByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      expect(dialog.textContent).toContain('Cancelling now refunds 50% ($12.50).');
      const choice = within(dialog).getByRole('radiogroup');
      expect(
        within(choice).getByRole('radio', { name: '$12.50 back to your card, within a few days' }),
      ).toHaveProperty('checked', true);
      expect(within(choice).getByRole('radio', { name: 'As 125 coins, at once' })).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

      const done = await screen.findByRole('dialog', { name: 'Booking cancelled' });
      expect(done.textContent).toContain('$12.50 goes back the way you paid.');
    });

    it('says nothing comes back when the club keeps it all', async () => {
      network.on('GET', '/api/user/me/bookings?when=upcoming', {
        status: 200,
        body: [lateTonight(0)],
      });
      const user = userEvent.setup();
      renderApp('/user/my-booking', { user: anAuthResponse() });

      const list = await screen.findByRole('list', { name: 'Upcoming' });
      await user.click(within(list).getByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      expect(dialog.textContent).toContain(
        'The free cancellation has ended: cancelling now refunds nothing.',
      );
      expect(dialog.textContent).toContain('Nothing of what you paid comes back.');
      expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    });

    it('promises no share of cash still to pay at the club', async () => {
      network.on('GET', '/api/user/me/bookings?when=upcoming', {
        status: 200,
        body: [{ ...lateTonight(50), paymentMethod: 'cash', paymentStatus: 'due_at_club' }],
      });
      const user = userEvent.setup();
      renderApp('/user/my-booking', { user: anAuthResponse() });

      const list = await screen.findByRole('list', { name: 'Upcoming' });
      await user.click(within(list).getByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      expect(dialog.textContent).toContain(
        'The free cancellation has ended, but the club still lets you cancel.',
      );
      expect(dialog.textContent).toContain(
        'Nothing was paid, so nothing will be owed to the club.',
      );
      expect(dialog.textContent).not.toContain('refunds');
    });

    it("names the club's notice when the server finds it too late", async () => {
      const refusing = aMyBooking({
        ...tomorrowEvening,
        court: {
          ...tomorrowEvening.court,
          club: {
            ...tomorrowEvening.court.club,
            cancellation: { noticeHours: 12, lateRefundPercent: null },
          },
        },
      });
      network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [refusing] });
      network.on('DELETE', '/api/booking/tomorrow?refundTo=original', {
        status: 409,
        body: { statusCode: 409, code: 'TOO_LATE_TO_CANCEL', message: 'Too late' },
      });
      const user = userEvent.setup();
      renderApp('/user/my-booking', { user: anAuthResponse() });

      const list = await screen.findByRole('list', { name: 'Upcoming' });
      await user.click(within(list).getByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
      const alert = await screen.findByRole('alertdialog', { name: "Couldn't cancel" });
      expect(alert.textContent).toContain(
        'At this club a booking can be cancelled up to 12 hours before it starts.',
      );
    });
  });

  it('explains when the server finds it too late to cancel', async () => {
    network.on('DELETE', '/api/booking/tomorrow?refundTo=original', {
      status: 409,
      body: { statusCode: 409, code: 'TOO_LATE_TO_CANCEL', message: 'Too late' },
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Upcoming' });
    await user.click(within(list).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const alert = await screen.findByRole('alertdialog', { name: "Couldn't cancel" });
    expect(alert.textContent).toContain('up to 24 hours before it starts');
  });

  it('adds an upcoming booking to the calendar as an .ics file in UTC', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:booking';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    // jsdom cannot download; the link the app clicks is what counts.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Upcoming' });
    const tomorrowCard = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(tomorrowCard).getByRole('button', { name: 'Add to calendar' }));

    expect(downloads).toEqual(['booking-2026-11-21-1800.ics blob:booking']);
    expect(files[0]?.type).toBe('text/calendar;charset=utf-8');
    const ics = await textOf(files[0]!);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('UID:tomorrow@courtside');
    expect(ics).toContain('DTSTART:20261121T160000Z');
    expect(ics).toContain('DTEND:20261121T170000Z');
    expect(ics).toContain('SUMMARY:Court 1 · Nile Padel Club');
    // Commas are escaped in iCalendar text.
    expect(ics).toContain('LOCATION:Nile Padel Club\\, 12 Corniche\\, Cairo');
  });

  it('reports the payment the checkout came back with, then forgets it', async () => {
    network.on('GET', '/api/payments/payment-5', {
      status: 200,
      body: {
        id: 'payment-5',
        purpose: 'booking',
        subjectId: 'tomorrow',
        method: 'card',
        status: 'succeeded',
        amount: 2500,
        currency: 'USD',
      },
    });
    const { router } = renderApp('/user/my-booking?payment=payment-5', {
      user: anAuthResponse(),
    });

    const alert = await screen.findByRole('dialog', { name: 'Booking Successfully' });
    expect(alert.textContent).toContain('Your booking has been added successfully');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows 'Error Booking' when the checkout was declined", async () => {
    network.on('GET', '/api/payments/payment-6', {
      status: 200,
      body: {
        id: 'payment-6',
        purpose: 'booking',
        subjectId: 'tomorrow',
        method: 'card',
        status: 'failed',
        amount: 2500,
        currency: 'USD',
      },
    });
    renderApp('/user/my-booking?payment=payment-6', { user: anAuthResponse() });

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(alert.textContent).toContain('Booking is not available at this time');
  });

  it('goes back to the payment screen of a declined booking whose court is still held', async () => {
    network.on('GET', '/api/payments/payment-7', {
      status: 200,
      body: {
        id: 'payment-7',
        purpose: 'booking',
        subjectId: 'held',
        method: 'card',
        status: 'failed',
        amount: 2500,
        currency: 'USD',
      },
    });
    network.on('GET', '/api/user/me/holds', {
      status: 200,
      body: [
        aMyBooking({
          id: 'held',
          status: 'held',
          paymentStatus: 'failed',
          holdExpiresAt: '2026-11-20T08:08:00.000Z',
        }),
      ],
    });
    network.on('GET', '/api/user/me/coins', { status: 200, body: { balance: 0 } });
    network.on('GET', '/api/user/club/club-1/court?court=court-1', { status: 200, body: [] });
    network.on('GET', '/api/booking/club/club-1/price?court=court-1', { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/my-booking?payment=payment-7', { user: anAuthResponse() });

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/book-court/club-1/payment'),
    );
    expect(new URLSearchParams(router.state.location.search).get('startTime')).toBe('18:00');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    // 08:08 UTC is 10:08 in Cairo.
    const declined = await screen.findByRole('alert');
    expect(declined.textContent).toContain('Payment declined');
    expect(declined.textContent).toContain('Court 1 is still held for you until 10:08');
  });

  it.each([
    ['the hold expired before the approval', 'card', 'expired'],
    ['the wallet declined', 'wallet', 'failed'],
    ['the mobile payment declined', 'mobile', 'failed'],
    ['the hold was given up', 'card', 'cancelled'],
    ['the late approval was refunded', 'wallet', 'refunded'],
  ])("shows 'Error Booking' when %s", async (_, method, status) => {
    network.on('GET', '/api/payments/payment-6', {
      status: 200,
      body: {
        id: 'payment-6',
        purpose: 'booking',
        subjectId: 'tomorrow',
        method,
        status,
        amount: 2500,
        currency: 'USD',
      },
    });
    renderApp('/user/my-booking?payment=payment-6', { user: anAuthResponse() });

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(alert.textContent).toContain('Booking is not available at this time');
  });

  it("shows 'Error Booking' when the payment's outcome cannot be read (network error)", async () => {
    network.on('GET', '/api/payments/payment-6', () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/user/my-booking?payment=payment-6', { user: anAuthResponse() });

    // The read is tried again twice, as any query, before it counts as failed.
    const alert = await screen.findByRole(
      'alertdialog',
      { name: 'Error Booking' },
      { timeout: 8000 },
    );
    expect(alert.textContent).toContain('Booking is not available at this time');
    expect(screen.queryByRole('dialog', { name: 'Booking Successfully' })).toBeNull();
  });

  it('formats money, dates and hours for the current language', async () => {
    network.on('GET', '/api/user/me/bookings?when=upcoming', {
      status: 200,
      body: [tomorrowEvening],
    });
    await i18next.changeLanguage('ar');
    try {
      renderApp('/user/my-booking', { user: anAuthResponse() });
      const [card] = await screen.findAllByRole('listitem');
      const money = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' });
      // The currency is kept in one piece, isolated left to right, inside the Arabic line.
      const price = money
        .formatToParts(25)
        .map(({ type, value }) => (type === 'currency' ? `\u2066${value}\u2069` : value))
        .join('');
      const clock = new Intl.DateTimeFormat('ar', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      });
      const weekday = new Intl.DateTimeFormat('ar', { weekday: 'short', timeZone: 'UTC' });
      expect(card!.textContent).toContain(price);
      expect(card!.textContent).not.toContain('$25.00');
      expect(card!.textContent).toContain(clock.format(Date.UTC(2000, 0, 1, 19)));
      expect(card!.textContent).toContain(weekday.format(new Date('2026-11-21T12:00:00Z')));
      expect(card!.textContent).toContain('مدفوع');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says when there is nothing in either tab', async () => {
    network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [] });
    network.on('GET', '/api/user/me/bookings/history', {
      status: 200,
      body: { items: [], nextCursor: null },
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });

    expect(await screen.findByText('No upcoming bookings')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('No past bookings yet')).toBeTruthy();
  });

  it('reads History only once opened, and its next page as the list comes to its end', async () => {
    const older = aMyBooking({
      id: 'older',
      date: '2026-11-02',
      startTime: '09:00',
      endTime: '10:00',
      startsAt: '2026-11-02T07:00:00.000Z',
      endsAt: '2026-11-02T08:00:00.000Z',
    });
    network.on('GET', '/api/user/me/bookings/history', {
      status: 200,
      body: { items: [lastWeek], nextCursor: 'after-last-week' },
    });
    network.on('GET', '/api/user/me/bookings/history?cursor=after-last-week', {
      status: 200,
      body: { items: [older], nextCursor: null },
    });
    const user = userEvent.setup();
    renderApp('/user/my-booking', { user: anAuthResponse() });
    await screen.findByRole('list', { name: 'Upcoming' });
    const historyAsked = () =>
      network.requests.filter((r) => r.url.startsWith('/api/user/me/bookings/history'));
    expect(historyAsked()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(cards('History')).toHaveLength(2));
    expect(cards('History')[1]).toContain('Mon | 2/11 | 9 am');
    expect(historyAsked().map((r) => r.url)).toEqual([
      '/api/user/me/bookings/history',
      '/api/user/me/bookings/history?cursor=after-last-week',
    ]);
  });
});
