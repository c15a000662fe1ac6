import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubToday } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { anOwnerCourt } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });

const courts = [
  anOwnerCourt({ id: 'p-double', name: 'Padel 1', capacity: 4 }),
  anOwnerCourt({ id: 'p-single', name: 'Padel 3', capacity: 2, description: null }),
  anOwnerCourt({ id: 'f-5', name: 'Pitch A — 5-a-side', type: 'football', capacity: 5 }),
  anOwnerCourt({ id: 'f-8', name: 'Pitch B', type: 'football', capacity: 8, photo: null }),
];

describe('Manage Reservation', () => {
  it("lists the owner's courts with their type, capacity and description", async () => {
    network.on('GET', '/api/user/court', { status: 200, body: courts });
    renderApp('/user/manage-reservation', { user: owner });

    expect(await screen.findByRole('heading', { name: 'Manage Reservation' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your courts' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Padel 1',
      'Padel 3',
      'Pitch A — 5-a-side',
      'Pitch B',
    ]);
    expect(within(cards[0]!).getByText('Padel')).toBeTruthy();
    expect(within(cards[0]!).getByText('Double')).toBeTruthy();
    expect(within(cards[0]!).getByText('Panoramic glass, covered, LED lighting.')).toBeTruthy();
    expect(within(cards[1]!).getByText('Single')).toBeTruthy();
    expect(within(cards[2]!).getByText('Football')).toBeTruthy();
    expect(within(cards[2]!).getByText('5-a-side')).toBeTruthy();
    expect(within(cards[3]!).getByText('8-a-side')).toBeTruthy();

    const photo = cards[0]!.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/assets/img/courts/retiro-p1.svg');
    expect(photo?.getAttribute('loading')).toBe('lazy');
  });

  it("opens a court's day with its name in the query, which titles the screen", async () => {
    network.on('GET', '/api/user/court', { status: 200, body: courts });
    const today = clubToday('Europe/Madrid', new Date());
    network.on('GET', `/api/booking/court/f-5?date=${today}`, { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/manage-reservation', { user: owner });

    await user.click(await screen.findByRole('button', { name: /Pitch A — 5-a-side/ }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/manage-reservation/court/f-5'),
    );
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe(
      'Pitch A — 5-a-side',
    );
    expect(await screen.findByRole('heading', { name: 'Pitch A — 5-a-side' })).toBeTruthy();
  });

  it.each([
    '/user/manage-reservation',
    '/user/manage-reservation/court/f-5?name=Pitch%20A',
    '/user/manage-reservation/court/f-5/book?court=Pitch%20A',
  ])('tells a player %s is for club owners, without asking the server', async (address) => {
    renderApp(address, { user: anAuthResponse({ role: 'player' }) });

    expect(await screen.findByText('For club owners')).toBeTruthy();
    expect(network.screenRequests()).toEqual([]);
  });
});
