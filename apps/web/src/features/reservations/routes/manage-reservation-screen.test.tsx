import { halfHourStarts } from '@courtside/shared/rules';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { aCell, aClubDay, aClubSaleTerms, serveCourts } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });
const date = '2030-06-14';
const screenUrl = `/user/manage-reservation?date=${date}`;
const dayUrl = `/api/booking/club-day?date=${date}`;

const cells = [
  aCell(9, { name: 'Sara Lopez', phone: '+34 600 111 222', from: '09:00', to: '11:00' }),
  aCell(10, { name: 'Sara Lopez', phone: '+34 600 111 222', from: '09:00', to: '11:00' }),
  aCell(12, {
    courtId: 'court-2',
    kind: 'hold',
    name: 'Lina',
    paymentMethod: 'card',
    paymentStatus: 'pending',
  }),
  aCell(15, {
    kind: 'championship',
    name: 'Spring Cup',
    paymentId: null,
    paymentMethod: null,
    paymentStatus: null,
    bookingStatus: null,
  }),
  aCell(18, {
    courtId: 'court-3',
    kind: 'activity',
    name: 'Kids football',
    paymentId: null,
    paymentMethod: null,
    paymentStatus: null,
    bookingStatus: null,
  }),
  aCell(20, {
    courtId: 'court-2',
    kind: 'match',
    name: 'Omar Haddad',
    paymentId: null,
    paymentMethod: null,
    paymentStatus: null,
    bookingStatus: null,
    shares: { paid: 2, atClub: 1, toPay: 0, open: 1 },
  }),
];

function serveDay() {
  serveCourts();
  network.on('GET', dayUrl, { status: 200, body: aClubDay(date, cells) });
}
const grid = () => screen.findByRole('region', { name: 'Courts and hours' }, { timeout: 10_000 });
const cell = async (name: string) =>
  within(await grid()).findByRole('button', { name }, { timeout: 10_000 });
const sent = (method: string) => network.requests.find((request) => request.method === method);

// A grid of every court and hour is a large screen for jsdom: each test may take a while.
describe('Manage Reservation: the club day', { timeout: 40_000 }, () => {
  it('shows every court by hour, each occupant in its kind, with a legend', async () => {
    serveDay();
    renderApp(screenUrl, { user: owner });
    expect(await screen.findByRole('heading', { name: 'Manage Reservation' })).toBeTruthy();
    const table = within(await grid());
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Hour',
      'Padel 1',
      'Padel 2',
      'Pitch A',
    ]);
    expect(table.getAllByRole('rowheader')).toHaveLength(17);
    expect(await cell('Padel 1, 09:00, Sara Lopez, Booking')).toBeTruthy();
    expect(await cell('Padel 1, 10:00, Sara Lopez, Booking')).toBeTruthy();
    expect(await cell('Padel 2, 12:00, Lina, Awaiting payment')).toBeTruthy();
    expect(await cell('Padel 1, 15:00, Spring Cup, Championship')).toBeTruthy();
    expect(await cell('Pitch A, 18:00, Kids football, Activity')).toBeTruthy();
    expect(await cell('Padel 2, 20:00, Omar Haddad, Match')).toBeTruthy();
    expect(await cell('Padel 1, 11:00, Free')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Booking',
      'Awaiting payment',
      'Match',
      'Championship',
      'Activity',
      'Americano night',
      'Championship match',
      'Free',
      'Closed',
    ]);
  });

  it("draws the owner's opening hours only, and a holiday closed with its reason", async () => {
    const opening = { weekday: 5, open: true, opens: '08:00', closes: '21:00' };
    const allDay = halfHourStarts('00:00', '24:00');
    const holiday = ['court-1', 'court-2', 'court-3'].map((courtId) => ({
      courtId,
      halfHours: allDay,
      reason: 'Local holiday',
    }));
    serveCourts();
    network.on('GET', dayUrl, {
      status: 200,
      body: aClubDay(date, [], { opening, courts: holiday }),
    });
    renderApp(screenUrl, { user: owner });
    const table = within(await grid());
    expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(
      Array.from({ length: 13 }, (_, step) => `${String(8 + step).padStart(2, '0')}:00`),
    );
    expect(table.queryAllByRole('button')).toEqual([]);
    expect(table.getByRole('img', { name: 'Padel 1, 08:00, Closed: Local holiday' })).toBeTruthy();
    expect(screen.getByText('Closed: \u2068Local holiday\u2069')).toBeTruthy();
  });

  it('says the club is closed on a day it does not open', async () => {
    const closed = { weekday: 5, open: false, opens: '08:00', closes: '21:00' };
    serveCourts();
    network.on('GET', dayUrl, { status: 200, body: aClubDay(date, [], { opening: closed }) });
    renderApp(screenUrl, { user: owner });
    expect(
      await screen.findByText('The club is closed on this day.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Courts and hours' })).toBeNull();
  });

  it('says so too over what was booked before the day closed, and still shows it', async () => {
    const closed = { weekday: 5, open: false, opens: '08:00', closes: '21:00' };
    const booked = [aCell(10, { name: 'Sara Lopez' })];
    serveCourts();
    network.on('GET', dayUrl, {
      status: 200,
      body: aClubDay(date, booked, {
        opening: closed,
        courts: ['court-1', 'court-2', 'court-3'].map((courtId) => ({
          courtId,
          halfHours: halfHourStarts('00:00', '24:00'),
          reason: null,
        })),
      }),
    });
    renderApp(screenUrl, { user: owner });
    expect(await cell('Padel 1, 10:00, Sara Lopez, Booking')).toBeTruthy();
    expect(screen.getByText('The club is closed on this day.')).toBeTruthy();
    expect(within(await grid()).getByRole('img', { name: 'Padel 2, 10:00, Closed' })).toBeTruthy();
  });

  it('opens an occupied hour: who, how it is paid, and marks the cash collected', async () => {
    serveDay();
    network.on('PATCH', '/api/payments/payment-9/cash', {
      status: 200,
      body: {
        id: 'payment-9',
        purpose: 'booking',
        subjectId: 'booking-9',
        method: 'cash',
        status: 'succeeded',
        amount: 4800,
        currency: 'USD',
      },
    });
    const user = userEvent.setup();
    renderApp(screenUrl, { user: owner });
    await user.click(await cell('Padel 1, 09:00, Sara Lopez, Booking'));
    const sheet = await screen.findByRole('dialog', { name: /Padel 1 · 09:00–11:00/ });
    // The booker's name opens their page in the club's customer list.
    expect(within(sheet).getByRole('link', { name: 'Sara Lopez' }).getAttribute('href')).toBe(
      '/user/customers/34600111222',
    );
    // What the customer owes at the club, with the amount to collect.
    expect(within(sheet).getByText('Cash at the club · To pay at the club · $24.00')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'No-show' })).toHaveProperty('disabled', true);
    await user.click(within(sheet).getByRole('button', { name: 'Cash collected' }));
    await waitFor(() => expect(sent('PATCH')?.body).toEqual({ outcome: 'collected' }));
  });

  it("opens a match: its seats' shares, paid, owed at the club and open", async () => {
    serveDay();
    const user = userEvent.setup();
    renderApp(screenUrl, { user: owner });
    await user.click(await cell('Padel 2, 20:00, Omar Haddad, Match'));
    const sheet = await screen.findByRole('dialog', { name: /Padel 2 · 20:00/ });
    expect(within(sheet).getByText('2 Paid · 1 At the club · 1 Open')).toBeTruthy();
  });

  it('cancels a booking with a reason', async () => {
    serveDay();
    network.on('POST', '/api/booking/booking-9/club-cancel', {
      status: 200,
      body: {
        id: 'booking-9',
        status: 'cancelled',
        courtId: 'court-1',
        date,
        startTime: '09:00',
        endTime: '11:00',
        refund: 'none',
      },
    });
    const user = userEvent.setup();
    renderApp(screenUrl, { user: owner });
    await user.click(await cell('Padel 1, 09:00, Sara Lopez, Booking'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Lights broken');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(sent('POST')?.body).toEqual({ reason: 'Lights broken' }));
  });

  it('moves a booking to a free hour of the same length on a court of its sport', async () => {
    serveDay();
    network.on('POST', '/api/booking/booking-9/move', {
      status: 409,
      body: { statusCode: 409, code: 'SLOT_TAKEN', message: 'Already Booked' },
    });
    const user = userEvent.setup();
    renderApp(screenUrl, { user: owner });
    await user.click(await cell('Padel 1, 09:00, Sara Lopez, Booking'));
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this booking' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Court' }));
    const courts = await screen.findByRole('listbox');
    expect(
      within(courts)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Padel 1', 'Padel 2']);
    await user.click(within(courts).getByRole('option', { name: 'Padel 2' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Starts at' }));
    const hours = (await screen.findByRole('listbox')).textContent;
    // Two hours free in a row: not 11:00 (12:00 is held), not 19:00 (20:00 is a match).
    expect(hours).toContain('06:00');
    expect(hours).not.toContain('11:00');
    expect(hours).not.toContain('19:00');
    await user.click(screen.getByRole('option', { name: '16:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(sent('POST')?.body).toEqual({ courtID: 'court-2', date, startTime: '16:00' }),
    );
    expect(
      await screen.findByText('That hour has just been taken. Choose another one.'),
    ).toBeTruthy();
  });

  it('books a walk-in of 60 or 120 minutes from a free hour', async () => {
    serveDay();
    const user = userEvent.setup();
    const { router } = renderApp(screenUrl, { user: owner });
    await user.click(await cell('Padel 2, 07:00, Free'));
    const lengths = await screen.findByRole('dialog', { name: /Walk-in on Padel 2 at 07:00/ });
    expect(within(lengths).getByRole('button', { name: '60 min' })).toBeTruthy();
    await user.click(within(lengths).getByRole('button', { name: '120 min' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/manage-reservation/court/court-2/book'),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      court: 'Padel 2',
      clubID: 'club-1',
      date,
      startTime: '07:00',
      endTime: '09:00',
      duration: '120',
    });
  });

  it('offers 120 minutes only when the next hour of the court is free too', async () => {
    serveDay();
    const user = userEvent.setup();
    renderApp(screenUrl, { user: owner });
    // Sara Lopez plays on Padel 1 from 09:00.
    await user.click(await cell('Padel 1, 08:00, Free'));
    const lengths = await screen.findByRole('dialog', { name: /Walk-in on Padel 1 at 08:00/ });
    expect(within(lengths).getByRole('button', { name: '60 min' })).toBeTruthy();
    expect(within(lengths).queryByRole('button', { name: '120 min' })).toBeNull();
  });

  it('draws half-hour rows when the club sells half-hour starts; a walk-in takes a length on sale', async () => {
    const late = ['19:30', '20:00', '20:30'].map((startTime) =>
      aCell(19, { startTime, from: '19:30', to: '21:00', name: 'Nuria' }),
    );
    serveCourts(aClubSaleTerms({ lengths: [60, 90], startEvery: 30 }));
    network.on('GET', dayUrl, { status: 200, body: aClubDay(date, late) });
    const user = userEvent.setup();
    const { router } = renderApp(screenUrl, { user: owner });

    for (const time of ['19:30', '20:00', '20:30'])
      expect(await cell(`Padel 1, ${time}, Nuria, Booking`)).toBeTruthy();
    expect(await cell('Padel 1, 21:00, Free')).toBeTruthy();
    await user.click(await cell('Padel 1, 18:00, Free'));
    const lengths = await screen.findByRole('dialog', { name: /Walk-in on Padel 1 at 18:00/ });
    expect(within(lengths).queryByRole('button', { name: '120 min' })).toBeNull();
    await user.click(within(lengths).getByRole('button', { name: '90 min' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/book$/));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      startTime: '18:00',
      endTime: '19:30',
      duration: '90',
    });
  });

  it('keeps a half-hour row for a game that starts there, where a club on the hour sells nothing', async () => {
    const late = ['19:30', '20:00'].map((startTime) =>
      aCell(19, { startTime, from: '19:30', to: '20:30', name: 'Nuria' }),
    );
    serveCourts();
    network.on('GET', dayUrl, { status: 200, body: aClubDay(date, late) });
    const user = userEvent.setup();
    renderApp(screenUrl, { user: owner });

    expect(await cell('Padel 1, 19:30, Nuria, Booking')).toBeTruthy();
    await user.click(await cell('Padel 2, 19:30, Free'));
    const sheet = await screen.findByRole('dialog', {
      name: /No game on sale fits on Padel 2 at 19:30/,
    });
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel']);
  });

  it("opens a court's own day from its name", async () => {
    serveDay();
    const user = userEvent.setup();
    const { router } = renderApp(screenUrl, { user: owner });
    const table = within(await grid());
    await user.click(table.getByRole('link', { name: 'Padel 2' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/manage-reservation/court/court-2'),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      name: 'Padel 2',
      date,
    });
  });

  it('marks the dates of a weekly series on the grid', async () => {
    serveCourts();
    const weekly = aCell(13, {
      name: 'Ana Ruiz',
      from: '13:00',
      to: '14:00',
      seriesId: 'series-1',
    });
    network.on('GET', dayUrl, { status: 200, body: aClubDay(date, [weekly]) });
    renderApp(screenUrl, { user: owner });
    const marked = await cell('Padel 1, 13:00, Ana Ruiz, Booking, weekly series');
    expect(within(marked).getByTestId('series-mark')).toBeTruthy();
  });

  it.each([
    '/user/manage-reservation',
    '/user/manage-reservation/court/f-5?name=Pitch%20A',
    '/user/manage-reservation/court/f-5/book?court=Pitch%20A',
  ])(
    'tells a player %s is for club owners, asking the server only whether they work at a club',
    async (address) => {
      network.on('GET', '/api/user/club-role', { status: 200, body: { post: null } });
      renderApp(address, { user: anAuthResponse({ role: 'player' }) });
      expect(await screen.findByText('For club owners')).toBeTruthy();
      expect(network.screenRequests().map((r) => r.url)).toEqual(['/api/user/club-role']);
    },
  );
});
