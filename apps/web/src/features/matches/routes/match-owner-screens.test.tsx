import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Match, MatchPlayer } from '@courtside/shared';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aMatch } from '../test-data';

const me: MatchPlayer = {
  id: 'user-1',
  firstName: 'Sara',
  lastName: null,
  photo: null,
  padelLevel: 3,
  reserved: false,
};
const ana: MatchPlayer = { ...me, id: 'user-9', firstName: 'Ana' };
const past = { date: '2020-01-10T18:00:00.000Z', end_time: '2020-01-10T19:00:00.000Z' };

/** A match of the signed-in user, Sara (user-1). */
const myMatch = (overrides: Partial<Match> = {}) =>
  aMatch({ matchOwner: me, participants: [me, ana, null, null], ...overrides });

const requestsTo = (method: string) =>
  network.requests.filter((request) => request.method === method);

describe('My matches', () => {
  // The server's own tab is left out: the screen places each match with the shared tab rule.
  const mine: Match[] = [
    myMatch({
      id: 'owned',
      club: { id: 'c', name: 'Owned Club', photo: null, timeZone: 'UTC' },
      tab: null,
    }),
    aMatch({
      id: 'seated',
      club: { id: 'c', name: 'Seated Club', photo: null, timeZone: 'UTC' },
      participants: [aMatch().matchOwner, me, null, null],
      tab: null,
    }),
    aMatch({
      id: 'asked',
      club: { id: 'c', name: 'Asked Club', photo: null, timeZone: 'UTC' },
      myRequest: 'pending',
      tab: null,
    }),
    myMatch({
      id: 'old',
      ...past,
      club: { id: 'c', name: 'Old Club', photo: null, timeZone: 'UTC' },
      tab: null,
    }),
  ];

  const clubsIn = (list: HTMLElement) =>
    within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);

  it('puts each match under its tab; a past match never full is archived as not played', async () => {
    network.on('GET', '/api/user/user-1/match', { status: 200, body: mine });
    const user = userEvent.setup();
    renderApp('/user/matches', { user: anAuthResponse() });

    expect(clubsIn(await screen.findByRole('list', { name: 'Signed' }))).toEqual([
      'Owned Club',
      'Seated Club',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Awaiting' }));
    expect(clubsIn(await screen.findByRole('list', { name: 'Awaiting' }))).toEqual(['Asked Club']);
    await user.click(screen.getByRole('tab', { name: 'Confirmed' }));
    expect(await screen.findByText('No matches here')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    const archived = await screen.findByRole('list', { name: 'Archived' });
    expect(clubsIn(archived)).toEqual(['Old Club']);
    expect(within(archived).getByText('Not played')).toBeTruthy();
  });

  it('offers to find a match to join when a tab is empty, on a server with no match of mine', async () => {
    network.on('GET', '/api/user/user-1/match', { status: 200, body: [] });
    const user = userEvent.setup();
    const app = renderApp('/user/matches', { user: anAuthResponse() });

    expect(await screen.findByText('No matches here')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Find a match to join' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user/find-match'));
  });

  it('opens the request screen only for the owner, and the details for a seated player', async () => {
    network.on('GET', '/api/user/user-1/match', { status: 200, body: mine });
    network.on('GET', '/api/user/match/owned', { status: 200, body: mine[0] });
    network.on('GET', '/api/user/match/seated', { status: 200, body: mine[1] });
    const user = userEvent.setup();
    const owner = renderApp('/user/matches', { user: anAuthResponse() });
    const signed = await screen.findByRole('list', { name: 'Signed' });
    await user.click(within(signed).getAllByRole('button')[0]!);
    await waitFor(() =>
      expect(owner.router.state.location.pathname).toBe('/user/matches/owned/request'),
    );
    owner.unmount();

    const seated = renderApp('/user/matches', { user: anAuthResponse() });
    const again = await screen.findByRole('list', { name: 'Signed' });
    await user.click(within(again).getAllByRole('button')[1]!);
    await waitFor(() =>
      expect(seated.router.state.location.pathname).toBe('/user/find-match/seated'),
    );
  });
});

describe('Match requests screen', () => {
  it('is for the owner only: anyone else is taken back to My matches', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: aMatch() });
    network.on('GET', '/api/user/user-1/match', { status: 200, body: [] });
    const { router } = renderApp('/user/matches/match-1/request', { user: anAuthResponse() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/matches'));
    expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull();
  });
});

describe('Match details for its owner', () => {
  /** Gives the device (or takes away) a share sheet and a clipboard, as a phone's browser may. */
  const device = (features: { share?: unknown; clipboard?: unknown }) => {
    for (const [name, value] of Object.entries(features))
      Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  };
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  const owned = myMatch({ id: 'match-1', pendingRequests: 2, privacy: 'invitation' });

  it('shows the court, its price and the price per player, and Requests with the pending count', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: owned });
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const facts = await screen.findByText('Court price');
    const details = facts.closest('dl')!;
    expect(within(details).getByText(/Padel 1/)).toBeTruthy();
    expect(within(details).getByText(/24\.00/)).toBeTruthy();
    expect(within(details).getByText('Per player').nextSibling?.textContent).toMatch(/6\.00/);
    const requests = screen.getByRole('button', { name: 'Requests' });
    expect(requests.parentElement?.textContent).toContain('2');
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });

  it('shares the link with the device share sheet, or copies it when there is none', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: owned });
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    // After the setup, which puts a clipboard of its own in place.
    device({ share: undefined, clipboard: { writeText } });
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]).toEqual([`${window.location.origin}/user/find-match/match-1`]);
    expect(await screen.findByText('Link copied')).toBeTruthy();

    const share = vi.fn(async () => {});
    device({ share });
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]).toEqual([
      { title: 'Retiro Padel', url: `${window.location.origin}/user/find-match/match-1` },
    ]);
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('invites people the owner played with, and says who was told', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: owned });
    network.on('GET', '/api/user/me/played-with', {
      status: 200,
      body: [
        {
          id: 'user-7',
          name: 'Nora Vidal',
          photo: null,
          games: 3,
          lastPlayedAt: '2026-11-20T18:00:00.000Z',
        },
        {
          id: 'user-8',
          name: 'Bea',
          photo: null,
          games: 1,
          lastPlayedAt: '2026-11-02T10:00:00.000Z',
        },
      ],
    });
    network.on('POST', '/api/user/match/match-1/invitations', {
      status: 200,
      body: { invited: 1 },
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Invite players' }));
    const sheet = await screen.findByRole('dialog', { name: 'Invite people you played with' });
    const nora = await within(sheet).findByRole('checkbox', { name: /Nora Vidal/ });
    expect(within(sheet).getByText('Games together: 3 · last on Fri, Nov 20')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Choose who to invite' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(nora);
    await user.click(within(sheet).getByRole('button', { name: 'Send invitations (1)' }));
    await waitFor(() => expect(requestsTo('POST')).toHaveLength(1));
    expect(requestsTo('POST')[0]!.body).toEqual({ userIds: ['user-7'] });
    expect(await screen.findByText('Invited: 1')).toBeTruthy();
  });

  it('says who can be invited once the owner has played with nobody', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: owned });
    network.on('GET', '/api/user/me/played-with', { status: 200, body: [] });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Invite players' }));
    expect(await screen.findByText(/Once you have played a match or a night/)).toBeTruthy();
  });

  it('cancels only once the owner confirms', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: owned });
    network.on('DELETE', '/api/user/match/match-1', { status: 204 });
    network.on('GET', '/api/user/user-1/match', { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Cancel match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this match?' });
    expect(within(dialog).getByText(/the players are told/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel match' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this match?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel match' }));
    await waitFor(() => expect(requestsTo('DELETE')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/matches'));
  });
});

describe('Editing a match', () => {
  it('shows why the server refused a change that would drop a seated player', async () => {
    const message = 'Reserving 2 would leave a seated player without a seat: reserve at most 1';
    network.on('GET', '/api/user/match/match-1', { status: 200, body: myMatch() });
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: [] });
    network.on('PATCH', '/api/user/match/match-1', {
      status: 409,
      body: { statusCode: 409, code: 'SEATED_PLAYERS', message },
    });
    const user = userEvent.setup();
    renderApp('/user/create-match?id=match-1', { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'Edit match' })).toBeTruthy();
    const seats = await screen.findByRole('group', { name: 'Reserved seats' });
    await user.click(within(seats).getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(requestsTo('PATCH')[0]!.body).toMatchObject({ reservedSeats: 2, club: 'club-1' });
  });

  it("keeps the match's fill deadline on an edit, and sends the one chosen and the cover", async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: myMatch() });
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: [] });
    network.on('PATCH', '/api/user/match/match-1', { status: 200, body: myMatch() });
    const user = userEvent.setup();
    renderApp('/user/create-match?id=match-1', { user: anAuthResponse() });

    const fillBy = await screen.findByRole('combobox', { name: 'Must be full' });
    // The match starts a day after its deadline.
    expect(fillBy.textContent).toBe('24 hours before it starts');
    expect(screen.getByText(/Otherwise the match is cancelled/)).toBeTruthy();
    await user.click(fillBy);
    await user.click(await screen.findByRole('option', { name: '48 hours before it starts' }));
    await user.click(screen.getByRole('switch', { name: /I pay them at the club/ }));
    expect(screen.getByText(/the open seats are added to what you pay/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requestsTo('PATCH')).toHaveLength(1));
    expect(requestsTo('PATCH')[0]!.body).toMatchObject({
      fillDeadlineHours: 48,
      coverEmptySeats: true,
    });
  });
});

describe('Choosing partners', () => {
  it('searches partners from two letters of a name, several at once, and stars one', async () => {
    const pia = {
      id: 'user-3',
      firstName: 'Pia',
      lastName: 'Ruiz',
      photo: null,
      padelLevel: 2.5,
      gender: 'F' as const,
      isFavorite: false,
    };
    const pol = { ...pia, id: 'user-4', firstName: 'Pol', lastName: 'Vidal' };
    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ participants: [aMatch().matchOwner, null, null, null] }),
    });
    network.on('GET', '/api/user/me/favorites', { status: 200, body: [pol] });
    network.on('GET', '/api/user/padel/users?q=Pi', { status: 200, body: [pia] });
    network.on('GET', '/api/user/padel/users?q=Po', { status: 200, body: [pol] });
    network.on('POST', '/api/user/me/favorites', { status: 204 });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const partners = await screen.findByRole('combobox', { name: 'Partners (optional)' });
    await user.type(partners, 'P');
    expect(await screen.findByText('Type at least 2 letters of a name or username')).toBeTruthy();
    await user.type(partners, 'i');
    await user.click(await screen.findByRole('option', { name: 'Pia Ruiz' }));
    await user.type(partners, 'Po');
    await user.click(await screen.findByRole('option', { name: 'Pol Vidal' }));
    // The list of every player is never asked for: only searches of two letters or more.
    const searches = requestsTo('GET')
      .map((request) => request.url)
      .filter((url) => url.startsWith('/api/user/padel/users'));
    expect(new Set(searches)).toEqual(
      new Set(['/api/user/padel/users?q=Pi', '/api/user/padel/users?q=Po']),
    );
    // Pol is already starred: their star is on.
    const polStar = screen.getByRole('button', { name: 'Star Pol Vidal as a favorite' });
    expect(polStar.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Star Pia Ruiz as a favorite' }));
    await waitFor(() => expect(requestsTo('POST')).toHaveLength(1));
    expect(requestsTo('POST')[0]).toMatchObject({
      url: '/api/user/me/favorites',
      body: { userId: 'user-3' },
    });
  });
});

describe('Partners named in a request', () => {
  const bea: MatchPlayer = { ...me, id: 'user-5', firstName: 'Bea' };
  const request = (answers: Array<'pending' | 'accepted' | 'declined'>) => ({
    id: 'request-1',
    user: ana,
    phone: '010 1234 567',
    isConfirmed: null,
    partners: answers.map((answer, index) =>
      index === 0 ? { ...me, answer } : { ...bea, answer },
    ),
  });

  it('asks the named partner to accept or decline, and then says what they answered', async () => {
    const asked = aMatch({ request: [request(['pending'])] });
    network.on('GET', '/api/user/match/match-1', { status: 200, body: asked });
    network.on('PATCH', '/api/user/match-request/request-1/partner/accept', {
      status: 200,
      body: asked,
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    expect(
      await screen.findByRole('heading', { name: 'Ana asked you to play with them' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ request: [request(['accepted'])] }),
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('You accepted to play with Ana. The organizer decides next.'),
    ).toBeTruthy();
    expect(requestsTo('PATCH').map((r) => r.url)).toEqual([
      '/api/user/match-request/request-1/partner/accept',
    ]);
  });

  it('lets the organizer accept a request only once every partner has answered', async () => {
    const waiting = myMatch({ request: [{ ...request(['accepted', 'pending']), user: ana }] });
    const otherPartner = waiting.request[0]!.partners;
    otherPartner[0] = { ...bea, id: 'user-6', firstName: 'Carla', answer: 'accepted' };
    network.on('GET', '/api/user/match/match-1', { status: 200, body: waiting });
    renderApp('/user/matches/match-1/request', { user: anAuthResponse() });

    const accept = await screen.findByRole('button', { name: 'Accept Ana' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(
      screen.getByText('Every partner must accept to play before you can accept this request.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reject Ana' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
