import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

async function describeClub(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Club name/), 'Turia Padel');
  await user.type(screen.getByLabelText(/^Address/), 'Carrer de Sant Vicent 12');
  await user.type(screen.getByLabelText(/^City or area/), 'Valencia');
  await user.click(screen.getByLabelText('Football'));
  await user.type(screen.getByLabelText(/^Number of courts/), '6');
}

describe('List your club', () => {
  it('sends a signed-out application with the club and its contact', async () => {
    const user = userEvent.setup();
    network.on('POST', '/api/club-applications', {
      status: 201,
      body: { id: 'application-1', state: 'pending' },
    });
    renderApp('/list-your-club');
    await describeClub(user);
    await user.type(screen.getByLabelText(/^Your name/), 'Nerea');
    await user.type(screen.getByLabelText(/^Phone number/), '+34 622 000 111');
    await user.type(screen.getByLabelText(/^E-mail/), 'nerea@example.test');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Thank you: your application is on its way.')).toBeTruthy();
    const sent = network.requests.find((r) => r.url === '/api/club-applications');
    expect(sent?.body).toEqual({
      clubName: 'Turia Padel',
      address: 'Carrer de Sant Vicent 12',
      area: 'Valencia',
      sports: ['padel', 'football'],
      courts: 6,
      message: '',
      contactName: 'Nerea',
      contactPhone: '+34622000111',
      contactEmail: 'nerea@example.test',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
  });

  it('fills the contact from the signed-in account and sends it as theirs', async () => {
    const user = userEvent.setup();
    network.on('POST', '/api/user/club-applications', {
      status: 201,
      body: { id: 'application-2', state: 'pending' },
    });
    renderApp('/list-your-club', {
      user: anAuthResponse({ firstName: 'Vicent', Phone: '+34656000111', Email: 'v@example.test' }),
    });
    await describeClub(user);
    expect((screen.getByLabelText(/^Your name/) as HTMLInputElement).value).toBe('Vicent');
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe('+34656000111');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(network.requests.some((r) => r.url === '/api/user/club-applications')).toBe(true),
    );
  });

  it('asks for a sport and sends nothing without one', async () => {
    const user = userEvent.setup();
    renderApp('/list-your-club');
    await describeClub(user);
    await user.click(screen.getByLabelText('Padel'));
    await user.click(screen.getByLabelText('Football'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Choose at least one sport.')).toBeTruthy();
    expect(network.requests.some((r) => r.url.includes('club-applications'))).toBe(false);
  });
});
