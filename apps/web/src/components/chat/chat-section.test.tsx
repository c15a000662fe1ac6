import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatPage } from '@courtside/shared';
import { aMatch } from '@/features/matches/test-data';
import { deviceStore } from '@/lib/device-store';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';

const chatUrl = '/api/user/match/match-1/chat';
const firstPage = `${chatUrl}?limit=30`;

function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'message-1',
    author: { id: 'owner-1', name: 'Olga' },
    body: 'See you at six',
    createdAt: '2030-01-10T17:00:00.000Z',
    mine: false,
    deleted: false,
    removed: false,
    ...overrides,
  };
}

function aPage(overrides: Partial<ChatPage> = {}): ChatPage {
  return {
    items: [],
    nextCursor: null,
    canWrite: true,
    canModerate: false,
    muted: false,
    mutedIds: [],
    ...overrides,
  };
}

function showMatch(page: ChatPage | ((count: number) => ChatPage)) {
  network.on('GET', '/api/user/match/match-1', { status: 200, body: aMatch() });
  let reads = 0;
  network.on('GET', firstPage, () => {
    reads += 1;
    return { status: 200, body: typeof page === 'function' ? page(reads) : page };
  });
}

const sent = (method: string) =>
  network.requests.filter((request) => request.method === method && request.url.includes('/chat'));

describe("A match's chat", () => {
  it('lists messages oldest first, own ones marked, deleted ones as such, links as plain text', async () => {
    showMatch(
      aPage({
        items: [
          aMessage({
            id: 'm3',
            body: 'Book at https://evil.example',
            createdAt: '2030-01-10T17:03:00.000Z',
          }),
          aMessage({
            id: 'm2',
            deleted: true,
            body: null,
            author: { id: 'user-1', name: 'Sara' },
            mine: true,
          }),
          aMessage({ id: 'm1' }),
        ],
      }),
    );
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    const list = await screen.findByRole('list', { name: 'Chat' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('See you at six'),
      expect.stringContaining('Message deleted'),
      expect.stringContaining('Book at https://evil.example'),
    ]);
    expect(within(items[1]!).getByText(/^You/)).toBeTruthy();
    expect(within(list).queryByRole('link')).toBeNull();
    // Nobody may delete a deleted message, nor another's message without moderating.
    expect(within(list).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows an empty chat, sends a trimmed message with the limit on the field, and reads again', async () => {
    showMatch((reads) =>
      aPage({ items: reads > 1 ? [aMessage({ body: 'Hello all', mine: true })] : [] }),
    );
    network.on('POST', chatUrl, { status: 201, body: aMessage({ body: 'Hello all', mine: true }) });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    expect(
      await screen.findByText('No messages yet. Say hello to the other players.'),
    ).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.getAttribute('maxlength')).toBe('500');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    await user.type(field, '  Hello all  ');
    expect(screen.getByText('Characters left: 487')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent('POST').map((r) => r.body)).toEqual([{ body: 'Hello all' }]));
    expect(await screen.findByText('Hello all')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('deletes the player’s own message', async () => {
    showMatch(aPage({ items: [aMessage({ id: 'mine', mine: true, body: 'Oops' })] }));
    network.on('DELETE', `${chatUrl}/mine`, { status: 204 });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
  });

  it("gives the club's owner remove and mute on others' messages", async () => {
    showMatch(
      aPage({ canModerate: true, items: [aMessage({ author: { id: 'user-9', name: 'Rude' } })] }),
    );
    network.on('DELETE', `${chatUrl}/message-1`, { status: 204 });
    network.on('PUT', `${chatUrl}/mutes/user-9`, { status: 204 });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Mute' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent('PUT').map((r) => r.url)).toEqual([`${chatUrl}/mutes/user-9`]));
    await waitFor(() => expect(sent('DELETE').map((r) => r.url)).toEqual([`${chatUrl}/message-1`]));
  });

  it('says why a player cannot write: muted, or reading only', async () => {
    showMatch(aPage({ canWrite: false, muted: true }));
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    expect(await screen.findByText('You have been muted in this chat.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('is hidden from those who may not read it, and offers a retry when it fails', async () => {
    network.on('GET', '/api/user/match/match-1', { status: 200, body: aMatch() });
    network.on('GET', firstPage, {
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: 'No' },
    });
    const view = renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    await waitFor(() => expect(sent('GET')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Chat' })).toBeNull();
    view.unmount();
    network.on('GET', firstPage, {
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL', message: 'x' },
    });
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    expect(await screen.findByText('The chat could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads the chat again when the live stream says it has a new message', async () => {
    showMatch((reads) => aPage({ items: reads > 1 ? [aMessage({ body: 'Live from Olga' })] : [] }));
    // The event comes once the chat has been read: a stream opened before it says only the
    // count, and asks to come back at once.
    const chatRead = () => network.requests.some((r) => r.url === firstPage);
    network.on('GET', '/api/user/me/notifications/stream', () => ({
      status: 200,
      raw: {
        contentType: 'text/event-stream',
        text: chatRead()
          ? 'retry: 60000\n\nevent: chat\ndata: {}\n\n'
          : 'retry: 100\n\nevent: unread\ndata: {"unread":0}\n\n',
      },
    }));
    const auth = anAuthResponse();
    await deviceStore.setItem('token', auth.token);
    renderApp('/user/find-match/match-1', { user: auth });
    expect(await screen.findByText('Live from Olga', {}, { timeout: 3_000 })).toBeTruthy();
    expect(network.requests.filter((r) => r.url === firstPage).length).toBeGreaterThanOrEqual(2);
  });
});
