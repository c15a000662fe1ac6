import { describe, expect, it } from 'vitest';
import { clubToday } from '@courtside/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aRequest, aUserChampionship } from '../test-data';

const day = '2026-12-18';

/** Book Champion's list of one day, as GET /user/champion?date answers it. */
function serveDay(request: ReturnType<typeof aRequest>[] = []) {
  const { tab: _tab, ...championship } = aUserChampionship({
    from: `${day}T10:00:00.000Z`,
    to: `${day}T13:00:00.000Z`,
    registered: 3,
    request,
    club: {
      id: 'club-1',
      name: 'Retiro Club',
      photo: '/photos/retiro.jpg',
      timeZone: 'UTC',
      user: { id: 'owner-1' },
    },
  });
  network.on('GET', `/api/user/champion/open?date=${day}`, page([championship]));
}

/** A page of the list as the server answers it. */
function page(items: unknown[], nextCursor: string | null = null) {
  return { status: 200, body: { items, nextCursor } };
}

async function openFromList() {
  const user = userEvent.setup();
  const { router } = renderApp(`/user/champion?date=${day}`, { user: anAuthResponse() });
  const list = await screen.findByRole('list', { name: 'Championships' });
  const [card] = within(list).getAllByRole('listitem');
  expect(within(card!).getByText('Retiro Club')).toBeTruthy();
  expect(within(card!).getByRole('heading', { name: 'Retiro Cup' })).toBeTruthy();
  expect(within(card!).getByText('3/8 registered')).toBeTruthy();
  await user.click(within(card!).getByRole('button', { name: 'Open Retiro Cup' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/champion/payment'));
  return new URLSearchParams(router.state.location.search);
}

describe('Book Champion', () => {
  it('opens on the upcoming championships in date order, with the day strip to pick one day', async () => {
    const listed = (id: string, name: string, from: string) => {
      const { tab: _tab, ...championship } = aUserChampionship({
        id,
        name,
        from,
        to: new Date(Date.parse(from) + 3 * 3_600_000).toISOString(),
      });
      return championship;
    };
    network.on(
      'GET',
      '/api/user/champion/open',
      page([listed('soon', 'Winter Cup', '2026-12-18T10:00:00.000Z')], 'after-soon'),
    );
    network.on(
      'GET',
      '/api/user/champion/open?cursor=after-soon',
      page([listed('later', 'Spring Cup', '2027-03-02T10:00:00.000Z')]),
    );
    // The strip's first day open to choose is today.
    const today = clubToday(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
    network.on('GET', `/api/user/champion/open?date=${today}`, page([]));
    const user = userEvent.setup();
    const { router } = renderApp('/user/champion', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Championships' });
    // The first page's last card asks for the next page.
    await within(list).findByText('Spring Cup');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Winter Cup',
      'Spring Cup',
    ]);
    // Weeks apart, each card says when it starts.
    expect(cards[0]!.textContent).toContain('Fri, Dec 18');
    expect(cards[1]!.textContent).toContain('Tue, Mar 2');
    const upcoming = screen.getByRole('button', { name: 'Upcoming' });
    expect(upcoming.getAttribute('aria-pressed')).toBe('true');

    const days = screen.getByRole('group', { name: 'Days' });
    const day = within(days)
      .getAllByRole('button')
      .find((button) => !button.hasAttribute('disabled'))!;
    expect(day.getAttribute('aria-pressed')).toBe('false');
    await user.click(day);
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${today}`));
    expect(upcoming.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('No championships on this day')).toBeTruthy();

    await user.click(upcoming);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Winter Cup' })).toBeTruthy();
  });

  it("opens the payment screen with the spec's query and Apply", async () => {
    serveDay();
    const query = await openFromList();
    expect(Object.fromEntries(query)).toMatchObject({
      club: 'Retiro Club',
      clubId: 'club-1',
      photo: '/photos/retiro.jpg',
      court: 'Pitch A',
      champion: 'Retiro Cup',
      type: 'champion',
      request: '',
      duration: '180',
      price: '2500',
      date: day,
      startTime: '10:00',
      endTime: '13:00',
    });
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it.each([
    [null, 'Your request has been sent to the club.'],
    [true, 'Your place is held: pay for it here, or later in Champion Request.'],
  ])(
    "applies: 'Applied Succesfully', and says whether the club must still accept (%s)",
    async (isConfirmed, hint) => {
      serveDay();
      network.on('POST', '/api/user/champion/champ-1', {
        status: 201,
        body: { id: 'request-1', isConfirmed },
      });
      network.on('GET', '/api/user/user-1/champion', { status: 200, body: [] });
      await openFromList();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply' }));
      const done = await screen.findByRole('dialog', { name: 'Applied Succesfully' });
      expect(within(done).getByText(hint)).toBeTruthy();
    },
  );

  it('offers the payment methods only for an accepted, unpaid request', async () => {
    serveDay([aRequest(null)]);
    const query = await openFromList();
    expect(query.get('request')).toBe('');
    expect(query.get('status')).toBe('requested');
    expect(await screen.findByRole('button', { name: 'Requested' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('takes an accepted request straight to its payment', async () => {
    serveDay([aRequest(true)]);
    expect((await openFromList()).get('request')).toBe('request-1');
    expect(await screen.findByRole('button', { name: /^Card/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
