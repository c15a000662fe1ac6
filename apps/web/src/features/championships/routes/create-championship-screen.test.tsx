import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@courtside/shared/rules';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';

const year = new Date().getUTCFullYear();
// Ten days ahead: within the dates the app works with.
const day = addDays(new Date().toISOString().slice(0, 10), 10);
const club = {
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
  courts: [],
};
const window = new URLSearchParams({
  from: `${day}T10:00:00.000Z`,
  to: `${day}T13:00:00.000Z`,
});

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string | RegExp,
  option: string,
) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

/** The choices a select offers, as read. */
const offered = (label: string | RegExp) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Create Champion', () => {
  it('offers the free courts of the chosen type, the 50 birth years, and resets after saving', async () => {
    network.on('GET', '/api/user/me/club', { status: 200, body: club });
    network.on('GET', `/api/user/champion/courts?${window}`, {
      status: 200,
      body: [
        { id: 'five', name: 'Pitch Five', capacity: 5, sport: 'football' },
        { id: 'eleven', name: 'Pitch Eleven', capacity: 11, sport: 'football' },
        { id: 'pista', name: 'Pista 1', capacity: 4, sport: 'padel' },
      ],
    });
    network.on('POST', '/api/user/champion', { status: 201, body: { id: 'c-1', name: 'Cup' } });
    const user = userEvent.setup();
    renderApp('/user/create-champion', { user: anAuthResponse({ role: 'owner' }) });

    const clubField = await screen.findByRole('textbox', { name: 'Club' });
    expect(clubField).toHaveProperty('readOnly', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Champion name' }), {
      target: { value: 'Cup' },
    });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: day } });
    await choose(user, 'Start hour', '10:00');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: day } });
    await choose(user, 'End hour', '13:00');
    // Padel offers the padel courts: a league of pairs.
    await user.click(screen.getByRole('button', { name: 'Padel' }));
    await waitFor(() => expect(offered('Court')).toEqual(['Pista 1']));
    await user.click(screen.getByRole('button', { name: '11' }));
    await waitFor(() => expect(offered('Court')).toEqual(['Pitch Eleven']));
    await choose(user, 'Court', 'Pitch Eleven');

    const years = offered(/Allowed player age/);
    expect([years.length, years[0], years.at(-1)]).toEqual([
      50,
      String(year - 1),
      String(year - 50),
    ]);
    await choose(user, /Allowed player age/, years[9]!);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price ($)' }), {
      target: { value: '20' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(network.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        club: 'club-1',
        court: 'eleven',
        maxAge: year - 10,
        inviteOnly: 1,
        price: 2000,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Champion name' })).toHaveProperty('value', ''),
    );
    expect(screen.getByRole('textbox', { name: 'Club' })).toHaveProperty('value', 'Retiro Club');
    // A form this long takes a while to drive through its selects on a busy machine.
  }, 40_000);
});
