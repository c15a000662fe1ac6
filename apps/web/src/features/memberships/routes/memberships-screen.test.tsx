import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { aMembership, aPlan, courtTwo, ownerClub } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });
const path = '/user/club-memberships';

const junior = { id: '00000000-0000-4000-8000-0000000000j1', name: 'Junior' };

function serve(plans: Plan[] = [aPlan()]) {
  network.on('GET', '/api/user/me/club', { status: 200, body: ownerClub });
  network.on('GET', '/api/owner/plans', { status: 200, body: plans });
  network.on('GET', '/api/owner/customer-categories', { status: 200, body: [junior] });
}

/** Text without the isolates that keep a run of hours in one piece in right-to-left lines. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
const byPlainText = (expected: string) => (_: string, element: Element | null) =>
  element?.children.length === 0 && plain(element.textContent) === expected;

const sent = (method: string, url: string) =>
  network.requests.filter((request) => request.method === method && request.url === url);

describe('Memberships (owner)', () => {
  it('lists each plan with its price, who sees it, where it is sold, members and terms', async () => {
    serve();
    renderApp(path, { user: owner });
    const plans = await screen.findByRole('list', { name: 'Plans' });
    const gold = within(plans).getByRole('listitem');
    expect(within(gold).getByRole('heading', { name: 'Gold' })).toBeTruthy();
    expect(within(gold).getByText('$30.00 / month')).toBeTruthy();
    expect(within(gold).getByText('Shown to players')).toBeTruthy();
    expect(within(gold).getByText('Sold in the app and at the club')).toBeTruthy();
    expect(within(gold).getByText('12 members')).toBeTruthy();
    expect(
      within(gold).getByText(byPlainText('20% off · Mon–Fri · 17:00–22:00 · All courts')),
    ).toBeTruthy();
    expect(within(gold).getByText('Books 14 days ahead · 3 bookings a day')).toBeTruthy();
  });

  it('says so when there is no plan yet, and offers to create one', async () => {
    serve([]);
    renderApp(path, { user: owner });
    expect(await screen.findByText('No plans yet')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'New plan' })).toHaveProperty('disabled', false),
    );
  });

  it('offers a retry when the plans cannot be read', async () => {
    serve();
    network.on('GET', '/api/owner/plans', apiRefusal(500, 'INTERNAL_ERROR', 'Boom'));
    renderApp(path, { user: owner });
    expect(await screen.findByText("Couldn't load this")).toBeTruthy();
    serve();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeTruthy();
  });

  it('refuses a plan without a name, then sends the plan as typed, prices in cents', async () => {
    const user = userEvent.setup();
    serve([]);
    network.on('POST', '/api/owner/plans', (request) => ({
      status: 201,
      body: { ...aPlan(), ...(request.body as object), currency: 'USD', memberCount: 0 },
    }));
    renderApp(path, { user: owner });
    await screen.findByText('No plans yet');
    const create = screen.getByRole('button', { name: 'New plan' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await user.type(within(dialog).getByLabelText('Price per period (USD)'), '45.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(sent('POST', '/api/owner/plans')).toHaveLength(0);

    await user.type(name, 'Evening club');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Paid' }),
      'Every quarter',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Who sees it' }),
      'Given by the club',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Who may join in the app' }),
      'Junior',
    );
    await user.click(within(dialog).getByLabelText('Members pay less'));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kind' }),
      'A fixed price per hour',
    );
    await user.type(within(dialog).getByLabelText('Price per hour (USD)'), '18');
    await user.click(within(dialog).getByLabelText('On every court'));
    await user.click(within(dialog).getByRole('button', { name: courtTwo.name }));
    const days = within(dialog).getByRole('group', { name: 'Days' });
    await user.click(within(days).getByRole('button', { name: 'Sat' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'From' }), '08:00');
    await user.type(within(dialog).getByLabelText('Days ahead a member may book'), '14');
    await user.clear(within(dialog).getByLabelText('Grace days'));
    await user.type(within(dialog).getByLabelText('Grace days'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(sent('POST', '/api/owner/plans')).toHaveLength(1));
    expect(sent('POST', '/api/owner/plans')[0]?.body).toEqual({
      name: 'Evening club',
      description: '',
      price: 4550,
      period: 'quarter',
      visibility: 'club',
      saleChannel: 'both',
      discount: {
        kind: 'hourly',
        value: 1800,
        courtIds: [courtTwo.id],
        weekdays: [1, 2, 3, 4, 5, 6],
        fromHour: 8,
        toHour: 22,
      },
      privileges: {
        horizonDays: 14,
        maxActiveBookings: null,
        maxBookingsPerDay: null,
        cancelNoticeHours: null,
      },
      graceDays: 3,
      categoryId: junior.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New plan' })).toBeNull());
    expect(await screen.findByText('Plan saved')).toBeTruthy();
  });

  it('marks the field the server refuses, keeping what was typed', async () => {
    const user = userEvent.setup();
    serve();
    network.on('PUT', `/api/owner/plans/${aPlan().id}`, {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid',
        details: [{ field: 'body.privileges.maxBookingsPerDay', message: 'Too many' }],
      },
    });
    renderApp(path, { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit plan' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Gold');
    expect(within(dialog).getByLabelText('Price per period (USD)')).toHaveProperty('value', '30');
    expect(within(dialog).getByLabelText('Percent off')).toHaveProperty('value', '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    const perDay = within(dialog).getByLabelText('Bookings per day');
    await waitFor(() => expect(perDay.getAttribute('aria-invalid')).toBe('true'));
    expect(perDay).toHaveProperty('value', '3');
    expect(sent('PUT', `/api/owner/plans/${aPlan().id}`)[0]?.body).toMatchObject({
      name: 'Gold',
      price: 3000,
      discount: { kind: 'percent', value: 20, courtIds: null },
    });
  });

  it('archives a plan once the owner confirms, telling them members keep it to their period’s end', async () => {
    const user = userEvent.setup();
    serve();
    network.on('DELETE', `/api/owner/plans/${aPlan().id}`, { status: 204 });
    renderApp(path, { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive Gold?' });
    expect(
      within(confirm).getByText(
        'No one can join it any more. Current members keep it until their period ends; it does not renew.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE', `/api/owner/plans/${aPlan().id}`)).toHaveLength(0);

    serve([]);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const again = await screen.findByRole('dialog', { name: 'Archive Gold?' });
    await user.click(within(again).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(sent('DELETE', `/api/owner/plans/${aPlan().id}`)).toHaveLength(1));
    expect(await screen.findByText('No plans yet')).toBeTruthy();
  });

  it('lists the members with their state and dates, and gives a plan to a player', async () => {
    const user = userEvent.setup();
    serve([aPlan(), aPlan({ id: '00000000-0000-4000-8000-0000000000p2', name: 'Silver' })]);
    network.on('GET', '/api/owner/members', {
      status: 200,
      body: [
        aMembership(),
        aMembership({
          id: '00000000-0000-4000-8000-0000000000m2',
          status: 'due',
          member: { id: null, name: 'Omar Said' },
          graceEndsAt: '2026-12-17T10:00:00.000Z',
        }),
        aMembership({ id: '00000000-0000-4000-8000-0000000000m3', status: 'cancelled' }),
      ],
    });
    network.on('POST', '/api/owner/members', {
      status: 201,
      body: aMembership({ member: { id: null, name: 'Lina Haddad' } }),
    });
    renderApp(path, { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Members' }));
    const members = await screen.findByRole('list', { name: 'Members' });
    const [ana, omar, cancelled] = within(members).getAllByRole('listitem');
    expect(within(ana!).getByText('Active')).toBeTruthy();
    expect(within(ana!).getByText('Renews Dec 10, 2026')).toBeTruthy();
    expect(within(omar!).getByText('Due')).toBeTruthy();
    expect(within(omar!).getByText('Lapses Dec 17, 2026 unless paid')).toBeTruthy();
    expect(within(cancelled!).getByText('Cancelled')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Give a membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give a membership' });
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));
    const player = within(dialog).getByLabelText('Player’s username or phone');
    await waitFor(() => expect(player.getAttribute('aria-invalid')).toBe('true'));
    await user.type(player, 'lina_h');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Plan' }),
      within(dialog).getByRole('option', { name: /^Silver/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));
    await waitFor(() => expect(sent('POST', '/api/owner/members')).toHaveLength(1));
    expect(sent('POST', '/api/owner/members')[0]?.body).toEqual({
      planId: '00000000-0000-4000-8000-0000000000p2',
      player: 'lina_h',
    });
    expect(await screen.findByText('Lina Haddad is now a member')).toBeTruthy();
  });

  it('says which player the server does not know, keeping the dialog open', async () => {
    const user = userEvent.setup();
    serve();
    network.on('GET', '/api/owner/members', { status: 200, body: [] });
    network.on('POST', '/api/owner/members', apiRefusal(404, 'NOT_FOUND', 'No such player'));
    renderApp(path, { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Members' }));
    expect(await screen.findByText('No members yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Give a membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give a membership' });
    await user.type(within(dialog).getByLabelText('Player’s username or phone'), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await screen.findByText('No such player')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Give a membership' })).toBeTruthy();
  });
});
