import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCourtDetail, clubSummary, fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
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
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
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
    expect(screen.getByText('Open 06:00 – 23:00')).toBeTruthy();
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
    expect(await screen.findByText('Open 06:00 – 23:00')).toBeTruthy();
  });
});
