import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerLevel, Profile } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { deviceStore } from '@/lib/device-store';
import { renderApp } from '../../../test/render-app';

function aProfile(overrides: Partial<Profile> = {}): Profile {
  const { token: _token, ...user } = anAuthResponse({
    lastName: 'Ruiz',
    Name: 'Sara Ruiz',
    adress: 'Calle Luna 3',
    padel: {
      padelLevel: 2.5,
      RankID: null,
      padelSide: 'left',
      batBrand: 'Nox',
      FootballteamName: 'Los Rápidos',
    },
  });
  return {
    ...user,
    photoThumbnail: null,
    padelCreated: 3,
    padelPlayed: 7,
    FootballChampionCreated: 0,
    FootballChampionPlayed: 2,
    ...overrides,
  };
}

const facts = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Profile', () => {
  it('shows the padel level, its reliability, its chart and the last results', async () => {
    const person = (id: string, firstName: string) => ({
      id,
      firstName,
      lastName: null,
      photo: null,
    });
    const level: PlayerLevel = {
      level: 2.9,
      reliability: 7,
      confirmedMatches: 2,
      history: [
        { at: '2025-01-10T19:10:00.000Z', level: 2.7 },
        { at: '2025-01-12T19:10:00.000Z', level: 2.9 },
      ],
      results: [
        {
          matchId: 'match-1',
          startsAt: '2025-01-10T18:00:00.000Z',
          clubName: 'Retiro Padel',
          timeZone: 'UTC',
          sets: [
            { a: 6, b: 3 },
            { a: 7, b: 5 },
          ],
          winner: 'a',
          pairs: {
            a: [person('user-2', 'Olga'), person('user-1', 'Sara')],
            b: [person('user-3', 'Bea'), person('user-4', 'Carl')],
          },
          status: 'confirmed',
          settledBy: 'pair',
          recordedBy: 'user-2',
          recordedAt: '2025-01-10T19:05:00.000Z',
          answerDueAt: '2025-01-12T19:05:00.000Z',
          canAnswer: false,
        },
      ],
    };
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    network.on('GET', '/api/user/player/user-1/level', { status: 200, body: level });
    renderApp('/user/profile', { user: anAuthResponse() });

    const card = await screen.findByRole('region', { name: 'Padel level' }, { timeout: 5000 });
    expect(within(card).getByText('Reliability 7 % · confirmed matches: 2')).toBeTruthy();
    expect(within(card).getByRole('img', { name: /2.7, 2.9/ })).toBeTruthy();
    expect(within(card).getByText('Olga & Sara')).toBeTruthy();
    expect(within(card).getByText('Confirmed')).toBeTruthy();
    // A level results moved is no estimate, and the questions do not set it.
    expect(within(card).queryByText(/starting estimate/)).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('offers the level questions while the level is missing, and calls it an estimate after', async () => {
    const level: PlayerLevel = {
      level: null,
      reliability: 0,
      confirmedMatches: 0,
      history: [],
      results: [],
    };
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    network.on('GET', '/api/user/player/user-1/level', () => ({ status: 200, body: level }));
    const first = renderApp('/user/profile', { user: anAuthResponse() });

    const card = await screen.findByRole('region', { name: 'Padel level' }, { timeout: 5000 });
    expect(within(card).getByText(/You have no padel level yet/)).toBeTruthy();
    const set = within(card).getByRole('link', { name: 'Set your level' });
    expect(set.getAttribute('href')).toBe('/user/padel-level?next=%2Fuser%2Fprofile');
    first.unmount();

    level.level = 2.7;
    renderApp('/user/profile', { user: anAuthResponse() });
    const estimated = await screen.findByRole('region', { name: 'Padel level' }, { timeout: 5000 });
    expect(within(estimated).getByText('2.7')).toBeTruthy();
    expect(within(estimated).getByText(/A starting estimate from your answers/)).toBeTruthy();
    expect(
      within(estimated).getByRole('link', { name: 'Answer the questions again' }),
    ).toBeTruthy();
  });

  it('shows the summary with its counters', async () => {
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    renderApp('/user/profile', { user: anAuthResponse() });

    expect(
      await screen.findByRole('heading', { name: 'Sara Ruiz' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Calle Luna 3')).toBeTruthy();
    expect(facts()).toEqual({
      'Padel created': '3',
      'Padel played': '7',
      'Padel level': '2.5',
      'Football champion created': '0',
      'Football champion played': '2',
      'Football team name': 'Los Rápidos',
    });
  });

  it('edits: steps the level, sends only the non-empty fields, confirms and goes back', async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    network.on('GET', '/api/user/bat/all', { status: 200, body: [{ id: 'b1', name: 'Nox' }] });
    network.on('POST', '/api/user/me', {
      status: 200,
      body: aProfile({ padel: { ...aProfile().padel, padelLevel: 2.6 } }),
    });
    renderApp('/user/profile', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Raise Padel level' }));
    const phone = screen.getByRole('textbox', { name: /phone/i });
    await user.clear(phone);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.type(phone, '+34 611 222 333');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Saved Successfully')).toBeTruthy();
    expect(within(dialog).getByText('Your changes has been updated successfully')).toBeTruthy();
    const sent = network.requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      firstName: 'Sara',
      lastName: 'Ruiz',
      Phone: '+34611222333',
      adress: 'Calle Luna 3',
      padelSide: 'left',
      batBrand: 'Nox',
      FootballteamName: 'Los Rápidos',
      padelLevel: '2.6',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
  }, 20_000);

  it('shows a level moved by results instead of a stepper, and sends it back unchanged', async () => {
    const user = userEvent.setup();
    const me = anAuthResponse();
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    network.on('GET', '/api/user/bat/all', { status: 200, body: [{ id: 'b1', name: 'Nox' }] });
    const rated: PlayerLevel = {
      level: 2.5,
      reliability: 12,
      confirmedMatches: 3,
      history: [],
      results: [],
    };
    network.on('GET', `/api/user/player/${me.id}/level`, { status: 200, body: rated });
    network.on('POST', '/api/user/me', { status: 200, body: aProfile() });
    renderApp('/user/profile', { user: me });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(
      await screen.findByText(
        'Your level comes from your results: it moves with the matches you play.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Raise Padel level' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog');
    const sent = network.requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(sent.get('padelLevel')).toBe('2.5');
  }, 20_000);

  it('goes back from the form to the summary', async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    network.on('GET', '/api/user/bat/all', { status: 200, body: [] });
    renderApp('/user/profile', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the profile' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('opens the form, and comes back to the summary, at the top of the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    network.on('GET', '/api/user/bat/all', { status: 200, body: [] });
    renderApp('/user/profile', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await screen.findByRole('heading', { name: 'Edit Profile' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back to the profile' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });

  it('centres a long name under the photo', async () => {
    network.on('GET', '/api/user/me', {
      status: 200,
      body: aProfile({ Name: 'Sara Isabel de la Concepción Ruiz-Montenegro' }),
    });
    renderApp('/user/profile', { user: anAuthResponse() });
    const name = await screen.findByRole('heading', { name: /Sara Isabel/ });
    expect(getComputedStyle(name).textAlign).toBe('center');
  });
});

describe('Delete Profile', () => {
  it('names what happens, asks to confirm, closes the account and lands on login', async () => {
    const user = userEvent.setup();
    network.on('DELETE', '/api/user/me', { status: 204 });
    const { router } = renderApp('/user/delete-profile', { user: anAuthResponse() });

    expect(await screen.findByText(/Coins left in your account are lost/)).toBeTruthy();
    expect(screen.getByText(/more than 24 hours from now are cancelled/)).toBeTruthy();
    expect(screen.getByText(/Club applications you sent keep the club/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(network.requests.some((r) => r.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Your account is deleted')).toBeTruthy();
  });

  it('tells an owner with a club why it was refused', async () => {
    const user = userEvent.setup();
    network.on('DELETE', '/api/user/me', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'OWNS_CLUB',
        message: 'You own a club: hand it over to another owner before deleting your account',
      },
    });
    renderApp('/user/delete-profile', { user: anAuthResponse({ role: 'owner' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/hand it over to another owner/)).toBeTruthy();
  });
});

describe('Profile: the account', () => {
  it('verifies an e-mail by the code sent to it', async () => {
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    network.on('GET', '/api/user/me/email', {
      status: 200,
      body: { email: null, verified: false, bookingEmails: true },
    });
    network.on('POST', '/api/user/me/email/code', { status: 202 });
    network.on('POST', '/api/user/me/email/verify', {
      status: 200,
      body: { email: 'sara@example.test', verified: true, bookingEmails: true },
    });
    const user = userEvent.setup();
    renderApp('/user/profile', { user: anAuthResponse() });

    expect(await screen.findByText('No e-mail address yet')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Add e-mail' }));
    await user.type(await screen.findByLabelText('E-mail address'), 'sara@example.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'A code is on its way to sara@example.test. It works for 10 minutes.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const done = await screen.findByRole('dialog', { name: 'E-mail verified' });
    await user.click(within(done).getByRole('button'));
    expect(await screen.findByText('Verified')).toBeTruthy();
    const sent = network.requests.filter((r) => r.url.startsWith('/api/user/me/email/'));
    expect(sent.map((r) => [r.url, r.body])).toEqual([
      ['/api/user/me/email/code', { email: 'sara@example.test' }],
      ['/api/user/me/email/verify', { code: '246810' }],
    ]);
  });

  it('changes the password with the current one and keeps the new token on this device', async () => {
    network.on('GET', '/api/user/me', { status: 200, body: aProfile() });
    network.on('GET', '/api/user/me/email', {
      status: 200,
      body: { email: null, verified: false, bookingEmails: true },
    });
    const renewed = anAuthResponse({ token: 'jwt-after-change' });
    network.on('POST', '/api/auth/password', (req) =>
      (req.body as { currentPassword: string }).currentPassword === 'right-password'
        ? { status: 200, body: renewed }
        : apiRefusal(400, 'VALIDATION_FAILED', 'The current password is wrong'),
    );
    const user = userEvent.setup();
    renderApp('/user/profile', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Password changed' })).toBeTruthy();
    expect(await deviceStore.getItem('token')).toBe('jwt-after-change');
  });
});
