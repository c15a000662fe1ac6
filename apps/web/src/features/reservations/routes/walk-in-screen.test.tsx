import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingPaymentResponse } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { anOwnerCourt, aReservation } from '../test-data';

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
const reservationsUrl = `/api/booking/court/court-1?date=${date}`;

function servePrice() {
  network.on('GET', '/api/booking/club/club-1/price?court=court-1', {
    status: 200,
    body: [{ price: 2400, currency: 'USD', sport: 'padel', courtId: 'court-1', peaks: [] }],
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

  it("books in cash with the customer's name and phone, then shows the new booking on the day", async () => {
    servePrice();
    network.on('GET', '/api/user/court', { status: 200, body: [anOwnerCourt()] });
    network.on('GET', reservationsUrl, { status: 200, body: [] });
    network.on('POST', '/api/booking/payment/cash', () => {
      network.on('GET', reservationsUrl, {
        status: 200,
        body: [18, 19].map((hour) =>
          aReservation(date, hour, { customerName: 'Omar Haddad', madeByOwner: true }),
        ),
      });
      return { status: 201, body: aConfirmedBooking() };
    });
    const user = userEvent.setup();
    // From the court's day, so its (empty) day is already loaded when the booking is made.
    const { router } = renderApp(
      `/user/manage-reservation/court/court-1?name=Padel%201&date=${date}`,
      { user: owner },
    );
    await user.click(await screen.findByRole('button', { name: '120 min' }));
    await user.click(await screen.findByRole('button', { name: '18:00, Available' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${query}`));

    await user.type(await screen.findByRole('textbox', { name: /Customer name/ }), 'Omar Haddad');
    await user.type(screen.getByRole('textbox', { name: /Customer phone/ }), '010 1234 567');
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
      endTime: '20:00',
      duration: 120,
      isAvailable: false,
      customerName: 'Omar Haddad',
      customerPhone: '010 1234 567',
    });

    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/manage-reservation/court/court-1'),
    );
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(date);
    const hours = await screen.findByRole('group', { name: 'Hours' });
    expect(within(hours).getByRole('button', { name: '18:00, Omar Haddad, Booked' })).toBeTruthy();
  });

  it('requires the name, leaves the phone optional and checks its form', async () => {
    servePrice();
    network.on('POST', '/api/booking/payment/cash', { status: 201, body: aConfirmedBooking() });
    const user = userEvent.setup();
    renderApp(walkIn, { user: owner });
    await screen.findByText('$48.00');

    await user.click(bookButton());
    expect(await screen.findByText('Required')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Customer name/ }), 'Omar');
    await user.type(screen.getByRole('textbox', { name: /Customer phone/ }), '12');
    await user.click(bookButton());
    expect(await screen.findByText('A phone number of 7 to 20 digits')).toBeTruthy();
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: /Customer phone/ }));
    await user.click(bookButton());
    await screen.findByRole('dialog', { name: 'Booking Successfully' });
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({ customerName: 'Omar' });
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
