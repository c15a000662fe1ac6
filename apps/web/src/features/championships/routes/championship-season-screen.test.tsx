import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Championship, ChampionshipSeason } from '@courtside/shared';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aFixture, aRequest, aSeason, aUserChampionship } from '../test-data';

const url = '/api/user/champion/champ-1';
const owner = () => anAuthResponse({ id: 'owner-1', role: 'owner' });

function serve(overrides: Partial<Championship> = {}) {
  const { tab: _tab, ...championship } = aUserChampionship(overrides);
  network.on('GET', url, { status: 200, body: championship });
  network.on('GET', `${url}/chat?limit=30`, {
    status: 403,
    body: { statusCode: 403, code: 'FORBIDDEN', message: 'No' },
  });
}

const serveSeason = (season: ChampionshipSeason | null) =>
  network.on(
    'GET',
    `${url}/season`,
    season
      ? { status: 200, body: season }
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Season not found' } },
  );

describe('A championship’s season on its page', () => {
  it('shows a player the table with their team marked, and no owner’s buttons', async () => {
    serve();
    // The match shown is not their team's: a captain's own buttons are not in the way.
    const others = aFixture({
      id: 'fixture-1',
      home: { teamId: 'team-2', name: 'Bears', source: null },
      away: { teamId: 'team-3', name: 'Wolves', source: null },
    });
    serveSeason(aSeason({ rounds: [{ round: 1, stage: 'league', fixtures: [others] }] }));
    renderApp('/user/champion/champ-1', { user: anAuthResponse() });

    const table = await screen.findByRole('table', { name: 'Table' });
    expect(within(table).getByRole('rowheader', { name: /^Lions\s*\(your team\)$/ })).toBeTruthy();
    expect(screen.getByText('Not scheduled yet', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enter result/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Season' })).toBeNull();
  });

  it('lets the owner draw a league from the teams accepted and paid, then place it', async () => {
    const paid = { ...aRequest(true, true), id: 'request-9' };
    serve({ request: [aRequest(null), paid] });
    serveSeason(null);
    network.on('PUT', `${url}/season`, () => ({
      status: 200,
      body: aSeason({ canManage: true }),
    }));
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: owner() });

    const setup = await screen.findByRole('region', { name: 'Season' });
    await user.click(await within(setup).findByRole('button', { name: 'Draw the fixtures' }));
    expect(await screen.findByRole('region', { name: 'Place the fixtures' })).toBeTruthy();
    const sent = network.requests.find((r) => r.method === 'PUT');
    expect(sent?.body).toEqual({
      format: { kind: 'league', legs: 1 },
      points: { win: 3, draw: 1, loss: 0 },
      seeding: 'order',
      order: ['request-9'],
    });
  });

  it('lets the owner enter a result with its scorer; the table comes back with it', async () => {
    serve();
    serveSeason(aSeason({ canManage: true }));
    const played = aSeason({
      canManage: true,
      rounds: [
        {
          round: 1,
          stage: 'league',
          fixtures: [aFixture({ id: 'fixture-1', homeScore: 2, awayScore: 0, status: 'played' })],
        },
      ],
      topScorers: [{ playerId: null, name: 'Nacho', team: 'team-1', goals: 2 }],
    });
    network.on('PUT', `${url}/season/fixtures/fixture-1/result`, { status: 200, body: played });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: owner() });

    await user.click(await screen.findByRole('button', { name: 'Enter result of match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result of match 1' });
    const [home] = within(dialog).getAllByRole('spinbutton');
    await user.clear(home!);
    await user.type(home!, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add a scorer' }));
    await user.type(within(dialog).getByLabelText('Scorer'), 'Nacho');
    await user.clear(within(dialog).getByLabelText('Goals'));
    await user.type(within(dialog).getByLabelText('Goals'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));

    const scorers = await screen.findByRole('list', { name: 'Top scorers' });
    expect(within(scorers).getByText('Nacho')).toBeTruthy();
    const sent = network.requests.find((r) => r.method === 'PUT');
    expect(sent?.body).toEqual({
      homeScore: 2,
      awayScore: 0,
      scorers: [{ side: 'home', name: 'Nacho', goals: 2 }],
    });
  });

  it('keeps the season live for a reader who plays no part: its page stream says when to read it again', async () => {
    serve();
    const played = aSeason({
      rounds: [
        {
          round: 1,
          stage: 'league',
          fixtures: [aFixture({ id: 'fixture-1', homeScore: 3, awayScore: 1, status: 'played' })],
        },
      ],
      topScorers: [{ playerId: null, name: 'Nacho', team: 'team-1', goals: 3 }],
    });
    let season = aSeason();
    network.on('GET', `${url}/season`, () => ({ status: 200, body: season }));
    const events = new TransformStream<Uint8Array, Uint8Array>();
    const writer = events.writable.getWriter();
    const say = (text: string) => writer.write(new TextEncoder().encode(text));
    network.on('GET', `${url}/season/stream`, {
      status: 200,
      raw: { contentType: 'text/event-stream', text: events.readable },
    });
    const fan = anAuthResponse({ id: 'fan-1' });
    const view = renderApp('/user/champion/champ-1', { user: fan });
    const requestsTo = (path: string) => network.requests.filter((r) => r.url === path);

    // Once open, it reads the season again: a change made before it opened was not heard.
    await waitFor(() => expect(requestsTo(`${url}/season`)).toHaveLength(2));
    const [stream] = requestsTo(`${url}/season/stream`);
    expect(stream?.headers.get('accept')).toBe('text/event-stream');
    expect(screen.queryByRole('list', { name: 'Top scorers' })).toBeNull();

    season = played;
    await say('retry: 3000\n\nevent: championship\ndata: {}\n\n');
    const scorers = await screen.findByRole('list', { name: 'Top scorers' });
    expect(within(scorers).getByText('Nacho')).toBeTruthy();
    expect(requestsTo(`${url}/season`)).toHaveLength(3);

    view.unmount();
    expect(stream?.signal?.aborted).toBe(true);
  });
});
