import { halfHourStarts } from '@courtside/shared/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCourtDetail, clubSummary, fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const detailsPath = '/user/club/club-1?court=c1&date=2026-11-21';

function serveCourts() {
  network.on('GET', '/api/user/club/club-1/court', {
    status: 200,
    body: [
      aCourtDetail({
        id: 'c1',
        name: 'Court 1',
        capacity: 4,
        price: 2500,
        peaks: [{ weekdays: [1, 2, 3, 4, 5], fromHour: 18, toHour: 22, price: 3200 }],
      }),
      aCourtDetail({ id: 'c2', name: 'Court 2', capacity: 2, price: null }),
      aCourtDetail({ id: 'f1', name: 'Pitch A', type: 'football', capacity: 5, price: 6000 }),
    ],
  });
}

// Sunday first: closed on Sundays, 08:00 to 22:00 on weekdays, 09:00 to 14:00 on Saturdays.
const week = [
  { weekday: 0, open: false, opens: '08:00', closes: '22:00' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: true, opens: '08:00', closes: '22:00' })),
  { weekday: 6, open: true, opens: '09:00', closes: '14:00' },
];
const allDay = halfHourStarts('00:00', '24:00');

/** The club's hours as its owner set them; today (a Friday) as `courts` says it stands. */
function serveHours(
  courts: Array<{ courtId: string; halfHours: string[]; reason: string | null }>,
) {
  network.on('GET', '/api/user/club/club-1/hours', {
    status: 200,
    body: { days: week, today: { date: '2026-11-20', opening: week[5], courts } },
  });
}

/** The device a few kilometres from the club. */
function deviceNearTheClub() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: 30.0, longitude: 31.2 } } as GeolocationPosition),
    },
  });
}

describe('Club details', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow });
    serveCourts();
    serveHours([]);
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('says the club is not found when it is not there or suspended, with no retry', async () => {
    network.on(
      'GET',
      '/api/user/club/club-1/court',
      apiRefusal(404, 'NOT_FOUND', 'Club not found'),
    );
    renderApp(detailsPath, { user: anAuthResponse() });
    expect(await screen.findByText('Club not found')).toBeTruthy();
    expect(screen.getByText('This club has no courts to show right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the photo, address, distance, hours, sports, and each court with its prices', async () => {
    deviceNearTheClub();
    renderApp(detailsPath, { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: clubSummary.name })).toBeTruthy();
    expect(document.querySelector('main img')?.getAttribute('src')).toBe(clubSummary.photo);
    const address = screen.getByRole('link', { name: clubSummary.address });
    expect(address.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=30.05,31.23',
    );
    // The distance follows the device's position, found once the club's facts have mounted.
    expect(await screen.findByText('6.3 km away')).toBeTruthy();
    expect(await screen.findByText('Open today 08:00 – 22:00')).toBeTruthy();
    const week = screen.getByLabelText('Opening hours');
    expect([...week.querySelectorAll('dt, dd')].map((item) => item.textContent)).toEqual([
      'Mon – Fri',
      '08:00 – 22:00',
      'Sat',
      '09:00 – 14:00',
      'Sun',
      'Closed',
    ]);
    const sports = screen.getByLabelText('Sports');
    expect(within(sports).getByText('Padel')).toBeTruthy();
    expect(within(sports).getByText('Football')).toBeTruthy();

    const courts = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(courts).toEqual([
      // Peak prices say when they apply.
      'Court 1Padel · Double$25.00 / hourPeak Mon, Tue, Wed, Thu, Fri · 18:00–22:00: $32.00',
      'Court 2Padel · SinglePrice not set yet',
      'Pitch AFootball · 5-a-side$60.00 / hour',
    ]);
  });

  it("says a closure of today with its reason: the whole club's, or one court's", async () => {
    serveHours([
      { courtId: 'c1', halfHours: allDay, reason: 'Local holiday' },
      { courtId: 'c2', halfHours: allDay, reason: 'Local holiday' },
      { courtId: 'f1', halfHours: allDay, reason: 'Local holiday' },
    ]);
    const { unmount } = renderApp(detailsPath, { user: anAuthResponse() });
    expect(await screen.findByText('Closed today: \u2068Local holiday\u2069')).toBeTruthy();
    unmount();

    serveHours([{ courtId: 'f1', halfHours: allDay, reason: 'Resurfacing' }]);
    renderApp(detailsPath, { user: anAuthResponse() });
    expect(await screen.findByText('Open today 08:00 – 22:00')).toBeTruthy();
    expect(
      screen.getByText('\u2068Pitch A\u2069 closed today: \u2068Resurfacing\u2069'),
    ).toBeTruthy();
  });

  it('goes on to book the courts and day it was opened with', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(detailsPath, { user: anAuthResponse() });

    await user.click(await screen.findByRole('link', { name: 'Book a court' }));

    expect(router.state.location.pathname).toBe('/user/book-court/club-1');
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('court'), query.get('date')]).toEqual(['c1', '2026-11-21']);
  });

  it('opens from the booking screen', async () => {
    network.on('GET', '/api/user/club/club-1/court?court=c1', {
      status: 200,
      body: [aCourtDetail({ id: 'c1' })],
    });
    network.on('GET', '/api/booking?date=2026-11-21&court=c1', { status: 200, body: [] });
    network.on('GET', '/api/user/me/holds', { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/book-court/club-1?court=c1&date=2026-11-21', {
      user: anAuthResponse(),
    });

    await user.click(await screen.findByRole('link', { name: `About ${clubSummary.name}` }));

    expect(router.state.location.pathname).toBe('/user/club/club-1');
    expect(await screen.findByText('Open today 08:00 – 22:00')).toBeTruthy();
  });

  it('shows the heart as the player left it, and turns it', async () => {
    const favouriteUrl = '/api/user/club/club-1/favourite';
    // The server keeps the heart as it was last left; marking it again is refused (suspended).
    let favourite = true;
    network.on('GET', favouriteUrl, () => ({ status: 200, body: { favourite } }));
    network.on('DELETE', favouriteUrl, () => {
      favourite = false;
      return { status: 204 };
    });
    network.on('PUT', favouriteUrl, apiRefusal(404, 'NOT_FOUND', 'Club not found'));
    const user = userEvent.setup();
    renderApp(detailsPath, { user: anAuthResponse() });

    const heart = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.click(heart);
    const unmarked = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(unmarked.getAttribute('aria-pressed')).toBe('false');
    expect(network.requests.some((r) => r.method === 'DELETE' && r.url === favouriteUrl)).toBe(
      true,
    );

    // The club was suspended meanwhile: the server's refusal is said and the heart turns back.
    await user.click(unmarked);
    expect(await screen.findByText('Club not found')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed'),
      ).toBe('false'),
    );
  });

  it('shows no heart when the server cannot say whether the club is a favourite', async () => {
    renderApp(detailsPath, { user: anAuthResponse() });
    expect(await screen.findByRole('heading', { name: clubSummary.name })).toBeTruthy();
    await waitFor(() =>
      expect(network.requests.some((r) => r.url === '/api/user/club/club-1/favourite')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /favourites$/ })).toBeNull();
  });
});
