import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubPage, NearbyClub } from '@courtside/shared';
import { distanceKm } from '@courtside/shared/rules';
import { aClub, aCourt, fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const nearClub = aClub({
  id: 'club-near',
  name: 'Near Club',
  latitude: 30.06,
  longitude: 31.24,
  courts: [
    aCourt({ id: 'near-single', capacity: 2 }),
    aCourt({ id: 'near-double-1', capacity: 4 }),
    aCourt({ id: 'near-double-2', capacity: 4 }),
  ],
});
const farClub = aClub({
  id: 'club-far',
  name: 'Far Club',
  latitude: 30.5,
  longitude: 31.5,
  courts: [aCourt({ id: 'far-single', capacity: 2 })],
});

const here = { latitude: 30.05, longitude: 31.23 };
/** A club as the server lists it near `here`: with its haversine distance. */
const nearHere = (club: typeof nearClub): NearbyClub => ({
  ...club,
  distance: distanceKm(here, club),
});
const page = (
  items: NearbyClub[],
  nextCursor: string | null = null,
): { status: number; body: ClubPage } => ({
  status: 200,
  body: { items, nextCursor },
});
const nearbyUrl = '/api/user/club/nearby?type=padel&latitude=30.05&longitude=31.23';
const doublesUrl = '/api/user/club/nearby?type=padel&capacity=4&latitude=30.05&longitude=31.23';

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/** The browser's geolocation as the test wants it to answer. */
function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition } satisfies Geolocation,
  });
}

const at = (latitude: number, longitude: number) =>
  stubGeolocation((success) => success({ coords: { latitude, longitude } } as GeolocationPosition));

function refusing(code: 1 | 2 | 3) {
  stubGeolocation((_success, failure) =>
    failure?.({
      code,
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError),
  );
}

const clubNames = () =>
  within(screen.getByRole('list', { name: 'Clubs' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('Find club', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow });
    // The server orders the clubs: nearest first from the position, by name without one.
    network.on('GET', nearbyUrl, page([nearHere(nearClub), nearHere(farClub)]));
    network.on('GET', doublesUrl, page([nearHere(nearClub)]));
    network.on(
      'GET',
      '/api/user/club/nearby?type=padel',
      page([
        { ...farClub, distance: null },
        { ...nearClub, distance: null },
      ]),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('asks for a court type before opening a club (toast at the top)', async () => {
    at(30.05, 31.23);
    const user = userEvent.setup();
    const { router } = renderApp('/user/find-padel-court', { user: anAuthResponse() });

    // The list's first page and its code arrive together; the file's first list takes longest.
    await user.click(await screen.findByRole('button', { name: /Near Club/ }, { timeout: 8000 }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Select Court Type');
    expect(toast.closest('[data-position="top"]')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/find-padel-court');
    // SPEC 9: 1.5 s, then it goes.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });
  });

  it('says no club is near yet and offers "List your club" when the server has none', async () => {
    at(30.05, 31.23);
    network.on('GET', nearbyUrl, page([]));
    const user = userEvent.setup();
    const { router } = renderApp('/user/find-padel-court', { user: anAuthResponse() });
    expect(await screen.findByText('No clubs near you yet')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'List your club' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list-your-club'));
  });

  it("links each club to its page, with the day and the chosen type's courts", async () => {
    at(30.05, 31.23);
    renderApp('/user/find-padel-court?type=4&date=2026-11-22', { user: anAuthResponse() });

    const link = await screen.findByRole('link', { name: 'About Near Club' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://app');
    expect(target.pathname).toBe(`/user/club/${nearClub.id}`);
    expect(target.searchParams.get('date')).toBe('2026-11-22');
    const doubles = nearClub.courts.filter((court) => court.capacity === 4).map((c) => c.id);
    expect(target.searchParams.get('court')).toBe(doubles.join(','));
  });

  it('opens the club with its courts of the chosen type and the chosen day', async () => {
    at(30.05, 31.23);
    const user = userEvent.setup();
    const { router } = renderApp('/user/find-padel-court', { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'Book a padel court' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Court type' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Single', 'Double']);
    await user.click(screen.getByRole('button', { name: 'Sun 22, Sunday, November 22, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Double' }));
    // Only the near club has double courts.
    expect(clubNames()).toEqual(['Near Club']);
    await user.click(screen.getByRole('button', { name: /Near Club/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/book-court/club-near'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('court')).toBe('near-double-1,near-double-2');
    expect(query.get('date')).toBe('2026-11-22');
  });

  it('lists the clubs nearest first with their distance in km', async () => {
    at(30.05, 31.23);
    renderApp('/user/find-padel-court', { user: anAuthResponse() });

    await waitFor(() => expect(clubNames()).toEqual(['Near Club', 'Far Club']));
    const near = screen.getByRole('button', { name: /Near Club/ });
    // Haversine from (30.05, 31.23) to (30.06, 31.24): 1.45 km, shown with one decimal.
    expect(within(near).getByText('1.5 km')).toBeTruthy();
    expect(
      within(screen.getByRole('button', { name: /Far Club/ })).getByText('56.4 km'),
    ).toBeTruthy();
  });

  it('still lists the clubs, without distances, when the position is denied, and says why', async () => {
    refusing(1);
    renderApp('/user/find-padel-court', { user: anAuthResponse() });

    expect(await screen.findByText(/Location access is off/)).toBeTruthy();
    await waitFor(() => expect(clubNames()).toEqual(['Far Club', 'Near Club']));
    expect(screen.queryByText(/km$/)).toBeNull();
  });

  it('sends only a coarse position, and asks for the next page as the list comes to its end', async () => {
    at(30.0512345, 31.2298765);
    const more = aClub({ id: 'club-more', name: 'More Club', latitude: 31, longitude: 32 });
    network.on('GET', nearbyUrl, page([nearHere(nearClub), nearHere(farClub)], 'after-far'));
    network.on('GET', `${nearbyUrl}&cursor=after-far`, page([nearHere(more)]));
    renderApp('/user/find-padel-court', { user: anAuthResponse() });

    await waitFor(() => expect(clubNames()).toEqual(['Near Club', 'Far Club', 'More Club']));
    const asked = network.screenRequests().filter((r) => r.url.startsWith('/api/user/club'));
    expect(asked.map((r) => r.url)).toEqual([nearbyUrl, `${nearbyUrl}&cursor=after-far`]);
  });

  it('asks the server for clubs with a court of the chosen type', async () => {
    at(30.05, 31.23);
    renderApp('/user/find-padel-court?type=4', { user: anAuthResponse() });
    await waitFor(() => expect(clubNames()).toEqual(['Near Club']));
    expect(network.screenRequests().map((r) => r.url)).toContain(doublesUrl);
  });

  it('says the position is unavailable when the device cannot find it', async () => {
    refusing(3);
    renderApp('/user/find-padel-court', { user: anAuthResponse() });
    expect(await screen.findByText(/Your location isn't available right now/)).toBeTruthy();
  });

  describe('the heart on a club', () => {
    const favouriteUrl = '/api/user/club/club-far/favourite';
    const original = network.fetch.getMockImplementation()!;
    afterEach(() => network.fetch.mockImplementation(original));

    /** Holds the favourite calls until `release`: the heart must turn before the answer. */
    function holdFavouriteCalls() {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      network.fetch.mockImplementation(async (input, init) => {
        if (String(input).endsWith('/favourite')) await held;
        return original(input, init);
      });
      return () => release();
    }

    const heartOf = async (club: string) => {
      const heading = await screen.findByRole('heading', { name: club });
      const card = heading.closest('button')!.parentElement!;
      return within(card).getByRole('button', { name: /favourites$/ });
    };

    it('turns at once, tells the server, and leaves the list where it was', async () => {
      at(30.05, 31.23);
      network.on('PUT', favouriteUrl, { status: 204 });
      network.on('DELETE', favouriteUrl, { status: 204 });
      const release = holdFavouriteCalls();
      const user = userEvent.setup();
      renderApp('/user/find-padel-court', { user: anAuthResponse() });
      await waitFor(() => expect(clubNames()).toEqual(['Near Club', 'Far Club']));

      const heart = await heartOf('Far Club');
      expect(heart.getAttribute('aria-pressed')).toBe('false');
      expect(heart.getAttribute('aria-label')).toBe('Add to favourites');
      expect((await heartOf('Near Club')).getAttribute('aria-pressed')).toBe('false');
      await user.click(heart);
      // Turned while the server has not answered yet.
      await waitFor(async () =>
        expect((await heartOf('Far Club')).getAttribute('aria-pressed')).toBe('true'),
      );
      expect((await heartOf('Far Club')).getAttribute('aria-label')).toBe('Remove from favourites');
      expect((await heartOf('Near Club')).getAttribute('aria-pressed')).toBe('false');
      release();
      await waitFor(() =>
        expect(network.requests.map((r) => `${r.method} ${r.url}`)).toContain(
          `PUT ${favouriteUrl}`,
        ),
      );

      await user.click(await heartOf('Far Club'));
      await waitFor(async () =>
        expect((await heartOf('Far Club')).getAttribute('aria-pressed')).toBe('false'),
      );
      await waitFor(() =>
        expect(network.requests.map((r) => `${r.method} ${r.url}`)).toContain(
          `DELETE ${favouriteUrl}`,
        ),
      );
      // The list on screen is not read again: it keeps its order under the player's finger.
      expect(clubNames()).toEqual(['Near Club', 'Far Club']);
      expect(network.requests.filter((r) => r.url === nearbyUrl)).toHaveLength(1);
    });

    it('turns back and says so when the server refuses', async () => {
      at(30.05, 31.23);
      network.on('PUT', favouriteUrl, apiRefusal(500, 'INTERNAL_ERROR', 'Boom'));
      const release = holdFavouriteCalls();
      const user = userEvent.setup();
      renderApp('/user/find-padel-court', { user: anAuthResponse() });

      await user.click(await heartOf('Far Club'));
      await waitFor(async () =>
        expect((await heartOf('Far Club')).getAttribute('aria-pressed')).toBe('true'),
      );
      release();
      expect(
        await screen.findByText('Your favourites could not be changed. Try again.'),
      ).toBeTruthy();
      await waitFor(async () =>
        expect((await heartOf('Far Club')).getAttribute('aria-pressed')).toBe('false'),
      );
      expect((await heartOf('Far Club')).getAttribute('aria-label')).toBe('Add to favourites');
    });
  });
});
