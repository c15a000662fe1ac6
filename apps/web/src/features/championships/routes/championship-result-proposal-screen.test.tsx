import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChampionshipSeason } from '@courtside/shared';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aFixture, aSeason, aUserChampionship } from '../test-data';

const url = '/api/user/champion/champ-1';
const fixtureUrl = `${url}/season/fixtures/fixture-1/result`;

function serve(season: ChampionshipSeason) {
  const { tab: _tab, ...championship } = aUserChampionship();
  network.on('GET', url, { status: 200, body: championship });
  network.on('GET', `${url}/chat?limit=30`, {
    status: 403,
    body: { statusCode: 403, code: 'FORBIDDEN', message: 'No' },
  });
  network.on('GET', `${url}/season`, { status: 200, body: season });
}

/** The season with fixture 1 (Lions v Bears) as told; Lions' captain is user-1, Bears' user-2. */
const withFixture = (fixture: Partial<Parameters<typeof aFixture>[0]>) =>
  aSeason({
    rounds: [{ round: 1, stage: 'league', fixtures: [aFixture({ id: 'fixture-1', ...fixture })] }],
  });

const proposed = (status: 'pending' | 'disputed' = 'pending') =>
  withFixture({
    proposal: {
      by: 'team-1',
      homeScore: 2,
      awayScore: 1,
      scorers: [],
      sets: null,
      status,
      proposedAt: '2026-11-28T20:00:00.000Z',
      answerDueAt: '2026-11-30T20:00:00.000Z',
    },
  });

const captainOf = (team: 'Lions' | 'Bears') =>
  anAuthResponse({ id: team === 'Lions' ? 'user-1' : 'user-2' });

describe('A result proposed by a team’s captain', () => {
  it('lets a captain enter their fixture’s result, which then waits for the other captain', async () => {
    serve(withFixture({}));
    network.on('POST', `${fixtureUrl}/proposal`, { status: 200, body: proposed() });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: captainOf('Lions') });

    await user.click(await screen.findByRole('button', { name: 'Enter result of match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result of match 1' });
    expect(within(dialog).getByText(/other team's captain confirms it/)).toBeTruthy();
    const [home, away] = within(dialog).getAllByRole('spinbutton');
    await user.clear(home!);
    await user.type(home!, '2');
    await user.clear(away!);
    await user.type(away!, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));

    expect(await screen.findByText(/Result waiting for confirmation/)).toBeTruthy();
    expect(screen.getByText(/Proposed: Lions 2, Bears 1/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter result of match 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    const sent = network.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ homeScore: 2, awayScore: 1, scorers: [] });
  });

  it('lets the other captain confirm it; the score is then the fixture’s', async () => {
    serve(proposed());
    const played = withFixture({ homeScore: 2, awayScore: 1, status: 'played' });
    network.on('PATCH', `${fixtureUrl}/confirm`, { status: 200, body: played });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: captainOf('Bears') });

    expect(await screen.findByText(/Result waiting for confirmation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter result of match 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm the result of match 1' }));

    expect(await screen.findByText('2 – 1')).toBeTruthy();
    expect(screen.queryByText(/Result waiting for confirmation/)).toBeNull();
    expect(network.requests.some((r) => r.method === 'PATCH' && r.url.endsWith('/confirm'))).toBe(
      true,
    );
  });

  it('lets the other captain dispute it; it waits for the club', async () => {
    serve(proposed());
    network.on('PATCH', `${fixtureUrl}/dispute`, { status: 200, body: proposed('disputed') });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: captainOf('Bears') });

    await user.click(await screen.findByRole('button', { name: 'Dispute the result of match 1' }));

    expect(await screen.findByText(/Result disputed: the club decides/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Dispute/ })).toBeNull();
  });

  it('shows everyone else that it waits, with no buttons', async () => {
    serve(proposed());
    renderApp('/user/champion/champ-1', { user: anAuthResponse({ id: 'user-3' }) });

    expect(await screen.findByText(/Result waiting for confirmation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /result of match 1/ })).toBeNull();
  });
});
