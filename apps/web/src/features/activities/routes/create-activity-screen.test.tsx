import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubSummary, fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const owner = anAuthResponse({ role: 'owner' });
const freeCourts = (toH: number) =>
  `/api/user/activity/courts?date=2026-12-02&recurrence=date&fromH=18&fromM=0&toH=${toH}&toM=0`;

function serveClub() {
  network.on('GET', '/api/user/me/club', {
    status: 200,
    body: { ...clubSummary, type: 'padel', courts: [] },
  });
  network.on('GET', '/api/user/activity/coaches', {
    status: 200,
    body: [
      {
        id: 'coach-1',
        name: 'Marta Sánchez',
        phone: '0100 555 0101',
        gender: 'F',
        username: 'marta',
      },
    ],
  });
  for (const toH of [17, 19])
    network.on('GET', freeCourts(toH), {
      status: 200,
      body: [{ id: 'court-1', name: 'Padel 2', sport: 'padel' }],
    });
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  const select = screen.getByRole('combobox', { name: field });
  // The court is the browser's own select; its courts arrive with the free-courts answer.
  if (select instanceof HTMLSelectElement) {
    await waitFor(() => within(select).getByRole('option', { name: option }));
    return user.selectOptions(select, option);
  }
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

const posts = () => network.screenRequests().filter((r) => r.method === 'POST');

describe('Create activity', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow }));
  afterEach(() => vi.useRealTimers());

  it('marks the missing fields and sends nothing', async () => {
    serveClub();
    const user = userEvent.setup();
    renderApp('/user/create-activity', { user: owner });

    expect(await screen.findByRole('textbox', { name: 'Club' })).toHaveProperty(
      'value',
      'Nile Padel Club',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Activity name' }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it("adds a coach whose phone is read in the club's country, whole, or says it is not one", async () => {
    serveClub();
    network.on('POST', '/api/user/me/coach', {
      status: 201,
      body: { id: 'coach-2', name: 'Hana', phone: '+201012345678', gender: 'F', username: 'hana' },
    });
    const user = userEvent.setup();
    renderApp('/user/create-activity', { user: owner });

    await screen.findByRole('textbox', { name: 'Activity name' });
    await choose(user, 'Coach', 'Create New one');
    const dialog = await screen.findByRole('dialog', { name: 'New coach' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hana');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '010 1234');
    await user.type(within(dialog).getByLabelText('Password'), 'coach-pass-1');
    await user.click(within(dialog).getByRole('radio', { name: 'F' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create coach' }));
    expect(await within(dialog).findByText(/Not a whole phone number/)).toBeTruthy();
    expect(posts()).toEqual([]);

    // The club is in Cairo: an Egyptian mobile in its national form.
    await user.type(phone, '5678');
    expect(phone).toHaveProperty('value', '010 12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Create coach' }));
    await waitFor(() => expect(posts()[0]?.body).toMatchObject({ phone: '+201012345678' }));
  });

  it('says the end must come after the start', async () => {
    serveClub();
    const user = userEvent.setup();
    renderApp('/user/create-activity', { user: owner });

    await user.type(await screen.findByRole('textbox', { name: 'Activity name' }), 'Clinic');
    await choose(user, 'Coach', 'Marta Sánchez');
    await choose(user, 'From hour', '18');
    await choose(user, 'To hour', '17');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-02' } });
    await choose(user, 'Court', 'Padel 2');
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('To must come after From')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('offers the courts free at that time and creates the activity', async () => {
    serveClub();
    network.on('POST', '/api/user/activity', {
      status: 201,
      body: { id: 'act-1', name: 'Beginners Clinic', dates: ['2026-12-02'], skippedMonths: [] },
    });
    const user = userEvent.setup();
    renderApp('/user/create-activity', { user: owner });

    await user.type(
      await screen.findByRole('textbox', { name: 'Activity name' }),
      'Beginners Clinic',
    );
    await choose(user, 'Coach', 'Marta Sánchez');
    await choose(user, 'From hour', '18');
    await choose(user, 'To hour', '19');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-02' } });
    await choose(user, 'Court', 'Padel 2');
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Activity saved: 1 dates')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toMatchObject({
      club: 'club-1',
      name: 'Beginners Clinic',
      coach: 'coach-1',
      fromH: 18,
      toH: 19,
      date: '2026-12-02',
      recurrence: 'date',
      court: 'court-1',
      price: 1500,
    });
    // The form starts again, for the next activity.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Activity name' })).toHaveProperty('value', ''),
    );
  });

  it('says how many dates a weekly series makes, and ends it on the date chosen', async () => {
    serveClub();
    const weeklyUntil = (lastDate: string) =>
      `/api/user/activity/courts?date=2026-12-02&recurrence=weekly&lastDate=${lastDate}&fromH=18&fromM=0&toH=19&toM=0`;
    network.on('GET', weeklyUntil('2026-12-23'), {
      status: 200,
      body: [{ id: 'court-1', name: 'Padel 2', sport: 'padel' }],
    });
    network.on('POST', '/api/user/activity', {
      status: 201,
      body: { id: 'act-2', name: 'Clinic', dates: [], skippedMonths: [] },
    });
    const user = userEvent.setup();
    renderApp('/user/create-activity', { user: owner });

    await user.type(await screen.findByRole('textbox', { name: 'Activity name' }), 'Clinic');
    await choose(user, 'Coach', 'Marta Sánchez');
    await choose(user, 'From hour', '18');
    await choose(user, 'To hour', '19');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-02' } });
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    // Without an end, the series runs the 12 weeks ahead: the owner sees so before saving.
    expect(
      await screen.findByText(
        '12 dates: Wednesday, December 2, 2026 to Wednesday, February 17, 2027',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Repeat until'), { target: { value: '2026-12-23' } });
    expect(
      await screen.findByText(
        '4 dates: Wednesday, December 2, 2026 to Wednesday, December 23, 2026',
      ),
    ).toBeTruthy();
    await choose(user, 'Court', 'Padel 2');
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ recurrence: 'weekly', lastDate: '2026-12-23' });
  });
});
