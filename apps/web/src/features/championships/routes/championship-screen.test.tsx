import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Championship } from '@courtside/shared';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aRequest, aUserChampionship } from '../test-data';

const url = '/api/user/champion/champ-1';

/** The championship as a player reads it: only their own request, if any. */
function serve(overrides: Partial<Championship> = {}) {
  const { tab: _tab, ...championship } = aUserChampionship(overrides);
  network.on('GET', url, { status: 200, body: championship });
}

const chatPage = (canWrite: boolean) => ({
  items: [
    {
      id: 'm1',
      author: { id: 'owner-1', name: 'Retiro Club' },
      body: 'Bibs at the desk',
      createdAt: new Date().toISOString(),
      mine: false,
      deleted: false,
      removed: false,
    },
  ],
  nextCursor: null,
  canWrite,
  canModerate: false,
  muted: false,
  mutedIds: [],
});
const refused = {
  status: 403,
  body: { statusCode: 403, code: 'FORBIDDEN', message: 'Only its players can read this chat' },
};

describe('A championship’s page', () => {
  it('lets an accepted player pay, and shows the chat they write in', async () => {
    serve({ request: [aRequest(true)] });
    network.on('GET', `${url}/chat?limit=30`, { status: 200, body: chatPage(true) });
    renderApp('/user/champion/champ-1', { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'Retiro Cup' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Accepted — pay your place' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Card/ })).toBeTruthy();
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByText('Bibs at the desk')).toBeTruthy();
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share link' })).toBeTruthy();
  });

  it('lets a newcomer apply, with no chat until the club answers', async () => {
    serve();
    network.on('GET', `${url}/chat?limit=30`, refused);
    network.on('POST', url, () => {
      serve({ request: [aRequest(null)] });
      return { status: 201, body: { id: 'request-1', isConfirmed: null } };
    });
    const user = userEvent.setup();
    renderApp('/user/champion/champ-1', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const done = await screen.findByRole('dialog', { name: 'Applied Succesfully' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeTruthy();
    await waitFor(() =>
      expect(network.requests.some((r) => r.url.startsWith(`${url}/chat`))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
  });

  it('says entries are closed once it has started', async () => {
    serve({ from: new Date(Date.now() - 3_600_000).toISOString() });
    network.on('GET', `${url}/chat?limit=30`, refused);
    renderApp('/user/champion/champ-1', { user: anAuthResponse() });

    expect(
      await screen.findByText('This championship has started: entries are closed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('takes its club’s owner on to the requests', async () => {
    serve();
    network.on('GET', `${url}/chat?limit=30`, { status: 200, body: chatPage(true) });
    renderApp('/user/champion/champ-1', { user: anAuthResponse({ id: 'owner-1', role: 'owner' }) });

    const manage = await screen.findByRole('link', { name: 'Requests and participants' });
    expect(manage.getAttribute('href')).toBe('/user/champion-request/champ-1');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
