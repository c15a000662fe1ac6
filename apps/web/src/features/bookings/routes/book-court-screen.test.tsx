import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCourtDetail, aMyBooking, clubSummary, fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const courts = [
  aCourtDetail({ id: 'c1', name: 'Court 1', photo: '/assets/img/courts/1.jpg' }),
  aCourtDetail({ id: 'c2', name: 'Court 2' }),
];
// Cairo-local hours taken on Saturday 21 November: 10 on court 1 only, 18 on both, 20 on court 2.
const taken = [
  { courtId: 'c1', hour: 10 },
  { courtId: 'c1', hour: 18 },
  { courtId: 'c2', hour: 18 },
  { courtId: 'c2', hour: 20 },
].map(({ courtId, hour }) => ({
  courtId,
  date: '2026-11-21',
  startTime: `${hour}:00`,
  endTime: `${hour + 1}:00`,
  duration: 60,
}));

const screenPath = '/user/book-court/club-1?court=c1%2Cc2&date=2026-11-21';

function renderBookCourt() {
  const user = userEvent.setup();
  const view = renderApp(screenPath, { user: anAuthResponse() });
  return { user, ...view };
}

const slot = (label: string) =>
  within(screen.getByRole('group', { name: 'Hours' })).getByRole('button', {
    name: new RegExp(`^${label},`),
  });

/** Prices keep their own direction in a <bdi>, so their line is matched as a whole. */
const priceLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

async function expectToast(...lines: string[]) {
  const toast = await screen.findByRole('alert');
  for (const line of lines) expect(within(toast).getByText(line)).toBeTruthy();
  expect(toast.closest('[data-position="top"]')).toBeTruthy();
}

describe('Book court in a club', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow });
    network.on('GET', '/api/user/club/club-1/court?court=c1%2Cc2', { status: 200, body: courts });
    network.on('GET', '/api/booking?date=2026-11-21&court=c1%2Cc2', { status: 200, body: taken });
    network.on('GET', '/api/user/me/holds', { status: 200, body: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows closed hours as unavailable and says why the club is closed', async () => {
    network.on('GET', '/api/user/club/club-1/closed?date=2026-11-21', {
      status: 200,
      body: {
        date: '2026-11-21',
        opening: { weekday: 6, open: true, opens: '06:00', closes: '23:00' },
        courts: [
          {
            courtId: 'c1',
            halfHours: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'],
            reason: 'Resurfacing',
          },
          {
            courtId: 'c2',
            halfHours: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'],
            reason: 'Resurfacing',
          },
        ],
      },
    });
    renderBookCourt();

    await screen.findByRole('group', { name: 'Hours' });
    expect(screen.getByText('Closed: \u2068Resurfacing\u2069')).toBeTruthy();
    expect(slot('11:00').getAttribute('aria-label')).toBe('11:00, Not available');
    expect(slot('13:00').getAttribute('aria-label')).toBe('13:00, Available');
  });

  it("shows the club, the union of the courts' hours and each court with its price", async () => {
    const { user } = renderBookCourt();

    expect(await screen.findByRole('heading', { name: clubSummary.name })).toBeTruthy();
    await screen.findByRole('group', { name: 'Hours' });
    expect(screen.getAllByRole('button', { name: /^\d\d:00,/ })).toHaveLength(24);
    expect(slot('05:00').getAttribute('aria-label')).toBe('05:00, Not available');
    expect(slot('10:00').getAttribute('aria-label')).toBe('10:00, Available');
    expect(slot('18:00').getAttribute('aria-label')).toBe('18:00, Booked');
    expect(
      screen.getByRole('button', { name: 'Sat 21, Saturday, November 21, 2026' }),
    ).toHaveProperty('ariaPressed', 'true');

    const list = screen.getByRole('list', { name: 'Courts' });
    expect(within(list).getAllByText(priceLine('$25.00 / 60 min'))).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '120 min' }));
    // SPEC 9: 120 minutes cost twice 60.
    expect(within(list).getAllByText(priceLine('$50.00 / 120 min'))).toHaveLength(2);
  });

  it("tells why a taken or closed hour can't be chosen", async () => {
    const { user } = renderBookCourt();

    await user.click(await screen.findByRole('button', { name: /^18:00,/ }));
    await expectToast('Already Booked');
    await user.click(slot('03:00'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not available'));
  });

  it('asks for the duration, then the hour, before booking a court', async () => {
    const { user } = renderBookCourt();

    await user.click(await screen.findByRole('button', { name: 'Book Court 1' }));
    await expectToast('Select Duration', 'Select duration for booking');

    await user.click(screen.getByRole('button', { name: '60 min' }));
    await user.click(screen.getByRole('button', { name: 'Book Court 1' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Select Hour'));
    expect(within(screen.getByRole('alert')).getByText('Select hour for booking')).toBeTruthy();
  });

  it('shows which courts are free at the chosen hour, and the taken ones cannot be booked', async () => {
    const { user } = renderBookCourt();

    await user.click(await screen.findByRole('button', { name: '60 min' }));
    // 10:00 is free on court 2, so the club's grid offers it; court 1 has it booked.
    await user.click(slot('10:00'));
    expect(slot('10:00').getAttribute('aria-pressed')).toBe('true');
    const [court1, court2] = within(screen.getByRole('list', { name: 'Courts' })).getAllByRole(
      'listitem',
    );
    expect(within(court1!).getByText('Taken at 10:00')).toBeTruthy();
    expect(within(court1!).getByRole('button', { name: 'Book Court 1' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(court2!).queryByText(/^Taken/)).toBeNull();
    expect(within(court2!).getByRole('button', { name: 'Book Court 2' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('prices each court for the day, then for the chosen hour, as the checkout charges', async () => {
    // Court 2 costs $32 an hour on Saturday afternoons (the 21st is a Saturday).
    const peak = { weekdays: [6], fromHour: 13, toHour: 22, price: 3200 };
    network.on('GET', '/api/user/club/club-1/court?court=c1%2Cc2', {
      status: 200,
      body: [courts[0], { ...courts[1], peaks: [peak] }],
    });
    const { user } = renderBookCourt();

    const list = await screen.findByRole('list', { name: 'Courts' });
    expect(await within(list).findByText(priceLine('$25.00 – $32.00 / 60 min'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '120 min' }));
    expect(within(list).getByText(priceLine('$50.00 – $64.00 / 120 min'))).toBeTruthy();
    // 11:00 to 13:00 is all before the peak; 12:00 to 14:00 has one hour at each price.
    await user.click(slot('11:00'));
    expect(within(list).getAllByText(priceLine('$50.00 / 120 min at 11:00'))).toHaveLength(2);
    await user.click(slot('12:00'));
    expect(within(list).getByText(priceLine('$57.00 / 120 min at 12:00'))).toBeTruthy();
    expect(within(list).getByText(priceLine('$50.00 / 120 min at 12:00'))).toBeTruthy();
  });

  it('adds one history entry on a double tap of Book', async () => {
    const { user, router } = renderBookCourt();

    await user.click(await screen.findByRole('button', { name: '60 min' }));
    await user.click(slot('19:00'));
    const book = screen.getByRole('button', { name: 'Book Court 1' });
    // Both taps land before the payment screen has replaced this one.
    act(() => {
      book.click();
      book.click();
    });

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/book-court/club-1/payment'),
    );
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/user/book-court/club-1');
  });

  it('applies the 120-minute rules per court and hands the slot to the payment screen', async () => {
    const { user, router } = renderBookCourt();

    await user.click(await screen.findByRole('button', { name: '120 min' }));
    // With 120 minutes, 17:00 runs into the hour booked on both courts.
    expect(slot('17:00').getAttribute('aria-label')).toBe('17:00, Not available');
    // 19:00 to 21:00 fits court 1; on court 2 it runs into 20:00.
    await user.click(slot('19:00'));
    expect(screen.getByRole('button', { name: 'Book Court 2' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Book Court 1' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/book-court/club-1/payment'),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      court: 'Court 1',
      courtID: 'c1',
      clubID: 'club-1',
      photo: clubSummary.photo,
      date: '2026-11-21',
      startTime: '19:00',
      endTime: '21:00',
      duration: '120',
    });
  });

  it("offers the club's lengths and half-hour starts, prices 90 minutes and hands them on", async () => {
    const sale = { lengths: [60, 90], startEvery: 30 } as const;
    const peak = { weekdays: [6], fromHour: 20, toHour: 22, price: 3200 };
    network.on('GET', '/api/user/club/club-1/court?court=c1%2Cc2', {
      status: 200,
      body: courts.map((court) => ({
        ...court,
        sale: { ...sale, lengths: [...sale.lengths] },
        peaks: court.id === 'c2' ? [peak] : [],
      })),
    });
    // A game on court 1 from 12:30 to 13:30, as the answer joins its half hours.
    network.on('GET', '/api/booking?date=2026-11-21&court=c1%2Cc2', {
      status: 200,
      body: [
        { courtId: 'c1', date: '2026-11-21', startTime: '12:30', endTime: '13:30', duration: 60 },
      ],
    });
    const { user, router } = renderBookCourt();

    const lengths = await screen.findByRole('group', { name: 'Duration' });
    expect(
      within(lengths)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['60 min', '90 min']);
    await user.click(within(lengths).getByRole('button', { name: '90 min' }));
    const hours = within(screen.getByRole('group', { name: 'Hours' })).getAllByRole('button');
    expect(hours).toHaveLength(48);
    // Court 2 is free at 12:00, so the club's grid offers it; court 1 is not.
    await user.click(slot('12:00'));
    expect(screen.getByRole('button', { name: 'Book Court 1' })).toHaveProperty('disabled', true);

    // 19:30 to 21:00: an hour and a half at $25 an hour on court 1; on court 2, half an hour
    // at $25, then an hour at Saturday evening's $32.
    await user.click(slot('19:30'));
    const list = screen.getByRole('list', { name: 'Courts' });
    expect(within(list).getByText(priceLine('$37.50 / 90 min at 19:30'))).toBeTruthy();
    expect(within(list).getByText(priceLine('$44.50 / 90 min at 19:30'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book Court 1' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/book-court/club-1/payment'),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      startTime: '19:30',
      endTime: '21:00',
      duration: '90',
    });
  });

  it("starts on the club's today without a date and loads the day picked on the strip", async () => {
    network.on('GET', '/api/booking?date=2026-11-20&court=c1%2Cc2', { status: 200, body: [] });
    const user = userEvent.setup();
    renderApp('/user/book-court/club-1?court=c1%2Cc2', { user: anAuthResponse() });

    // 10:00 in Cairo on the 20th: the morning's hours have passed.
    await screen.findByRole('group', { name: 'Hours' });
    expect(slot('09:00').getAttribute('aria-label')).toBe('09:00, Not available');
    expect(slot('11:00').getAttribute('aria-label')).toBe('11:00, Available');
    expect(
      screen.getByRole('button', { name: 'Thu 19, Thursday, November 19, 2026' }),
    ).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Sat 21, Saturday, November 21, 2026' }));
    await waitFor(() => expect(slot('18:00').getAttribute('aria-label')).toBe('18:00, Booked'));
  });

  describe("the player's own hold", () => {
    // The player left the card checkout of court 1 at 20:00; 7.5 minutes of the hold remain.
    const hold = aMyBooking({
      id: 'hold-1',
      startTime: '20:00',
      endTime: '21:00',
      status: 'held',
      paymentStatus: 'pending',
      holdExpiresAt: '2026-11-20T08:07:30.000Z',
      formUrl: '/api/payments/sandbox/payment-7?token=t',
      court: { id: 'c1', name: 'Court 1', club: clubSummary },
    });
    const takenWithHold = [...taken, { ...taken[0]!, startTime: '20:00', endTime: '21:00' }];

    it('shows as theirs, with the time left and the checkout to resume', async () => {
      network.on('GET', '/api/user/me/holds', { status: 200, body: [hold] });
      network.on('GET', '/api/booking?date=2026-11-21&court=c1%2Cc2', {
        status: 200,
        body: takenWithHold,
      });
      renderBookCourt();

      await screen.findByRole('group', { name: 'Hours' });
      expect(slot('20:00').getAttribute('aria-label')).toBe('20:00, 8 min left, Your hold');
      expect(within(slot('20:00')).getByText('8 min left')).toBeTruthy();
      // Hours held by anyone else are simply booked.
      expect(slot('18:00').getAttribute('aria-label')).toBe('18:00, Booked');
      const card = screen.getByRole('region', { name: 'Waiting for your payment' });
      expect(within(card).getByText('Court 1')).toBeTruthy();
      expect(within(card).getByText('20:00 – 21:00')).toBeTruthy();
      expect(within(card).getByText('Your hold · 8 min left')).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Resume payment' }).getAttribute('href')).toBe(
        '/api/payments/sandbox/payment-7?token=t',
      );
    });

    it('is given up with Cancel, and its hour is free at once', async () => {
      let held = true;
      network.on('GET', '/api/user/me/holds', () => ({ status: 200, body: held ? [hold] : [] }));
      network.on('GET', '/api/booking?date=2026-11-21&court=c1%2Cc2', () => ({
        status: 200,
        body: held ? takenWithHold : taken,
      }));
      network.on('DELETE', '/api/booking/hold-1?refundTo=original', () => {
        held = false;
        return {
          status: 200,
          body: {
            booking: { ...hold, status: 'cancelled' },
            refundedTo: 'none',
            refundedAmount: 0,
            refundedCoins: 0,
            coinBalance: 0,
          },
        };
      });
      const { user } = renderBookCourt();

      const card = await screen.findByRole('region', { name: 'Waiting for your payment' });
      await user.click(within(card).getByRole('button', { name: 'Cancel' }));

      await expectToast('Hold cancelled. The hour is free again.');
      await waitFor(() =>
        expect(slot('20:00').getAttribute('aria-label')).toBe('20:00, Available'),
      );
      expect(screen.queryByRole('region', { name: 'Waiting for your payment' })).toBeNull();
    });

    it('leaves the grid usable when the holds cannot be read', async () => {
      network.on('GET', '/api/user/me/holds', {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad' },
      });
      renderBookCourt();

      expect(await screen.findByText("Couldn't load your unpaid bookings")).toBeTruthy();
      expect(slot('10:00').getAttribute('aria-label')).toBe('10:00, Available');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    });
  });
});
