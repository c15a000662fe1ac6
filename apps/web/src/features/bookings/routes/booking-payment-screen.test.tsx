import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCourtDetail, aMyBooking, clubSummary, fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network, paymentStartFailures } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const slot = {
  court: 'Court 1',
  courtID: 'c1',
  clubID: 'club-1',
  photo: clubSummary.photo,
  date: '2026-11-21',
  startTime: '19:00',
  endTime: '21:00',
  duration: '120',
};
const paymentPath = `/user/book-court/club-1/payment?${new URLSearchParams(slot)}`;

const sentBody = {
  court: 'Court 1',
  courtID: 'c1',
  clubID: 'club-1',
  date: '2026-11-21',
  startTime: '19:00',
  endTime: '21:00',
  duration: 120,
  isAvailable: false,
};

const confirmed = (method: string) => ({
  status: 201,
  body: {
    status: 'confirmed',
    booking: aMyBooking({ paymentMethod: 'cash' }),
    paymentId: `payment-${method}`,
    holdExpiresAt: null,
  },
});

const conflict = (code: string, message: string) => apiRefusal(409, code, message);

// The checkout opens in this tab; jsdom cannot navigate, so the call itself is what counts.
const assign = vi.fn();

function renderPayment(balance = 120) {
  network.on('GET', '/api/user/me/coins', { status: 200, body: { balance } });
  const user = userEvent.setup();
  const view = renderApp(paymentPath, { user: anAuthResponse() });
  return { user, ...view };
}

const method = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Payment method' })).getByRole('button', { name });

/** Cash and coins book only once the player confirms what they are booking. */
async function confirmBooking(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
}

/** A method's button once the price (and for coins the balance) has loaded. */
async function usableMethod(name: RegExp) {
  await waitFor(() => expect(method(name)).toHaveProperty('disabled', false), { timeout: 3000 });
  return method(name);
}

describe('Booking payment', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    network.on('GET', '/api/user/club/club-1/court?court=c1', {
      status: 200,
      body: [aCourtDetail({ id: 'c1' })],
    });
    network.on('GET', '/api/booking/club/club-1/price?court=c1', {
      status: 200,
      body: [{ price: 2500, currency: 'USD', sport: 'padel', courtId: 'c1', peaks: [] }],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('shows the club, court, day, hours and the price of 120 minutes, and the methods', async () => {
    renderPayment();

    expect(await screen.findByRole('heading', { name: clubSummary.name })).toBeTruthy();
    expect(screen.getByText('Court 1')).toBeTruthy();
    expect(screen.getByText('Saturday, November 21, 2026')).toBeTruthy();
    expect(screen.getByText('19:00 – 21:00')).toBeTruthy();
    // The server's price per 60 minutes, twice.
    expect(await screen.findByText('$50.00')).toBeTruthy();
    expect(document.querySelector('main img')?.getAttribute('src')).toBe(clubSummary.photo);

    const names = within(screen.getByRole('group', { name: 'Payment method' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.slice(0, 4)).toEqual([
      'Mobile wallet',
      'Mobile payment',
      'Card',
      'Cash at the club',
    ]);
    // $50.00 is 500 coins; 120 are not enough.
    await waitFor(() =>
      expect(method(/^Coins/).textContent).toBe('Coins500 coins · your balance is only 120'),
    );
    expect(method(/^Coins/)).toHaveProperty('disabled', true);
  });

  it('confirms a cash booking at once and goes to my bookings', async () => {
    network.on('POST', '/api/booking/payment/cash', confirmed('cash'));
    network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [aMyBooking()] });
    const { user, router } = renderPayment();

    await user.click(await usableMethod(/^Cash at the club/));
    await confirmBooking(user);

    const alert = await screen.findByRole('dialog', { name: 'Booking Successfully' });
    // The confirmation says the club's rule for the booking made (Sat 18:00 in Cairo).
    expect(
      within(alert).getByText(
        'Your booking has been added successfully. Free cancellation until Fri, Nov 20 18:00 (club time). After that, it can no longer be cancelled.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-booking'));
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.url).toBe('/api/booking/payment/cash');
    expect(sent?.body).toEqual(sentBody);
  });

  it("says the club's cancellation rule before the player pays, and once more before a cash booking", async () => {
    network.on('GET', '/api/user/club/club-1/court?court=c1', {
      status: 200,
      body: [
        aCourtDetail({
          id: 'c1',
          club: { ...clubSummary, cancellation: { noticeHours: 12, lateRefundPercent: 50 } },
        }),
      ],
    });
    const { user } = renderPayment();

    // Saturday 19:00 in Cairo, 12 hours' notice; half of $50.00 after that.
    const rule =
      'Free cancellation until Sat, Nov 21 07:00 (club time). After that, cancelling refunds 50% ($25.00).';
    expect(await screen.findByText(rule)).toBeTruthy();
    await user.click(await usableMethod(/^Cash at the club/));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(within(dialog).getByText(rule)).toBeTruthy();
  });

  it('says when a club refuses late cancellations', async () => {
    renderPayment();
    expect(
      await screen.findByText(
        'Free cancellation until Fri, Nov 20 19:00 (club time). After that, it can no longer be cancelled.',
      ),
    ).toBeTruthy();
  });

  it('asks before a cash booking and books nothing when the player steps back', async () => {
    const { user } = renderPayment();

    await user.click(await usableMethod(/^Cash at the club/));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    const rows = within(dialog)
      .getAllByRole('definition')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      clubSummary.name,
      'Court 1',
      'Saturday, November 21, 2026',
      '19:00 – 21:00',
      '$50.00',
      'Cash at the club',
      '120 coins',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the price in coins and the balance left before paying with coins', async () => {
    const { user } = renderPayment(600);

    await user.click(await usableMethod(/^Coins/));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(within(dialog).getByText('$50.00 (500 coins)')).toBeTruthy();
    expect(within(dialog).getByText('100 coins')).toBeTruthy();
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('pays with coins when the balance covers the booking', async () => {
    network.on('POST', '/api/booking/payment/coins', confirmed('coins'));
    const { user } = renderPayment(600);

    await user.click(await usableMethod(/^Coins/));
    await confirmBooking(user);
    expect(await screen.findByRole('dialog', { name: 'Booking Successfully' })).toBeTruthy();
  });

  it('says so clearly when the coins do not cover the booking after all', async () => {
    network.on(
      'POST',
      '/api/booking/payment/coins',
      conflict('NOT_ENOUGH_COINS', 'This booking costs 500 coins; you have 100.'),
    );
    const { user } = renderPayment(600);

    await user.click(await usableMethod(/^Coins/));
    await confirmBooking(user);
    const alert = await screen.findByRole('alertdialog', { name: 'Not enough coins' });
    expect(within(alert).getByText(/Buy a coin pack/)).toBeTruthy();
  });

  it("shows 'Error Booking', then the fresh grid, when the slot was taken meanwhile", async () => {
    network.on('POST', '/api/booking/payment/card', conflict('SLOT_TAKEN', 'Already Booked'));
    const { user, router } = renderPayment();

    await user.click(await usableMethod(/^Card/));

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/book-court/club-1/payment');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/book-court/club-1'));
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('court'), query.get('date')]).toEqual(['c1', '2026-11-21']);
    expect(assign).not.toHaveBeenCalled();
  });

  const failures = {
    ...paymentStartFailures,
    'the slot taken meanwhile': () => conflict('SLOT_TAKEN', 'Already Booked'),
    'the slot closed meanwhile': () => conflict('SLOT_UNAVAILABLE', 'Not available'),
    // A retry whose hold lapsed (or whose payment was declined) before it was approved.
    'the hold expired before approval': () =>
      conflict('PAYMENT_ENDED', 'This payment has ended; start a new one'),
  };
  const methods = [
    ['wallet', /^Mobile wallet/],
    ['mobile', /^Mobile payment/],
    ['card', /^Card/],
    ['cash', /^Cash at the club/],
    ['coins', /^Coins/],
  ] as const;
  const cases = methods.flatMap(([name, button]) =>
    Object.keys(failures).map((failure) => [name, failure, button] as const),
  );

  it.each(cases)("%s: shows 'Error Booking' on %s", async (name, failure, button) => {
    network.on('POST', `/api/booking/payment/${name}`, failures[failure as keyof typeof failures]);
    const { user } = renderPayment(600);

    await user.click(await usableMethod(button));
    if (name === 'wallet') {
      const dialog = await screen.findByRole('dialog', { name: 'Mobile wallet' });
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    }
    if (name === 'cash' || name === 'coins') await confirmBooking(user);

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [conflict('TOO_MANY_HOLDS', 'You have 3 unpaid bookings'), 'Too many unpaid bookings'],
    [conflict('TOO_MANY_CASH_BOOKINGS', 'You have 4'), 'Too many bookings to pay in cash'],
    [
      {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Bookings open up to 60 days ahead',
          details: [{ field: 'body.date', message: 'Bookings open up to 60 days ahead' }],
        },
      },
      'Too far ahead',
    ],
  ])('names the limit the server refused the booking for', async (reply, title) => {
    network.on('POST', '/api/booking/payment/cash', reply);
    const { user, router } = renderPayment();

    await user.click(await usableMethod(/^Cash at the club/));
    await confirmBooking(user);

    expect(await screen.findByRole('alertdialog', { name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/book-court/club-1/payment');
  });

  it("shows 'Error Booking' for any other failure", async () => {
    network.on('POST', '/api/booking/payment/mobile', {
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' },
    });
    const { user, router } = renderPayment();

    await user.click(await usableMethod(/^Mobile payment/));

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/book-court/club-1/payment');
  });

  it("opens the card provider's checkout page in this tab", async () => {
    network.on('POST', '/api/booking/payment/card', {
      status: 201,
      body: {
        status: 'pending',
        booking: aMyBooking({ status: 'held' }),
        paymentId: 'payment-9',
        formUrl: '/api/payments/sandbox/payment-9?token=t',
        holdExpiresAt: '2026-11-20T08:10:00.000Z',
      },
    });
    const { user } = renderPayment();

    await user.click(await usableMethod(/^Card/));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/payment-9?token=t'),
    );
    // Busy until the browser has left: nobody pays twice.
    expect(method(/^Mobile wallet/)).toHaveProperty('disabled', true);

    // Back from the checkout, the browser may show this page as it was left.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(method(/^Mobile wallet/)).toHaveProperty('disabled', false);
  });

  it('books once on a double tap, sending one Idempotency-Key', async () => {
    network.on('POST', '/api/booking/payment/card', {
      status: 201,
      body: {
        status: 'pending',
        booking: aMyBooking({ status: 'held' }),
        paymentId: 'payment-9',
        formUrl: '/api/payments/sandbox/payment-9?token=t',
        holdExpiresAt: '2026-11-20T08:10:00.000Z',
      },
    });
    renderPayment();
    const card = await usableMethod(/^Card/);

    // Both taps land before the screen can redraw the button as busy.
    act(() => {
      card.click();
      card.click();
    });

    await waitFor(() => expect(assign).toHaveBeenCalled());
    const posts = network.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByText('Already Booked')).toBeNull();
  });

  it('retries a payment that got no answer under the same Idempotency-Key', async () => {
    let lost = true;
    network.on('POST', '/api/booking/payment/cash', () => {
      if (!lost) return confirmed('cash');
      lost = false;
      throw new TypeError('Failed to fetch');
    });
    network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [] });
    const { user } = renderPayment();

    await user.click(await usableMethod(/^Cash at the club/));
    await confirmBooking(user);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await user.click(await usableMethod(/^Cash at the club/));
    await confirmBooking(user);

    expect(await screen.findByRole('dialog', { name: 'Booking Successfully' })).toBeTruthy();
    const keys = network.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("asks the mobile wallet for the payer's phone and sends it", async () => {
    network.on('POST', '/api/booking/payment/wallet', {
      status: 201,
      body: {
        status: 'pending',
        booking: aMyBooking({ status: 'held' }),
        paymentId: 'payment-10',
        url: '/api/payments/sandbox/payment-10?token=t',
        holdExpiresAt: '2026-11-20T08:10:00.000Z',
      },
    });
    const { user } = renderPayment();

    await user.click(await usableMethod(/^Mobile wallet/));
    const dialog = await screen.findByRole('dialog', { name: 'Mobile wallet' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    // Issue 40: a Spanish mobile kept whole, where the 3-4-3 mask once dropped a digit.
    await user.type(phone, '+34 612 000 222');
    expect(phone).toHaveProperty('value', '+34 612 00 02 22');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/payment-10?token=t'),
    );
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ ...sentBody, phone: '+34612000222' });
  });
});
