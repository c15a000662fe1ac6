import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourtDetail, MyClub } from '@courtside/shared';
import { clubToday } from '@courtside/shared/rules';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';

const clubFields = {
  id: 'club-1',
  name: 'Retiro Club',
  address: 'Madrid',
  latitude: 40.4,
  longitude: -3.7,
  photo: null,
  timeZone: 'UTC',
  currency: 'USD',
  cancellation: { noticeHours: 24, lateRefundPercent: null },
  bookingWindowDays: 60,
};
const court = (id: string, name: string, type: 'padel' | 'football'): CourtDetail => ({
  id,
  name,
  type,
  capacity: 4,
  photo: null,
  description: null,
  club: clubFields,
  price: 2000,
  peaks: [],
  currency: 'USD',
  sale: { lengths: [60, 120], startEvery: 60 },
  bookings: [],
});
const club: MyClub = {
  ...clubFields,
  courts: [
    court('padel-1', 'Padel 1', 'padel'),
    court('padel-2', 'Padel 2', 'padel'),
    court('pitch-1', 'Pitch 1', 'football'),
  ],
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

function openForm() {
  network.on('GET', '/api/user/me/club', { status: 200, body: club });
  const user = userEvent.setup();
  renderApp('/user/create-social', { user: anAuthResponse({ role: 'owner' }) });
  return user;
}

const sent = () => network.requests.filter((r) => r.method === 'POST');

describe('Create an Americano night', () => {
  it('sends the night as chosen on the club’s padel courts, then opens it', async () => {
    network.on('POST', '/api/user/social', { status: 201, body: { id: 'night-9' } });
    const user = openForm();

    await user.click(await screen.findByRole('button', { name: 'Mexicano' }));
    expect(screen.queryByRole('checkbox', { name: 'Pitch 1' })).toBeNull();
    await choose(user, 'From', '18:00');
    await choose(user, 'To', '21:00');
    // Eight players play on two courts: both padel courts come ticked.
    expect(screen.getByRole('checkbox', { name: 'Padel 1' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Padel 2' })).toHaveProperty('checked', true);
    await choose(user, 'Players', '12');
    await choose(user, 'Points per game', '32');
    await user.type(screen.getByRole('textbox', { name: 'Price per player (USD)' }), '15.5');
    await user.click(screen.getByRole('button', { name: 'Create the night' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({
      club: 'club-1',
      format: 'mexicano',
      date: clubToday('UTC', new Date()),
      fromH: 18,
      fromM: 0,
      toH: 21,
      toM: 0,
      courts: ['padel-1', 'padel-2'],
      players: 12,
      pointsPerGame: 32,
      price: 1550,
    });
    expect(await screen.findByText('Night created')).toBeTruthy();
    await waitFor(() =>
      expect(network.requests.some((r) => r.url === '/api/user/social/night/night-9')).toBe(true),
    );
  }, 30_000);

  it('tells the server’s refusal, in its words', async () => {
    network.on('POST', '/api/user/social', {
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: 'Padel 1 is taken at that time' },
    });
    const user = openForm();

    await user.click(await screen.findByRole('checkbox', { name: 'Padel 2' }));
    await user.click(screen.getByRole('button', { name: 'Create the night' }));

    expect(await screen.findByText('Padel 1 is taken at that time')).toBeTruthy();
    expect(sent()[0]?.body).toMatchObject({
      format: 'americano',
      fromH: 19,
      toH: 21,
      courts: ['padel-1'],
      players: 8,
      pointsPerGame: 24,
      price: 0,
    });
  });
  it('refuses on the form what the server would refuse: no court, To not after From', async () => {
    const user = openForm();

    await user.click(await screen.findByRole('checkbox', { name: 'Padel 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Padel 2' }));
    await choose(user, 'From', '21:00');
    await choose(user, 'To', '20:00');
    await user.click(screen.getByRole('button', { name: 'Create the night' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'To' }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Padel 1' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(
      screen.getByText('Choose at least one court, and no more than one for every four players.'),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'From' }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
    expect(sent()).toEqual([]);
  });

  it('marks the field the server refused, with what to do, instead of a general message', async () => {
    network.on('POST', '/api/user/social', {
      status: 422,
      body: {
        statusCode: 422,
        code: 'VALIDATION',
        message: 'Some fields are missing or invalid',
        details: [{ field: 'body.courts', message: 'Too small' }],
      },
    });
    const user = openForm();
    await user.click(await screen.findByRole('button', { name: 'Create the night' }));

    const help = 'Choose at least one court, and no more than one for every four players.';
    expect(await screen.findByText(help)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Padel 1' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByText('Some fields are missing or invalid')).toBeNull();
  });
});
