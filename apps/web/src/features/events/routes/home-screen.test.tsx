import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { aMyFixture, anAuthResponse, categories } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const tabBar = () => screen.getByRole('navigation');
const tabNames = () => [...tabBar().querySelectorAll('a, button')].map((tab) => tab.textContent);

describe('Category home and tab bar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a visitor without a signed-in user to login', async () => {
    const { router } = renderApp('/user');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('greets the user and shows the category grid', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    renderApp('/user', { user: anAuthResponse({ firstName: 'Sara' }) });

    expect(await screen.findByText('Hi, Sara')).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Categories' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    // The first tile's picture is the screen's largest: fetched at once and first, in a box of
    // its own size, so the first paint neither waits for it nor moves when it arrives.
    const photo = grid.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/assets/img/categories/padel.svg');
    expect(photo?.getAttribute('loading')).toBe('eager');
    expect(photo?.getAttribute('fetchpriority')).toBe('high');
    expect(photo?.getAttribute('width')).toBeTruthy();
    expect(photo?.getAttribute('height')).toBeTruthy();
  });

  it("shows a team's player their next championship match, which opens its page", async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    network.on('GET', '/api/user/me/fixtures', {
      status: 200,
      body: [aMyFixture(), aMyFixture({ fixtureId: 'fixture-2', away: 'Lobos' })],
    });
    renderApp('/user', { user: anAuthResponse() });

    const next = await screen.findByRole('link', { name: /Your next match/ });
    expect(next.getAttribute('href')).toBe('/user/champion/champ-1');
    expect(next.textContent).toContain('Leones vs Tigres');
    // 17:00 UTC is 18:00 on the club's clock in Madrid.
    expect(next.textContent).toContain('18:00 · Pitch B · Club Arganzuela');
    expect(screen.queryByText(/Lobos/)).toBeNull();
  });

  it('loads the pictures of the tiles past the first screen only when scrolled to', async () => {
    const many = Array.from({ length: 6 }, (_, index) => ({
      ...categories[0]!,
      id: `category-${index}`,
      name: `Category ${index}`,
    }));
    network.on('GET', '/api/user/events', { status: 200, body: many });
    renderApp('/user', { user: anAuthResponse() });

    const grid = await screen.findByRole('list', { name: 'Categories' });
    const loading = [...grid.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('switches the tab bar to football and padel mode for their screens', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router } = renderApp('/user', { user: anAuthResponse() });

    await screen.findByRole('list', { name: 'Categories' });
    expect(tabNames()).toEqual(['Home', 'Profile', 'Menu']);

    await user.click(screen.getByRole('button', { name: 'Football' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/find-football-court'));
    expect(tabNames()).toEqual(['Home', 'Champion Request', 'Create', 'Profile', 'Menu']);
    expect(
      within(tabBar()).getByRole('link', { name: 'Champion Request' }).getAttribute('href'),
    ).toBe('/user/champion-request');

    await user.click(within(tabBar()).getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'Padel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/find-padel-court'));
    expect(tabNames()).toEqual(['Home', 'Match', 'Create', 'Profile', 'Menu']);
    expect(within(tabBar()).getByRole('link', { name: 'Match' }).getAttribute('href')).toBe(
      '/user/matches',
    );
  });

  it('resets sport mode when home is left for anything else', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router } = renderApp('/user', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Padel' }));
    await user.click(within(tabBar()).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('button', { name: 'Padel', pressed: true })).toBeTruthy();
    expect(tabNames()).toContain('Match');

    await user.click(within(tabBar()).getByRole('link', { name: 'Menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/menu'));
    // The menu's code loads lazily: the tabs change once its screen renders.
    await waitFor(() => expect(tabNames()).toEqual(['Home', 'Profile', 'Menu']));
  });

  it("resets sport mode when the player goes from the sport's screens to Profile", async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router } = renderApp('/user', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Padel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/find-padel-court'));
    expect(tabNames()).toContain('Match');
    await user.click(within(tabBar()).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
    await waitFor(() => expect(tabNames()).toEqual(['Home', 'Profile', 'Menu']));
  });

  it('shows subcategories in place of the grid, with a way back', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router } = renderApp('/user', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Club life' }));
    const subcategories = screen.getByRole('list', { name: 'Club life' });
    expect(within(subcategories).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Categories' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('list', { name: 'Categories' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Club life' }));
    await user.click(screen.getByRole('button', { name: 'Coins Pack' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coins-pack'));
  });

  it("returns from a sub-grid to the category home on the device's Back", async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router } = renderApp('/user', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Club life' }));
    expect(screen.getByRole('list', { name: 'Club life' })).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/user');
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeTruthy();
  });

  it.each([
    ['ar', ['بادل', 'كرة القدم', 'حياة النادي']],
    ['es', ['Pádel', 'Fútbol', 'Vida de club']],
  ])('names the categories in %s', async (language, names) => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    await i18next.changeLanguage(language);
    try {
      renderApp('/user', { user: anAuthResponse() });
      const grid = await screen.findByRole('list', { name: /./ });
      await waitFor(() =>
        expect(
          within(grid)
            .getAllByRole('heading')
            .map((h) => h.textContent),
        ).toEqual(names),
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('offers Create Activity/Training in the Create sheet to owners only', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/user', { user: anAuthResponse({ role: 'player' }) });

    await user.click(await screen.findByRole('button', { name: 'Football' }));
    await user.click(within(tabBar()).getByRole('button', { name: 'Create' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Create Match')).toBeTruthy();
    expect(within(sheet).queryByText('Create Activity/Training')).toBeNull();
    await user.click(within(sheet).getByText('Create Match'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/create-match'));
    unmount();

    const owner = renderApp('/user', { user: anAuthResponse({ role: 'owner' }) });
    await user.click(await screen.findByRole('button', { name: 'Padel' }));
    await user.click(within(tabBar()).getByRole('button', { name: 'Create' }));
    const ownerSheet = await screen.findByRole('dialog');
    await user.click(within(ownerSheet).getByText('Create Activity/Training'));
    await waitFor(() => expect(owner.router.state.location.pathname).toBe('/user/create-activity'));
  });

  it('offers a retry when the categories fail to load', async () => {
    // The automatic retries of a failing load wait a few seconds; time runs faster here.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let serverDown = true;
    network.on('GET', '/api/user/events', () =>
      serverDown
        ? { status: 503, body: { statusCode: 503, code: 'INTERNAL_ERROR', message: 'Down' } }
        : { status: 200, body: categories },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/user', { user: anAuthResponse() });

    // The home screen's code loads first; its first call starts the clock of the retries.
    await waitFor(() => expect(network.screenRequests()).not.toHaveLength(0));
    await vi.advanceTimersByTimeAsync(10_000);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    serverDown = false;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeTruthy();
  });

  it('shows an empty state when there are no categories', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: [] });
    renderApp('/user', { user: anAuthResponse() });
    expect(await screen.findByText('No categories yet')).toBeTruthy();
  });

  it('goes to login when the server refuses the stored token', async () => {
    network.on('GET', '/api/user/events', {
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' },
    });
    const { router } = renderApp('/user', { user: anAuthResponse() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a friendly page for a user-area address without a screen', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router } = renderApp('/user/no-such-screen', { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});
