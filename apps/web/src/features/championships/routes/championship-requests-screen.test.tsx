import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aRequest, aUserChampionship } from '../test-data';

const serveMine = (userId: string, championships: unknown[]) =>
  network.on('GET', `/api/user/${userId}/champion`, { status: 200, body: championships });

describe('Champion requests', () => {
  it("shows 'Waiting' until the request is accepted, then 'Pay {price}' opening the payment", async () => {
    serveMine('user-1', [
      aUserChampionship({ id: 'a', name: 'Undecided Cup', request: [aRequest(null)] }),
      aUserChampionship({ id: 'b', name: 'Accepted Cup', request: [aRequest(true)] }),
    ]);
    const user = userEvent.setup();
    const { router } = renderApp('/user/champion-request', { user: anAuthResponse() });

    const list = await screen.findByRole('list', { name: 'Awaiting' });
    const [undecided, accepted] = within(list).getAllByRole('listitem');
    expect(within(undecided!).getByRole('button', { name: 'Waiting' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(undecided!).getByText('Max allowed players age: 30')).toBeTruthy();
    await user.click(within(accepted!).getByRole('button', { name: 'Pay $25.00' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/champion-request/payment'),
    );
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('id'), query.get('request'), query.get('type'), query.get('price')]).toEqual([
      'b',
      'request-1',
      'champion',
      '2500',
    ]);
  });

  it('moves a paid request to Signed and lets only the club owner open a card', async () => {
    serveMine('owner-1', [aUserChampionship({ name: 'My Club Cup' })]);
    const user = userEvent.setup();
    const { router } = renderApp('/user/champion-request', {
      user: anAuthResponse({ id: 'owner-1', role: 'owner' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Signed' }));
    await user.click(await screen.findByText('My Club Cup'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/champion-request/champ-1'),
    );
  });

  it("gives a player's Signed card nothing to open but the receipts of the paid fee", async () => {
    serveMine('user-1', [aUserChampionship({ registered: 1, request: [aRequest(true, true)] })]);
    const user = userEvent.setup();
    renderApp('/user/champion-request', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Signed' }));
    const list = await screen.findByRole('list', { name: 'Signed' });
    expect(within(list).getByText('Retiro Cup')).toBeTruthy();
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Receipt']);
  });
});
