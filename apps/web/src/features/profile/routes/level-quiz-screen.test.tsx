import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse, PlayerLevel } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { deviceStore } from '@/lib/device-store';

const noLevel: PlayerLevel = {
  level: null,
  reliability: 0,
  confirmedMatches: 0,
  history: [],
  results: [],
};
const levelPath = '/api/user/player/user-1/level';

/** The answer to pick for each question, by its wording, in the order they come. */
const weeklyPlayer: Array<[string, string]> = [
  ['How long have you played padel?', 'One to three years'],
  ['Have you played other racket sports, such as tennis or squash?', 'Now and then'],
  ['How often do you play now?', 'Once a week'],
  ['How do you play the ball off the walls?', 'I return most balls off the back and side walls'],
  ['How do you play at the net?', 'I volley with control and hold the net'],
  ['Have you played competitions?', 'Friendly matches that keep score'],
];

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  for (const [index, [question, answer]] of weeklyPlayer.entries()) {
    const group = await screen.findByRole('radiogroup', { name: question });
    expect(screen.getByText(`Question ${index + 1} of 6`)).toBeTruthy();
    const advance = screen.getByRole('button', {
      name: index === weeklyPlayer.length - 1 ? 'See my level' : 'Next',
    });
    // Nothing is skipped: each question not answered yet waits for its answer.
    const answered = within(group)
      .getAllByRole('radio')
      .some((radio) => (radio as HTMLInputElement).checked);
    expect(advance).toHaveProperty('disabled', !answered);
    await user.click(within(group).getByRole('radio', { name: answer }));
    await user.click(advance);
  }
}

describe('Set your level', () => {
  it('asks one question a step, sends the answers and shows the starting level', async () => {
    const user = userEvent.setup();
    network.on('GET', levelPath, { status: 200, body: noLevel });
    network.on('PUT', '/api/user/me/level', { status: 200, body: { ...noLevel, level: 2.7 } });
    const { router } = renderApp('/user/padel-level?next=%2Fuser%2Ffind-match', {
      user: anAuthResponse(),
    });

    expect(await screen.findByText(/Six quick questions/, {}, { timeout: 5000 })).toBeTruthy();
    // Each question's answers are one radio group, with four labelled answers.
    const first = await screen.findByRole('radiogroup', { name: weeklyPlayer[0]![0] });
    expect(within(first).getAllByRole('radio')).toHaveLength(4);
    // Back keeps what was answered.
    await user.click(within(first).getByRole('radio', { name: 'Less than a year' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Previous question' }));
    const again = await screen.findByRole('radiogroup', { name: weeklyPlayer[0]![0] });
    expect(within(again).getByRole('radio', { name: 'Less than a year' })).toHaveProperty(
      'checked',
      true,
    );

    await answerAll(user);

    const result = await screen.findByRole('region', { name: 'Your starting level' });
    expect(within(result).getByText('2.7')).toBeTruthy();
    expect(within(result).getByText(/A starting estimate from your answers/)).toBeTruthy();
    const sent = network.requests.find((request) => request.method === 'PUT');
    expect(sent?.body).toEqual({
      experience: 'oneToThreeYears',
      racketSports: 'casual',
      frequency: 'weekly',
      walls: 'returnMost',
      net: 'control',
      competition: 'friendly',
    });
    // The match pages' level warnings read the signed-in user's level: it is the new one.
    await waitFor(async () =>
      expect((await deviceStore.getItem<AuthResponse>('user'))?.padel.padelLevel).toBe(2.7),
    );
    await user.click(within(result).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/find-match'));
  }, 20_000);

  it('says why when results already set the level, and when saving failed', async () => {
    const user = userEvent.setup();
    network.on('GET', levelPath, { status: 200, body: noLevel });
    let refusal = apiRefusal(409, 'LEVEL_FROM_RESULTS', 'Your level comes from your results');
    network.on('PUT', '/api/user/me/level', () => refusal);
    renderApp('/user/padel-level', { user: anAuthResponse() });

    await answerAll(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your level comes from your results: it moves with the matches you play.',
    );
    refusal = apiRefusal(500, 'INTERNAL_ERROR', 'Boom');
    await user.click(screen.getByRole('button', { name: 'See my level' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your level could not be saved. Try again.',
      ),
    );
  }, 20_000);

  it('shows a level that results moved instead of the questions', async () => {
    network.on('GET', levelPath, {
      status: 200,
      body: { ...noLevel, level: 3.4, reliability: 12, confirmedMatches: 3 },
    });
    renderApp('/user/padel-level', { user: anAuthResponse() });

    const result = await screen.findByRole(
      'region',
      { name: 'Your starting level' },
      { timeout: 5000 },
    );
    expect(within(result).getByText('3.4')).toBeTruthy();
    expect(within(result).getByText(/comes from your results/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('offers a retry when the level cannot be read', async () => {
    network.on('GET', levelPath, apiRefusal(500, 'INTERNAL_ERROR', 'Boom'));
    renderApp('/user/padel-level', { user: anAuthResponse() });
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
