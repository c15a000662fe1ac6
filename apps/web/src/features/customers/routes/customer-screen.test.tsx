import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubSummary } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { aCustomer, aCustomerPage } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });
const page = '/api/owner/customers/34699111222';

function serve(customer = aCustomerPage()) {
  network.on('GET', '/api/user/me/club', {
    status: 200,
    body: { ...clubSummary, timeZone: 'Europe/Madrid', courts: [] },
  });
  network.on('GET', page, { status: 200, body: customer });
  network.on('GET', '/api/owner/customer-categories', {
    status: 200,
    body: [
      { id: 'cat-coach', name: 'Coach' },
      { id: 'cat-junior', name: 'Junior' },
    ],
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe("A customer's page", () => {
  it('shows their contact with a call link, bookings, payments, no-shows and what they joined', async () => {
    serve();
    renderApp('/user/customers/34699111222', { user: owner });

    expect(await screen.findByRole('heading', { name: 'Ana García' })).toBeTruthy();
    const call = screen.getByRole('link', { name: /\+34 699 11 12 22/ });
    expect(call.getAttribute('href')).toBe('tel:+34699111222');
    expect(screen.getByText('Has an account')).toBeTruthy();
    expect(section('Bookings').textContent).toContain('Padel 1 · Confirmed');
    expect(section('Payments').textContent).toContain('No-show');
    expect(section('Payments').textContent).toContain('$24.00');
    expect(within(section('No-shows: 1')).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(section('Sessions, nights and matches')).getByText('Match')).toBeTruthy();
  });

  it('shows the parts later modules give under their own titles', async () => {
    serve(
      aCustomerPage({
        sections: [
          { key: 'memberships', items: [{ id: 'm1', title: 'Gold', at: null, status: 'active' }] },
        ],
      }),
    );
    renderApp('/user/customers/34699111222', { user: owner });

    expect(await screen.findByRole('region', { name: 'Memberships' })).toBeTruthy();
    expect(within(section('Memberships')).getByText('Gold')).toBeTruthy();
  });

  it('puts the customer in a category and takes them out with a tap on its chip', async () => {
    serve();
    const sent: unknown[] = [];
    network.on('PUT', `${page}/categories`, (request) => {
      sent.push(request.body);
      return { status: 200, body: aCustomer() };
    });
    const user = userEvent.setup();
    renderApp('/user/customers/34699111222', { user: owner });

    const junior = await screen.findByRole('button', { name: 'Junior' });
    expect(junior.getAttribute('aria-pressed')).toBe('false');
    await user.click(junior);
    await waitFor(() => expect(sent).toEqual([{ categoryIds: ['cat-coach', 'cat-junior'] }]));
    await user.click(screen.getByRole('button', { name: 'Coach' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ categoryIds: [] }));
  });

  it('saves the private note', async () => {
    serve();
    let saved: unknown = null;
    network.on('PUT', `${page}/note`, (request) => {
      saved = request.body;
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderApp('/user/customers/34699111222', { user: owner });

    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect((note as HTMLTextAreaElement).value).toBe('Prefers court 2');
    await user.type(note, ', pays cash');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(saved).toEqual({ note: 'Prefers court 2, pays cash' }));
    expect(await screen.findByText('Note saved')).toBeTruthy();
  });

  it('answers an unknown customer as not found', async () => {
    serve();
    renderApp('/user/customers/34600000000', { user: owner });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
