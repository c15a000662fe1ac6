import { describe, expect, it } from 'vitest';
import { addDays } from '@courtside/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../../../test/fixtures';
import { formatLongDate } from '../../../lib/calendar-date';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { anOwnerCourt, aReservation } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });
// A week ahead, so every hour from 06:00 to 22:00 is still open, within the booking horizon.
const date = addDays(new Date().toISOString().slice(0, 10), 7);
// Another day of the same month, for the strip to offer.
const otherDay = addDays(date, date.endsWith('-01') ? 1 : -1);
const courtDay = `/user/manage-reservation/court/court-1?name=Padel%201&date=${date}`;

const reservations = [
  aReservation(date, 9, {
    customerName: 'Omar Haddad',
    customerPhone: '010 1234 567',
    madeByOwner: true,
    paymentMethod: 'cash',
    paymentStatus: 'due_at_club',
  }),
  aReservation(date, 12, { kind: 'activity' }),
  aReservation(date, 15, { kind: 'championship' }),
  aReservation(date, 17, { kind: 'hold', customerName: 'Lina' }),
  // A walk-in the owner entered without a name.
  aReservation(date, 21, {
    customerName: null,
    madeByOwner: true,
    paymentMethod: 'cash',
    paymentStatus: 'due_at_club',
  }),
  aReservation(date, 19, {
    customerName: 'Sara Lopez',
    paymentMethod: 'card',
    paymentStatus: 'succeeded',
  }),
];

function serveCourtDay() {
  network.on('GET', '/api/user/court', { status: 200, body: [anOwnerCourt()] });
  network.on('GET', `/api/booking/court/court-1?date=${date}`, {
    status: 200,
    body: reservations,
  });
}

const hours = () => screen.findByRole('group', { name: 'Hours' });
const slot = async (hour: string) =>
  within(await hours()).getByRole('button', { name: new RegExp(`^${hour}`) });

function searchOf(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

describe("Owner's court day", () => {
  it('shows who holds each taken hour', async () => {
    serveCourtDay();
    renderApp(courtDay, { user: owner });

    expect(await screen.findByRole('heading', { name: 'Padel 1' })).toBeTruthy();
    expect((await slot('09:00')).textContent).toContain('Omar Haddad');
    expect((await slot('12:00')).textContent).toContain('Activity');
    expect((await slot('15:00')).textContent).toContain('Championship');
    expect((await slot('17:00')).textContent).toContain('Pending payment');
    expect((await slot('19:00')).textContent).toContain('Sara Lopez');
    expect((await slot('19:00')).getAttribute('aria-label')).toBe('19:00, Sara Lopez, Booked');
    expect((await slot('10:00')).getAttribute('aria-label')).toBe('10:00, Available');
    expect((await slot('21:00')).getAttribute('aria-label')).toBe('21:00, Walk-in, Booked');
  });

  it("shows the hours the club's opening hours and closures shut as not available, and why", async () => {
    serveCourtDay();
    network.on('GET', `/api/user/club/club-1/closed?date=${date}`, {
      status: 200,
      body: {
        date,
        opening: { weekday: 1, open: true, opens: '06:00', closes: '23:00' },
        courts: [
          {
            courtId: 'court-1',
            halfHours: ['06:00', '06:30', '07:00', '07:30', '10:00', '10:30', '11:00', '11:30'],
            reason: 'Resurfacing',
          },
        ],
      },
    });
    renderApp(courtDay, { user: owner });
    expect((await slot('10:00')).getAttribute('aria-label')).toBe('10:00, Not available');
    expect((await slot('08:00')).getAttribute('aria-label')).toBe('08:00, Available');
    expect(screen.getByText('Closed: \u2068Resurfacing\u2069')).toBeTruthy();
  });

  it('sends a free hour to the walk-in booking with every SPEC 2 query parameter', async () => {
    serveCourtDay();
    const user = userEvent.setup();
    const { router } = renderApp(courtDay, { user: owner });

    await user.click(await slot('10:00'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/manage-reservation/court/court-1/book'),
    );
    expect(searchOf(router)).toEqual({
      court: 'Padel 1',
      courtID: 'court-1',
      clubID: 'club-1',
      photo: '/assets/img/courts/retiro-p1.svg',
      date,
      startTime: '10:00',
      endTime: '11:00',
      duration: '60',
    });
  });

  it("reads 'All' as 60 minutes; 120 refuses an hour followed by a booked one", async () => {
    serveCourtDay();
    const user = userEvent.setup();
    const { router } = renderApp(courtDay, { user: owner });

    expect(await screen.findByRole('button', { name: 'All', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '120 min' }));
    await user.click(await slot('18:00'));
    expect((await screen.findByRole('alert')).textContent).toBe('Not available');
    expect(router.state.location.pathname).toBe('/user/manage-reservation/court/court-1');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(await slot('18:00'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/book$/));
    expect(searchOf(router)).toMatchObject({
      startTime: '18:00',
      endTime: '19:00',
      duration: '60',
    });
  });

  it('books two hours with 120', async () => {
    serveCourtDay();
    const user = userEvent.setup();
    const { router } = renderApp(courtDay, { user: owner });

    await user.click(await screen.findByRole('button', { name: '120 min' }));
    await user.click(await slot('10:00'));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/book$/));
    expect(searchOf(router)).toMatchObject({
      startTime: '10:00',
      endTime: '12:00',
      duration: '120',
    });
  });

  it('steps by the half hour when the club sells half-hour starts, in the lengths it sells', async () => {
    const halfHourly = anOwnerCourt({ sale: { lengths: [60, 90], startEvery: 30 } });
    // A 90-minute game from 19:30, as the answer lists it: each half hour of court time it holds.
    const late = ['19:30', '20:00', '20:30'].map((startTime, index) =>
      aReservation(date, 19, {
        id: 'booking-late',
        startTime,
        endTime: ['20:00', '20:30', '21:00'][index]!,
        duration: 90,
        customerName: 'Nuria',
      }),
    );
    network.on('GET', '/api/user/court', { status: 200, body: [halfHourly] });
    network.on('GET', `/api/booking/court/court-1?date=${date}`, { status: 200, body: late });
    const user = userEvent.setup();
    const { router } = renderApp(courtDay, { user: owner });

    const lengths = await screen.findByRole('group', { name: 'Duration' });
    expect(
      within(lengths)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', '60 min', '90 min']);
    for (const time of ['19:30', '20:00', '20:30'])
      expect((await slot(time)).getAttribute('aria-label')).toBe(`${time}, Nuria, Booked`);
    expect((await slot('21:00')).getAttribute('aria-label')).toBe('21:00, Available');
    // 60 minutes from 19:00 would run into her game.
    expect((await slot('19:00')).getAttribute('aria-label')).toBe('19:00, Not available');

    await user.click(within(lengths).getByRole('button', { name: '90 min' }));
    await user.click(await slot('18:00'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/book$/));
    expect(searchOf(router)).toMatchObject({
      startTime: '18:00',
      endTime: '19:30',
      duration: '90',
    });
  });

  it('shows who booked a taken hour, how and whether it is paid, without a warning', async () => {
    serveCourtDay();
    const user = userEvent.setup();
    const { router } = renderApp(courtDay, { user: owner });

    await user.click(await slot('09:00'));

    const sheet = await screen.findByRole('dialog', { name: /09:00/ });
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    expect(within(sheet).getByText('Cash at the club · To pay at the club')).toBeTruthy();
    expect(within(sheet).getByText('Omar Haddad')).toBeTruthy();
    expect(within(sheet).getByText('010 1234 567')).toBeTruthy();
    expect(within(sheet).getByText('Walk-in')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'tel:0101234567',
    );
    expect(router.state.location.pathname).toBe('/user/manage-reservation/court/court-1');
  });

  it("shows a player's booking paid by card as paid", async () => {
    serveCourtDay();
    const user = userEvent.setup();
    renderApp(courtDay, { user: owner });

    await user.click(await slot('19:00'));

    const sheet = await screen.findByRole('dialog', { name: /19:00/ });
    expect(within(sheet).getByText('Sara Lopez')).toBeTruthy();
    expect(within(sheet).getByText('Card · Paid')).toBeTruthy();
  });

  it('asks the server for the day picked on the strip and keeps it in the address', async () => {
    serveCourtDay();
    network.on('GET', `/api/booking/court/court-1?date=${otherDay}`, { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp(courtDay, { user: owner });

    await hours();
    const days = screen.getByRole('group', { name: 'Days' });
    const otherDayName = new RegExp(`${formatLongDate(otherDay, 'en')}$`);
    await user.click(within(days).getByRole('button', { name: otherDayName }));

    await waitFor(() => expect(searchOf(router).date).toBe(otherDay));
    await waitFor(() => expect(screen.queryByText('Omar Haddad')).toBeNull());
    expect(network.requests.map((request) => request.url)).toContain(
      `/api/booking/court/court-1?date=${otherDay}`,
    );
  });
});
