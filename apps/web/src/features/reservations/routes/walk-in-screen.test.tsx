import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingPaymentResponse } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { clubSummary } from '../../../test/booking-fixtures';
import { aCell, aClubDay, anOwnerCourt, serveCourts } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });
const date = '2030-06-14';
const query = new URLSearchParams({
  court: 'Padel 1',
  courtID: 'court-1',
  clubID: 'club-1',
  photo: '/assets/img/courts/retiro-p1.svg',
  date,
  startTime: '18:00',
  endTime: '20:00',
  duration: '120',
});
const walkIn = `/user/manage-reservation/court/court-1/book?${query}`;
const dayUrl = `/api/booking/club-day?date=${date}`;

/** The court's price, and the owner's club in Madrid, whose country reads a phone. */
function servePrice() {
  network.on('GET', '/api/booking/club/club-1/price?court=court-1', {
    status: 200,
    body: [{ price: 2400, currency: 'USD', sport: 'padel', courtId: 'court-1', peaks: [] }],
  });
  network.on('GET', '/api/user/me/club', {
    status: 200,
    body: { ...clubSummary, timeZone: 'Europe/Madrid', courts: [] },
  });
}

function aConfirmedBooking(): BookingPaymentResponse {
  return {
    status: 'confirmed',
    paymentId: 'payment-1',
    holdExpiresAt: null,
    booking: {
      id: 'booking-18',
      date,
      startTime: '18:00',
      endTime: '20:00',
      duration: 120,
      startsAt: '2030-06-14T16:00:00.000Z',
      endsAt: '2030-06-14T18:00:00.000Z',
      status: 'confirmed',
      amount: 4800,
      currency: 'USD',
      paymentMethod: 'cash',
      paymentStatus: 'due_at_club',
      refundTo: null,
      holdExpiresAt: null,
      court: { id: 'court-1', name: 'Padel 1', club: anOwnerCourt().club },
    },
  };
}

const bookButton = () => screen.getByRole('button', { name: 'Book (cash)' });

describe('Walk-in booking', () => {
  it('shows the court, the day, the hours and the price of 120 minutes', async () => {
    servePrice();
    renderApp(walkIn, { user: owner });

    expect(await screen.findByRole('heading', { name: 'Book for a customer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Padel 1' })).toBeTruthy();
    expect(screen.getByText('Friday, June 14, 2030')).toBeTruthy();
    expect(screen.getByText('18:00 – 20:00')).toBeTruthy();
    expect(screen.getByText('120 min')).toBeTruthy();
    expect(await screen.findByText('$48.00')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      '/assets/img/courts/retiro-p1.svg',
    );
  });

  it("books in cash with the customer's name and phone, then shows it on the club's day", async () => {
    servePrice();
    const slot = new URLSearchParams({
      ...Object.fromEntries(query),
      endTime: '19:00',
      duration: '60',
    });
    serveCourts();
    network.on('GET', dayUrl, { status: 200, body: aClubDay(date, []) });
    network.on('POST', '/api/booking/payment/cash', () => {
      network.on('GET', dayUrl, {
        status: 200,
        body: aClubDay(date, [aCell(18, { name: 'Omar Haddad', madeByOwner: true })]),
      });
      return { status: 201, body: aConfirmedBooking() };
    });
    const user = userEvent.setup();
    // From the club's day, so its (empty) day is already loaded when the booking is made.
    const { router } = renderApp(`/user/manage-reservation?date=${date}`, { user: owner });
    await user.click(
      await screen.findByRole('button', { name: 'Padel 1, 18:00, Free' }, { timeout: 10_000 }),
    );
    const lengths = await screen.findByRole('dialog', { name: /Walk-in on Padel 1 at 18:00/ });
    await user.click(within(lengths).getByRole('button', { name: '60 min' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${slot}`));

    await user.type(
      await screen.findByRole('textbox', { name: /Customer name/ }, { timeout: 10_000 }),
      'Omar Haddad',
    );
    // A Spanish mobile in its national form, read in the club's country (issue 40).
    await user.type(screen.getByRole('textbox', { name: /Customer phone/ }), '612 000 444');
    await waitFor(() => expect(bookButton()).toHaveProperty('disabled', false));
    await user.click(bookButton());

    const alert = await screen.findByRole('dialog', { name: 'Booking Successfully' });
    expect(within(alert).getByText('Your booking has been added successfully')).toBeTruthy();
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      court: 'Padel 1',
      courtID: 'court-1',
      clubID: 'club-1',
      date,
      startTime: '18:00',
      endTime: '19:00',
      duration: 60,
      isAvailable: false,
      walkIn: true,
      customerName: 'Omar Haddad',
      customerPhone: '+34612000444',
    });

    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/manage-reservation'));
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(date);
    expect(
      await screen.findByRole(
        'button',
        { name: 'Padel 1, 18:00, Omar Haddad, Booking' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  }, 40_000);

  it('leaves the name and the phone optional and checks the phone', async () => {
    servePrice();
    network.on('POST', '/api/booking/payment/cash', { status: 201, body: aConfirmedBooking() });
    const user = userEvent.setup();
    renderApp(walkIn, { user: owner });
    await screen.findByText('$48.00');

    await user.type(screen.getByRole('textbox', { name: /Customer phone/ }), '612 000 44');
    await waitFor(() => expect(bookButton()).toHaveProperty('disabled', false));
    await user.click(bookButton());
    expect(await screen.findByText(/Not a whole phone number/)).toBeTruthy();
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: /Customer phone/ }));
    await user.click(bookButton());
    await screen.findByRole('dialog', { name: 'Booking Successfully' });
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({ walkIn: true });
    expect(sent?.body).not.toHaveProperty('customerName');
    expect(sent?.body).not.toHaveProperty('customerPhone');
  });

  it("says 'Already Booked' when someone took the slot meanwhile", async () => {
    servePrice();
    network.on('POST', '/api/booking/payment/cash', {
      status: 409,
      body: { statusCode: 409, code: 'SLOT_TAKEN', message: 'Already Booked' },
    });
    const user = userEvent.setup();
    renderApp(walkIn, { user: owner });

    await user.type(await screen.findByRole('textbox', { name: /Customer name/ }), 'Omar');
    await user.click(bookButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Already Booked');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the 'Error Booking' alert on any other failure", async () => {
    servePrice();
    network.on('POST', '/api/booking/payment/cash', {
      status: 409,
      body: { statusCode: 409, code: 'SLOT_UNAVAILABLE', message: 'Not available' },
    });
    const user = userEvent.setup();
    renderApp(walkIn, { user: owner });

    await user.type(await screen.findByRole('textbox', { name: /Customer name/ }), 'Omar');
    await user.click(bookButton());

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
  });

  it('explains a link that lacks part of the slot', async () => {
    renderApp('/user/manage-reservation/court/court-1/book?court=Padel%201', { user: owner });
    expect(await screen.findByText('This booking link is incomplete')).toBeTruthy();
  });
});
