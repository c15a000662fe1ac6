import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchResult } from '@courtside/shared';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aMatch } from '../test-data';

const person = (id: string, firstName: string) => ({ id, firstName, lastName: null, photo: null });
const seat = (id: string, firstName: string) => ({
  ...person(id, firstName),
  padelLevel: 3,
  reserved: false,
});

/** A match user-1 played with Olga against Bea and Carl, which ended in 2025. */
const played = aMatch({
  date: '2025-01-10T18:00:00.000Z',
  end_time: '2025-01-10T19:00:00.000Z',
  participants: [
    seat('owner-1', 'Olga'),
    seat('user-1', 'Sara'),
    seat('user-3', 'Bea'),
    seat('user-4', 'Carl'),
  ],
});

function aResult(overrides: Partial<MatchResult> = {}): MatchResult {
  return {
    matchId: 'match-1',
    startsAt: played.date,
    clubName: 'Retiro Padel',
    timeZone: 'UTC',
    sets: [
      { a: 6, b: 3 },
      { a: 7, b: 5 },
    ],
    winner: 'a',
    pairs: {
      a: [person('owner-1', 'Olga'), person('user-1', 'Sara')],
      b: [person('user-3', 'Bea'), person('user-4', 'Carl')],
    },
    status: 'pending',
    settledBy: null,
    recordedBy: 'user-3',
    recordedAt: '2025-01-10T19:05:00.000Z',
    answerDueAt: '2030-01-12T19:05:00.000Z',
    canAnswer: true,
    ...overrides,
  };
}

const sent = (method: string) => network.requests.filter((request) => request.method === method);

describe('A finished match’s result', () => {
  it('is recorded by a player, with the padel rules checked before it is sent', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: played });
    network.on('GET', '/api/user/match/match-1/result', {
      status: 200,
      body: { result: null, canRecord: true },
    });
    network.on('POST', '/api/user/match/match-1/result', {
      status: 201,
      body: { result: aResult({ canAnswer: false, recordedBy: 'user-1' }), canRecord: false },
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const form = await screen.findByRole('heading', { name: 'Record the result' });
    expect(form).toBeTruthy();
    const games = screen.getAllByRole('combobox');
    // Each select is named by its set and its pair in full; the pairs head the columns.
    expect(games.map((select) => select.getAttribute('aria-label'))[0]).toMatch(
      /^Set 1: games of .+ & .+$/,
    );
    expect(games[5]!.getAttribute('aria-label')).toMatch(/^Set 3: games of .+ & .+$/);
    await user.selectOptions(games[0]!, '6');
    await user.selectOptions(games[1]!, '3');
    await user.selectOptions(games[2]!, '3');
    await user.selectOptions(games[3]!, '6');
    await user.click(screen.getByRole('button', { name: 'Record result' }));
    expect(
      await screen.findByText('A match is best of three sets: it ends when a pair wins two.'),
    ).toBeTruthy();
    expect(sent('POST')).toEqual([]);

    await user.selectOptions(games[4]!, '7');
    await user.selectOptions(games[5]!, '6');
    await user.click(screen.getByRole('button', { name: 'Record result' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toEqual({
      sets: [
        { a: 6, b: 3 },
        { a: 3, b: 6 },
        { a: 7, b: 6 },
      ],
    });
  });

  it('is confirmed or disputed by the other pair', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: played });
    network.on('GET', '/api/user/match/match-1/result', {
      status: 200,
      body: { result: aResult(), canRecord: false },
    });
    network.on('PATCH', '/api/user/match/match-1/result/dispute', {
      status: 200,
      body: { result: aResult({ status: 'disputed', canAnswer: false }), canRecord: false },
    });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const score = await screen.findByRole('group', { name: 'Score' });
    expect(within(score).getByText('Olga & Sara')).toBeTruthy();
    expect(within(score).getByText('Waiting for an answer')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.url).toBe('/api/user/match/match-1/result/dispute');
  });
});

describe('Disputed results', () => {
  /** The owner on their disputed results, one to decide; the decision is answered. */
  function ownerDeciding() {
    network.on('GET', '/api/owner/match-result/disputed', {
      status: 200,
      body: [aResult({ status: 'disputed', canAnswer: false })],
    });
    network.on('PATCH', '/api/owner/match-result/match-1', {
      status: 200,
      body: aResult({ status: 'confirmed', settledBy: 'owner', canAnswer: false }),
    });
    const user = userEvent.setup();
    renderApp('/user/disputed-results', { user: anAuthResponse({ role: 'owner' }) });
    return user;
  }

  it("lists the owner's disputed results, and lets one stand", async () => {
    const user = ownerDeciding();

    expect(await screen.findByText('Disputed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Let it stand' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({ decision: 'confirm' });
  });

  it('lets the owner correct the score, checked by the padel rules, and stand by it', async () => {
    const user = ownerDeciding();

    await user.click(await screen.findByRole('button', { name: 'Correct the score' }));
    // The recorded score is where the correction starts.
    const games = (set: number) => screen.getAllByRole('combobox')[set]! as HTMLSelectElement;
    expect([0, 1, 2, 3].map((index) => games(index).value)).toEqual(['6', '3', '7', '5']);
    const standBy = () => user.click(screen.getByRole('button', { name: 'Let this score stand' }));
    await user.selectOptions(games(2), '5');
    await standBy();
    expect(
      await screen.findByText('Each set goes to 6 games with two clear, or 7-5, or 7-6.'),
    ).toBeTruthy();
    await user.selectOptions(games(3), '7');
    await standBy();
    expect(
      await screen.findByText('A match is best of three sets: it ends when a pair wins two.'),
    ).toBeTruthy();
    expect(sent('PATCH')).toEqual([]);

    await user.selectOptions(games(4), '4');
    await user.selectOptions(games(5), '6');
    await standBy();
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      decision: 'confirm',
      sets: [
        { a: 6, b: 3 },
        { a: 5, b: 7 },
        { a: 4, b: 6 },
      ],
    });
  });
});

describe('Find Match', () => {
  it('says "At your level" where the server finds the player’s current level in range, not the level stored at sign-in', async () => {
    network.on('GET', '/api/user/club/all?type=padel', { status: 200, body: [] });
    network.on('GET', '/api/user/match/find', {
      status: 200,
      body: {
        items: [
          aMatch({ id: 'fits', padelLevelMin: 2, padelLevelMax: 3, atYourLevel: true }),
          aMatch({ id: 'above', padelLevelMin: 4, padelLevelMax: 5, atYourLevel: false }),
        ],
        nextCursor: null,
      },
    });
    // Signed in at 4.5; results have since moved the player to 2.5, which the server reads.
    const padel = {
      padelLevel: 4.5,
      RankID: null,
      padelSide: null,
      batBrand: null,
      FootballteamName: null,
    };
    renderApp('/user/find-match', { user: anAuthResponse({ padel }) });
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]!).getByText('At your level')).toBeTruthy();
    expect(within(cards[1]!).queryByText('At your level')).toBeNull();
  });
});
