import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Championship, TeamRoster } from '@courtside/shared';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aSeason, aUserChampionship } from '../test-data';

const url = '/api/user/champion/champ-1';
const teamUrl = `${url}/season/teams/team-1`;
// In aSeason, user-1 captains the Lions; user-4 (Omar) plays for them by account.
const captain = () => anAuthResponse({ id: 'user-1' });
const member = () => anAuthResponse({ id: 'user-4', firstName: 'Omar' });

function serve(overrides: Partial<Championship> = {}) {
  const { tab: _tab, ...championship } = aUserChampionship(overrides);
  network.on('GET', url, { status: 200, body: championship });
  network.on('GET', `${url}/chat?limit=30`, {
    status: 403,
    body: { statusCode: 403, code: 'FORBIDDEN', message: 'No' },
  });
  network.on('GET', `${url}/season`, { status: 200, body: aSeason() });
}

const roster = (): TeamRoster => ({
  teamId: 'team-1',
  name: 'Lions',
  captain: { userId: 'user-1', name: 'Sara' },
  members: aSeason().teams[0]!.members,
  maxPlayers: 10,
  maxPlayersByName: 3,
});

describe('A championship’s teams on its page', () => {
  it('lists each team with its players; a stranger gets no buttons', async () => {
    serve();
    renderApp('/user/champion/champ-1', { user: anAuthResponse({ id: 'user-9' }) });

    const teams = await screen.findByRole('region', { name: 'Teams' });
    expect(within(teams).getByRole('heading', { name: 'Lions' })).toBeTruthy();
    expect(within(teams).getByText('Omar Haddad')).toBeTruthy();
    expect(within(teams).getByText('Pablo Ruiz')).toBeTruthy();
    expect(within(teams).getByText('(by name only)', { exact: false })).toBeTruthy();
    expect(within(teams).getAllByText('No players added yet.')).toHaveLength(2);
    expect(within(teams).queryByRole('button')).toBeNull();
  });

  it('lets the captain add a player by phone, then one by name only', async () => {
    serve();
    network.on('POST', `${teamUrl}/members`, { status: 201, body: roster() });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: captain() });

    const teams = await screen.findByRole('region', { name: 'Teams' });
    await user.click(within(teams).getByRole('button', { name: 'Add a player' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a player to Lions' });
    await user.type(within(dialog).getByLabelText('Player’s phone'), '+34 612 000 444');
    await user.click(within(dialog).getByRole('button', { name: 'Add a player' }));
    expect(await screen.findByText('Player added')).toBeTruthy();

    await user.click(within(teams).getByRole('button', { name: 'Add a player' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a player to Lions' });
    await user.click(within(dialog).getByLabelText('By name only (no account)'));
    await user.type(within(dialog).getByLabelText('Player’s name'), 'Luis Gil');
    await user.click(within(dialog).getByRole('button', { name: 'Add a player' }));

    const sent = network.requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(sent).toEqual([{ phone: '+34 612 000 444' }, { name: 'Luis Gil' }]);
  });

  it('lets the captain add someone they played with in one tap', async () => {
    serve();
    network.on('GET', '/api/user/me/played-with', {
      status: 200,
      body: [
        {
          id: 'user-7',
          name: 'Nora Vidal',
          photo: null,
          games: 3,
          lastPlayedAt: '2026-11-02T18:00:00Z',
        },
      ],
    });
    network.on('POST', `${teamUrl}/members`, { status: 201, body: roster() });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: captain() });

    const teams = await screen.findByRole('region', { name: 'Teams' });
    await user.click(within(teams).getByRole('button', { name: 'Add a player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a player to Lions' });
    const people = await within(dialog).findByRole('region', { name: 'People you played with' });
    await user.click(within(people).getByRole('button', { name: 'Add Nora Vidal' }));
    expect(await screen.findByText('Player added')).toBeTruthy();
    const sent = network.requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(sent).toEqual([{ userId: 'user-7' }]);
  });

  it('shows the server’s refusal, such as a player already on another team', async () => {
    serve();
    network.on('POST', `${teamUrl}/members`, {
      status: 409,
      body: {
        statusCode: 409,
        code: 'ROSTER_TAKEN',
        message: 'This player is already on a team of this championship',
      },
    });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: captain() });

    await user.click(await screen.findByRole('button', { name: 'Add a player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a player to Lions' });
    await user.type(within(dialog).getByLabelText('Player’s phone'), '+34612000444');
    await user.click(within(dialog).getByRole('button', { name: 'Add a player' }));
    expect(
      await within(dialog).findByText('This player is already on a team of this championship'),
    ).toBeTruthy();
  });

  it('lets the captain rename the team and take a player off', async () => {
    serve();
    network.on('PATCH', teamUrl, { status: 200, body: { ...roster(), name: 'Hawks' } });
    network.on('DELETE', `${teamUrl}/members/member-2`, { status: 200, body: roster() });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: captain() });

    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the team' });
    const field = within(dialog).getByLabelText('Team name');
    await user.clear(field);
    await user.type(field, 'Hawks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team renamed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Pablo Ruiz' }));
    await screen.findByRole('button', { name: 'Remove Omar Haddad' });
    const sent = network.requests.filter((r) => ['PATCH', 'DELETE'].includes(r.method));
    expect(sent.map((r) => [r.method, r.url.replace(/^.*\/api/, '/api'), r.body])).toEqual([
      ['PATCH', teamUrl, { name: 'Hawks' }],
      ['DELETE', `${teamUrl}/members/member-2`, undefined],
    ]);
  });

  it('lets a player leave their team, and gives them no captain’s buttons', async () => {
    serve();
    network.on('DELETE', `${teamUrl}/members/member-1`, { status: 200, body: roster() });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: member() });

    const teams = await screen.findByRole('region', { name: 'Teams' });
    expect(
      within(teams)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Leave team']);
    await user.click(within(teams).getByRole('button', { name: 'Leave team' }));
    await vi.waitFor(() =>
      expect(
        network.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.split('/api')[1]),
      ).toEqual(['/user/champion/champ-1/season/teams/team-1/members/member-1']),
    );
  });
});
