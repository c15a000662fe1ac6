import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubSummary } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { aCustomer } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });

function serveClub() {
  network.on('GET', '/api/user/me/club', {
    status: 200,
    body: { ...clubSummary, timeZone: 'Europe/Madrid', courts: [] },
  });
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Customers' })).getAllByRole('listitem');

describe("The club's customers", () => {
  it('lists each customer with their phone, categories and last visit, and pages on', async () => {
    serveClub();
    network.on('GET', '/api/owner/customers', {
      status: 200,
      body: {
        items: [
          aCustomer(),
          aCustomer({
            id: '34699333444',
            name: 'Dora',
            phone: '+34699333444',
            categories: [],
            lastVisit: null,
          }),
        ],
        nextCursor: 'next-1',
      },
    });
    network.on('GET', '/api/owner/customers?cursor=next-1', {
      status: 200,
      body: {
        items: [aCustomer({ id: '34699555666', name: 'Ramona', phone: '+34699555666' })],
        nextCursor: null,
      },
    });
    const user = userEvent.setup();
    renderApp('/user/customers', { user: owner });

    await screen.findByRole('heading', { name: 'Ana García' });
    const [ana, dora] = cards();
    expect(within(ana!).getByText(/\+34 699 11 12 22/)).toBeTruthy();
    expect(within(ana!).getByText('Coach')).toBeTruthy();
    expect(within(ana!).getByText('Last visit: Nov 20, 2026')).toBeTruthy();
    expect(within(dora!).getByText('No visit yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Ramona' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('searches by name or phone', async () => {
    serveClub();
    network.on('GET', '/api/owner/customers', {
      status: 200,
      body: { items: [aCustomer()], nextCursor: null },
    });
    network.on('GET', '/api/owner/customers?q=699+333', {
      status: 200,
      body: { items: [], nextCursor: null },
    });
    const user = userEvent.setup();
    renderApp('/user/customers', { user: owner });

    await screen.findByRole('heading', { name: 'Ana García' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or phone' }), '699 333');
    expect(await screen.findByText('No customer matches this search')).toBeTruthy();
  });

  it('invites the owner to add a first customer, and adds one by name and phone', async () => {
    serveClub();
    network.on('GET', '/api/owner/customers', {
      status: 200,
      body: { items: [], nextCursor: null },
    });
    network.on('POST', '/api/owner/customers', () =>
      apiRefusal(409, 'CUSTOMER_EXISTS', 'This phone is already on the list'),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/customers', { user: owner });

    expect(await screen.findByText('No customers yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a customer' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dora');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '699 333 444');
    await user.click(add);
    expect(
      await within(dialog).findByText('This phone is already on your customer list.'),
    ).toBeTruthy();

    network.on('POST', '/api/owner/customers', (request) => {
      expect(request.body).toEqual({ name: 'Dora', phone: '+34699333444' });
      return {
        status: 201,
        body: aCustomer({ id: '34699333444', name: 'Dora', phone: '+34699333444' }),
      };
    });
    await user.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/customers/34699333444'));
  });

  it('exports the list as a CSV file', async () => {
    serveClub();
    network.on('GET', '/api/owner/customers', {
      status: 200,
      body: { items: [aCustomer()], nextCursor: null },
    });
    network.on('GET', '/api/owner/customers/export', {
      status: 200,
      raw: { text: 'name,phone\nAna García,+34699111222\n', contentType: 'text/csv' },
    });
    const saved = vi.fn((_file: Blob) => 'blob:customers');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderApp('/user/customers', { user: owner });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(await saved.mock.calls[0]![0].text()).toBe('name,phone\nAna García,+34699111222\n');
  });
});
