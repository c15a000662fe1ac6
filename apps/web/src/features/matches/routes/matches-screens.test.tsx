import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { specSales } from '@/test/booking-fixtures';
import { aMatch } from '../test-data';

const clubs = [
  {
    id: 'club-1',
    name: 'Retiro Padel',
    address: 'Calle 1',
    latitude: 40.4,
    longitude: -3.7,
    photo: null,
    timeZone: 'Europe/Madrid',
    currency: 'USD',
    cancellation: { noticeHours: 24, lateRefundPercent: null },
    bookingWindowDays: 60,
    type: 'padel',
    courts: [],
    courtTypes: ['indoor', 'covered'],
    sales: specSales,
    favourite: false,
  },
  {
    id: 'club-2',
    name: 'Casa de Campo',
    address: 'Calle 2',
    latitude: 40.41,
    longitude: -3.74,
    photo: null,
    timeZone: 'Europe/Madrid',
    currency: 'USD',
    cancellation: { noticeHours: 24, lateRefundPercent: null },
    bookingWindowDays: 60,
    type: 'padel',
    courts: [],
    courtTypes: ['outdoor'],
    sales: specSales,
    favourite: false,
  },
];

const posts = () => network.requests.filter((request) => request.method === 'POST');

describe('Create match', () => {
  it('does nothing on submit while a required field is missing, then sends the match on the hour', async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    network.on('POST', '/api/user/match', { status: 201, body: aMatch({ id: 'match-new' }) });
    const user = userEvent.setup();
    renderApp('/user/create-match', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Create match' }));
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mixed' }));
    await user.click(screen.getByRole('combobox', { name: /Club/ }));
    await user.click(await screen.findByRole('option', { name: /^Retiro Padel/ }));
    await user.click(screen.getByRole('button', { name: 'Indoor' }));
    await user.click(screen.getByRole('button', { name: 'Raise Minimum level' }));
    // Open to join: players take a seat by paying, with no request to accept.
    const openJoin = screen.getByRole('switch', { name: 'Players join without my approval' });
    await user.click(openJoin);
    expect(screen.getByText(/no request to accept/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create match' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      gender: 'mix',
      club: 'club-1',
      courtType: 'indoor',
      padelLevelMin: 0.1,
      openJoin: true,
    });
    expect(new Date(body.date as string).getUTCMinutes()).toBe(0);
    expect(await screen.findByText('Match Added Successfully')).toBeTruthy();
    expect(screen.getByText('Your match has been added successfully')).toBeTruthy();
  }, 30_000);

  it('says when a match starts too soon for the time it must be full by, before it is made', async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    const user = userEvent.setup();
    renderApp('/user/create-match', { user: anAuthResponse() });
    await user.click(await screen.findByRole('combobox', { name: /Club/ }));
    await user.click(await screen.findByRole('option', { name: /^Retiro Padel/ }));

    // The form starts at the next hour; a day before that has gone.
    const soon = 'It starts in less than 24 hours, so it must be full by its start.';
    expect(await screen.findByText(soon)).toBeTruthy();
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: `${inFiveDays}T18:00` } });
    await waitFor(() => expect(screen.queryByText(soon)).toBeNull());
  });

  it('takes the organizer paying their share by card to its checkout once the match is made', async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    network.on('POST', '/api/user/match', { status: 201, body: aMatch({ id: 'match-new' }) });
    network.on('POST', '/api/user/match/match-new/share/card', {
      status: 201,
      body: { status: 'pending', paymentId: 'payment-3', formUrl: '/api/payments/sandbox/p3' },
    });
    const assign = vi.fn();
    const location = vi
      .spyOn(window, 'location', 'get')
      .mockReturnValue({ ...window.location, assign });
    try {
      const user = userEvent.setup();
      renderApp('/user/create-match', { user: anAuthResponse() });
      await user.click(await screen.findByRole('button', { name: 'Mixed' }));
      await user.click(screen.getByRole('combobox', { name: /Club/ }));
      await user.click(await screen.findByRole('option', { name: /^Retiro Padel/ }));
      await user.click(screen.getByRole('button', { name: 'Indoor' }));
      await user.click(screen.getByRole('combobox', { name: 'How you pay your share' }));
      await user.click(await screen.findByRole('option', { name: 'Pay by card' }));
      await user.click(screen.getByRole('button', { name: 'Create match' }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/p3'));
      expect(posts().map((post) => post.url)).toEqual([
        '/api/user/match',
        '/api/user/match/match-new/share/card',
      ]);
      expect(posts()[0]!.body).toMatchObject({ shareMethod: 'card' });
    } finally {
      location.mockRestore();
    }
  }, 30_000);

  it('highlights each missing field on submit with what to do, and sends nothing', async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    const user = userEvent.setup();
    renderApp('/user/create-match', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Create match' }));
    expect(posts()).toEqual([]);
    const gender = screen.getByRole('group', { name: 'Gender' });
    expect(gender.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose who can play')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Club/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Choose a club')).toBeTruthy();
    expect(screen.getByText('Choose a court type')).toBeTruthy();
    // The hour is given: it waits for a club to be read on, it is not missing.
    expect(screen.queryByText('Choose a day and hour')).toBeNull();

    await user.click(within(gender).getByRole('button', { name: 'Mixed' }));
    await waitFor(() => expect(screen.queryByText('Choose who can play')).toBeNull());
    expect(gender.getAttribute('aria-invalid')).toBe('false');
  }, 30_000);

  it("shows each club's court types and offers only the types the chosen club has", async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    const user = userEvent.setup();
    renderApp('/user/create-match', { user: anAuthResponse() });

    await user.click(await screen.findByRole('combobox', { name: /Club/ }));
    expect((await screen.findByRole('option', { name: /^Retiro Padel/ })).textContent).toContain(
      'Indoor · Covered',
    );
    await user.click(screen.getByRole('option', { name: /^Casa de Campo/ }));
    const types = screen.getByRole('group', { name: 'Court type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Outdoor']);

    // The only type of the club is then the match's.
    expect(
      within(types).getByRole('button', { name: 'Outdoor' }).getAttribute('aria-pressed'),
    ).toBe('true');
  }, 30_000);

  it('says when the levels cross (plus at 5 starts again from 0) and sends nothing then', async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    const user = userEvent.setup();
    renderApp('/user/create-match', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Mixed' }));
    await user.click(screen.getByRole('combobox', { name: /Club/ }));
    await user.click(await screen.findByRole('option', { name: /^Retiro Padel/ }));
    await user.click(screen.getByRole('button', { name: 'Indoor' }));

    const max = screen.getByRole('group', { name: 'Maximum level' });
    await user.click(within(max).getByRole('button', { name: 'Raise Maximum level' }));
    expect(within(max).getByText('0.0')).toBeTruthy();
    expect(screen.queryByText('The maximum level is below the minimum')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Raise Minimum level' }));
    expect(screen.getByText('The maximum level is below the minimum')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create match' }));
    expect(posts()).toEqual([]);
  }, 30_000);

  it('lets the organizer choose a court by its price at that hour, taken ones shown but not offered', async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    // 18:00 on the Madrid club's clock.
    const query = 'club=club-1&courtType=indoor&date=2030-01-10T17%3A00%3A00.000Z&duration=60';
    network.on('GET', `/api/user/match/courts?${query}`, {
      status: 200,
      body: [
        {
          id: 'court-2',
          name: 'Pista 2',
          free: true,
          price: 2400,
          pricePerPlayer: 600,
          currency: 'USD',
        },
        {
          id: 'court-1',
          name: 'Pista 1',
          free: false,
          price: 3000,
          pricePerPlayer: 750,
          currency: 'USD',
        },
      ],
    });
    network.on('POST', '/api/user/match', { status: 201, body: aMatch({ id: 'match-new' }) });
    const user = userEvent.setup();
    renderApp('/user/create-match', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Mixed' }));
    await user.click(screen.getByRole('combobox', { name: /Club/ }));
    await user.click(await screen.findByRole('option', { name: /^Retiro Padel/ }));
    await user.click(screen.getByRole('button', { name: 'Indoor' }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2030-01-10T18:00' } });

    await waitFor(() => expect(network.requests.some((r) => r.url.includes(query))).toBe(true));
    await user.click(screen.getByRole('combobox', { name: /^Court/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'The cheapest free court',
      'Pista 2$24.00 · $6.00 each',
      'Pista 1Taken at that time',
    ]);
    expect(options[2]!.getAttribute('aria-disabled')).toBe('true');
    await user.click(options[1]!);
    await user.click(screen.getByRole('button', { name: 'Create match' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({
      club: 'club-1',
      courtType: 'indoor',
      court: 'court-2',
    });
  }, 30_000);

  it("offers the nearest free hours, on the club's clock, when no court of the type is free", async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    network.on('POST', '/api/user/match', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'NO_COURT_FREE',
        message: 'No indoor court is free at that time',
        details: [{ field: 'date', message: '2030-01-10T17:00:00.000Z' }],
      },
    });
    const user = userEvent.setup();
    renderApp('/user/create-match', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Mixed' }));
    await user.click(screen.getByRole('combobox', { name: /Club/ }));
    await user.click(await screen.findByRole('option', { name: /^Retiro Padel/ }));
    await user.click(screen.getByRole('button', { name: 'Indoor' }));
    await user.click(screen.getByRole('button', { name: 'Create match' }));

    expect(await screen.findByText('No indoor court is free at that time')).toBeTruthy();
    // 17:00 UTC is 18:00 on the Madrid club's clock, whatever the device's zone.
    await user.click(screen.getByRole('button', { name: '18:00' }));
    const date = screen.getByLabelText(/Date and hour/) as HTMLInputElement;
    expect(date.value).toBe('2030-01-10T18:00');
  }, 30_000);
});

describe('Match details', () => {
  it("shows each seat's share and what the player owes, and pays it at the club", async () => {
    const seated = aMatch({
      participants: [
        aMatch().participants[0]!,
        { ...aMatch().participants[1]!, id: 'user-1' },
        null,
        null,
      ],
      myRequest: 'confirmed',
      seatShares: [
        { state: 'paid', amount: 603 },
        { state: 'to_pay', amount: 600 },
        { state: 'open', amount: 600 },
        { state: 'open', amount: 600 },
      ],
      myShare: { state: 'to_pay', amount: 600, currency: 'USD', payUntil: null, method: null },
    });
    network.on('GET', '/api/user/match/match-1', { status: 200, body: seated });
    network.on('POST', '/api/user/match/match-1/share/cash', {
      status: 201,
      body: { status: 'confirmed', paymentId: 'payment-1' },
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    expect(await screen.findByText(/You owe \$6\.00/)).toBeTruthy();
    const seats = screen.getAllByRole('listitem').map((seat) => seat.getAttribute('aria-label'));
    expect(seats).toEqual(['Olga, Paid', 'Ana, To pay', 'Empty seat, Open', 'Empty seat, Open']);
    await user.click(screen.getByRole('button', { name: 'Pay at the club' }));
    await waitFor(() =>
      expect(posts().map((post) => post.url)).toContain('/api/user/match/match-1/share/cash'),
    );
  });

  /** A match of a club in Madrid, whose country reads a national number. */
  const aMadridMatch = (extra: Parameters<typeof aMatch>[0] = {}) =>
    aMatch({ club: { ...aMatch().club, timeZone: 'Europe/Madrid' }, ...extra });

  it('sends a Spanish mobile typed in its national form (issue 40), once it is whole', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: aMadridMatch() });
    network.on('POST', '/api/user/match/match-1', {
      status: 201,
      body: aMatch({ myRequest: 'pending' }),
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const send = await screen.findByRole('button', { name: 'Send request' });
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '612 000 44');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(phone, '4');
    expect((phone as HTMLInputElement).value).toBe('612 00 04 44');
    expect((send as HTMLButtonElement).disabled).toBe(false);
    // Digits keep their order in a right-to-left language too.
    expect(phone.getAttribute('dir')).toBe('ltr');
    await user.click(send);

    expect(await screen.findByText('Request Sent Successfuly')).toBeTruthy();
    expect(screen.getByText('Your Request has been added successfully')).toBeTruthy();
    expect(posts()[0]!.body).toEqual({ phone: '+34612000444', partners: [] });
  });

  it("offers the player's own number, whole, and sends it as it is kept", async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: aMadridMatch() });
    network.on('POST', '/api/user/match/match-1', {
      status: 201,
      body: aMatch({ myRequest: 'pending' }),
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse({ Phone: '+34612000222' }) });

    const phone = await screen.findByRole('textbox', { name: /Phone/ });
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('+34 612 00 02 22'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posts()[0]?.body).toEqual({ phone: '+34612000222', partners: [] }));
  });

  it("keeps the spec's 3-4-3 mask for ten local digits", async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: aMadridMatch() });
    network.on('POST', '/api/user/match/match-1', {
      status: 201,
      body: aMatch({ myRequest: 'pending' }),
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const phone = await screen.findByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '0101234567');
    expect((phone as HTMLInputElement).value).toBe('010 1234 567');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posts()[0]?.body).toEqual({ phone: '0101234567', partners: [] }));
  });

  it('says a number short of a digit is not whole, and keeps the request unsent', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: aMadridMatch() });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const phone = await screen.findByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '+34 612 000 22');
    await user.tab();
    expect(screen.getByText(/Not a whole phone number/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send request' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets a player join a match open to join and pay their share in one step, once the phone is complete', async () => {
    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ openJoin: true }),
    });
    network.on('POST', '/api/user/match/match-1/seat/coins', {
      status: 201,
      body: { status: 'confirmed', paymentId: 'payment-1', coinBalance: 40 },
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const coins = await screen.findByRole('button', { name: 'Join, pay with coins' });
    expect(screen.getByText(/by paying your share, \$6\.00/)).toBeTruthy();
    // No request to send: the seat is taken by paying for it.
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Partners/ })).toBeNull();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    expect((coins as HTMLButtonElement).disabled).toBe(true);
    await user.type(phone, '0101234567');
    await user.click(coins);

    expect(await screen.findByText("You're in")).toBeTruthy();
    expect(screen.getByText('Your seat is yours and your share is paid.')).toBeTruthy();
    const taken = posts().find((post) => post.url.endsWith('/seat/coins'));
    expect(taken?.body).toEqual({ phone: '0101234567' });
  });

  it('opens the card checkout to take a seat by card', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: aMatch({ openJoin: true }) });
    network.on('POST', '/api/user/match/match-1/seat/card', {
      status: 201,
      body: { status: 'pending', paymentId: 'payment-2', formUrl: '/api/payments/sandbox/p2' },
    });
    const assign = vi.fn();
    const location = vi
      .spyOn(window, 'location', 'get')
      .mockReturnValue({ ...window.location, assign });
    try {
      const user = userEvent.setup();
      renderApp('/user/find-match/match-1', { user: anAuthResponse() });
      await screen.findByRole('textbox', { name: /Phone/ });
      await user.click(screen.getByRole('button', { name: 'Join, pay by card' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/p2'));
      expect(screen.queryByText("You're in")).toBeNull();
    } finally {
      location.mockRestore();
    }
  });

  it('warns a player whose level is outside the range before they ask', async () => {
    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ padelLevelMin: 4, padelLevelMax: 5 }),
    });
    renderApp('/user/find-match/match-1', {
      user: anAuthResponse({ padel: { ...anAuthResponse().padel, padelLevel: 2 } }),
    });
    expect(await screen.findByText(/Your level is outside this match's range/)).toBeTruthy();
  });

  it('tells a player with no level yet only of a match that leaves levels out, and where to set it', async () => {
    const noLevel = anAuthResponse({ padel: { ...anAuthResponse().padel, padelLevel: null } });
    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ padelLevelMin: 0, padelLevelMax: 5 }),
    });
    const open = renderApp('/user/find-match/match-1', { user: noLevel });
    expect(await screen.findByRole('textbox', { name: /Phone/ })).toBeTruthy();
    expect(screen.queryByText(/outside this match's range/)).toBeNull();
    expect(screen.queryByText(/no padel level yet/)).toBeNull();
    open.unmount();

    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ padelLevelMin: 3, padelLevelMax: 4 }),
    });
    renderApp('/user/find-match/match-1', { user: noLevel });
    expect(await screen.findByText(/You have no padel level yet/)).toBeTruthy();
    expect(screen.queryByText(/outside this match's range/)).toBeNull();
    // The level's questions, coming back to this match.
    expect(screen.getByRole('link', { name: 'Set my level' }).getAttribute('href')).toBe(
      '/user/padel-level?next=%2Fuser%2Ffind-match%2Fmatch-1',
    );
  });
});

describe('Find Match', () => {
  const full = aMatch({
    id: 'match-full',
    club: { id: 'club-1', name: 'Full Club', photo: null, timeZone: 'UTC' },
    participants: [0, 1, 2, 3].map((n) => ({ ...aMatch().matchOwner, id: `p-${n}` })),
  });

  it('filters by date, club and level, and opens only a match with an empty seat', async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    const page = (items: unknown[], nextCursor: string | null = null) => ({
      status: 200,
      body: { items, nextCursor },
    });
    // The first page ends after the open match; the next comes as its end nears.
    network.on('GET', '/api/user/match/find', page([aMatch()], 'after-1'));
    network.on('GET', '/api/user/match/find?cursor=after-1', page([full]));
    network.on('GET', '/api/user/match/find?date=2030-01-10', page([aMatch()]));
    network.on('GET', '/api/user/match/find?date=2030-01-10&club=club-1', page([aMatch()]));
    network.on('GET', '/api/user/match/find?date=2030-01-10&club=club-1&level=2.5', page([]));
    const user = userEvent.setup();
    const { router } = renderApp('/user/find-match', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Find Match' });
    await within(list).findByText('Full Club');
    const rows = Array.from(list.children) as HTMLElement[];
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Retiro Padel',
      'Full Club',
    ]);
    expect(within(rows[1]!).getByText('Full')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    expect(within(rows[0]!).getAllByRole('button')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-10' } });
    // The clubs arrive with their own answer; the filter lists them once it has.
    const club = screen.getByRole('combobox', { name: 'Club' });
    await within(club).findByRole('option', { name: /^Retiro Padel/ });
    await user.selectOptions(club, 'Retiro Padel');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '2.5');
    expect(await screen.findByText('No matches to join yet')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Any');
    const list2 = await screen.findByRole('list', { name: 'Find Match' });
    await user.click(within(list2).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/find-match/match-1'));
  }, 30_000);

  it("lists the player's favourite clubs first in the club filter", async () => {
    const [first, second] = clubs;
    network.on('GET', '/api/user/club/all?type=padel', {
      status: 200,
      body: [first, { ...second, favourite: true }],
    });
    network.on('GET', '/api/user/match/find', {
      status: 200,
      body: { items: [], nextCursor: null },
    });
    renderApp('/user/find-match', { user: anAuthResponse() });

    const club = await screen.findByRole('combobox', { name: 'Club' });
    await waitFor(() =>
      expect(
        within(club)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any', second!.name, first!.name]),
    );
  });

  it('asks a player with no level yet to set it, and not one who has a level', async () => {
    const level = { level: null as number | null, reliability: 0, confirmedMatches: 0 };
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: clubs });
    network.on('GET', '/api/user/match/find', {
      status: 200,
      body: { items: [], nextCursor: null },
    });
    network.on('GET', '/api/user/player/user-1/level', () => ({
      status: 200,
      body: { ...level, history: [], results: [] },
    }));
    const first = renderApp('/user/find-match', { user: anAuthResponse() });
    expect(await screen.findByText(/You have no padel level yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set your level' }).getAttribute('href')).toBe(
      '/user/padel-level?next=%2Fuser%2Ffind-match',
    );
    first.unmount();

    level.level = 2.7;
    renderApp('/user/find-match', { user: anAuthResponse() });
    expect(await screen.findByText('No matches to join yet')).toBeTruthy();
    expect(screen.queryByText(/You have no padel level yet/)).toBeNull();
  });
});
