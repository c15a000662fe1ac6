import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultOpeningDays,
  type CancellationRule,
  type ClubHours,
  type ClubSaleTerms,
} from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { anOwnedCourt } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });

const hours = (overrides: Partial<ClubHours> = {}): ClubHours => ({
  timeZone: 'Europe/Madrid',
  custom: false,
  days: defaultOpeningDays(),
  closures: [],
  ...overrides,
});

// Closures fall within the days the app books: a week and eight days from now.
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const firstDay = dayFromNow(7);
const lastDay = dayFromNow(8);

const holiday = {
  id: 'closure-1',
  courtId: null,
  courtName: null,
  fromDate: `${firstDay}`,
  toDate: `${lastDay}`,
  reason: 'Christmas',
};

const specSale = (): ClubSaleTerms => ({
  padel: { lengths: [60, 120], startEvery: 60 },
  football: { lengths: [60, 120], startEvery: 60 },
});

function renderHours(
  answer: ClubHours = hours(),
  rule: CancellationRule = { noticeHours: 24, lateRefundPercent: null },
  sales: ClubSaleTerms | 'failing' = specSale(),
) {
  network.on('GET', '/api/owner/court', { status: 200, body: [anOwnedCourt()] });
  network.on('GET', '/api/owner/hours', { status: 200, body: answer });
  network.on('GET', '/api/owner/cancellation', { status: 200, body: rule });
  network.on('GET', '/api/owner/tax', { status: 200, body: { taxId: null, taxRate: 0 } });
  network.on('GET', '/api/owner/booking-window', { status: 200, body: { days: 60 } });
  network.on(
    'GET',
    '/api/owner/sales',
    sales === 'failing' ? apiRefusal(500, 'INTERNAL', 'Down') : { status: 200, body: sales },
  );
  const user = userEvent.setup();
  renderApp('/user/club-courts/hours', { user: owner });
  return user;
}

const posts = (url: string) =>
  network.screenRequests().filter((r) => r.method !== 'GET' && r.url === url);

describe("The club's opening hours and closures", () => {
  it('closes a weekday and saves the week', async () => {
    network.on('PUT', '/api/owner/hours', (request) => ({
      status: 200,
      body: hours({ custom: true, ...(request.body as object) }),
    }));
    const user = renderHours();

    await user.click(await screen.findByRole('switch', { name: 'Mon: open' }));
    expect(screen.getByRole('switch', { name: 'Mon: closed' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    await waitFor(() => expect(posts('/api/owner/hours')).toHaveLength(1));
    const { days } = posts('/api/owner/hours')[0]!.body as {
      days: { weekday: number; open: boolean }[];
    };
    expect(days).toHaveLength(7);
    expect(days.find((day) => day.weekday === 1)).toMatchObject({ open: false });
    expect(days.filter((day) => day.open)).toHaveLength(6);
  });

  it("gives every day one day's hours in a tap", async () => {
    network.on('PUT', '/api/owner/hours', (request) => ({
      status: 200,
      body: hours({ custom: true, ...(request.body as object) }),
    }));
    const user = renderHours();

    const monday = (await screen.findByRole('switch', { name: 'Mon: open' })).closest('li')!;
    await user.selectOptions(within(monday).getByRole('combobox', { name: 'Opens' }), '08:30');
    await user.selectOptions(within(monday).getByRole('combobox', { name: 'Closes' }), '21:00');
    await user.click(within(monday).getByRole('button', { name: 'Same as Mon every day' }));
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    await waitFor(() => expect(posts('/api/owner/hours')).toHaveLength(1));
    const { days } = posts('/api/owner/hours')[0]!.body as { days: object[] };
    expect(days).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        expect.objectContaining({ weekday, open: true, opens: '08:30', closes: '21:00' }),
      ),
    );
  });

  it('says when a day would close before it opens, and saves nothing', async () => {
    const user = renderHours();
    const monday = (await screen.findByRole('switch', { name: 'Mon: open' })).closest('li')!;
    await user.selectOptions(within(monday).getByRole('combobox', { name: 'Opens' }), '23:30');
    expect(within(monday).getByText('The club must close after it opens')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save opening hours' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(posts('/api/owner/hours')).toHaveLength(0);
  });

  it('lists the closures and removes one', async () => {
    network.on('DELETE', '/api/owner/closures/closure-1', { status: 204 });
    const user = renderHours(hours({ closures: [holiday] }));

    const list = await screen.findByRole('list', { name: 'Closures' });
    expect(within(list).getByText('Christmas')).toBeTruthy();
    // The days as the owner's language writes them, not as the API sends them.
    const [from, to] = [firstDay, lastDay].map((date) =>
      new Intl.DateTimeFormat('en', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${date}T12:00:00Z`)),
    );
    expect(list.textContent).not.toContain(firstDay);
    await user.click(
      within(list).getByRole('button', {
        name: `Remove the closure of The whole club, ${from} to ${to}`,
      }),
    );
    await waitFor(() => expect(posts('/api/owner/closures/closure-1')).toHaveLength(1));
  });

  it('lists what a closure would cancel, and cancels it with the closure once confirmed', async () => {
    let tries = 0;
    network.on('POST', '/api/owner/closures', () => {
      tries += 1;
      if (tries === 1) {
        const refusal = apiRefusal(409, 'CLOSURE_HITS_BOOKINGS', 'It would cancel bookings');
        return {
          ...refusal,
          body: {
            ...(refusal.body as object),
            details: [
              { field: 'booking:b1', message: `${firstDay} 10:00–11:00 Ana` },
              { field: 'match:m1', message: `${firstDay} 18:00–19:00 Omar` },
            ],
          },
        };
      }
      return { status: 201, body: { closure: holiday, cancelled: 2 } };
    });
    const user = renderHours();

    await user.click(await screen.findByRole('button', { name: 'Close the club or a court' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the club or a court' });
    const from = within(dialog).getByLabelText('First day');
    await user.clear(from);
    await user.type(from, `${firstDay}`);
    const to = within(dialog).getByLabelText('Last day');
    await user.clear(to);
    await user.type(to, `${lastDay}`);
    await user.type(within(dialog).getByLabelText('Reason'), 'Christmas');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const hits = await screen.findByRole('dialog', { name: 'This closure would cancel bookings' });
    const lines = within(within(hits).getByRole('list', { name: 'What the closure would cancel' }))
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      `Booking · ${firstDay} 10:00–11:00 Ana`,
      `Match · ${firstDay} 18:00–19:00 Omar`,
    ]);
    await user.click(within(hits).getByRole('button', { name: 'Cancel them and close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = posts('/api/owner/closures').map((request) => request.body);
    expect(sent).toEqual([
      {
        courtId: null,
        fromDate: `${firstDay}`,
        toDate: `${lastDay}`,
        reason: 'Christmas',
        confirm: false,
      },
      {
        courtId: null,
        fromDate: `${firstDay}`,
        toDate: `${lastDay}`,
        reason: 'Christmas',
        confirm: true,
      },
    ]);
    expect(await screen.findByText('Closure saved. Cancelled and refunded: 2')).toBeTruthy();
  });

  describe("the receipts' tax settings", () => {
    it('saves the tax id and a rate with decimals, refusing more than two', async () => {
      const saved: unknown[] = [];
      network.on('PUT', '/api/owner/tax', (request) => {
        saved.push(request.body);
        return { status: 200, body: request.body };
      });
      const user = userEvent.setup();
      renderHours();
      const section = await screen.findByRole('region', { name: 'Receipts' });
      const rate = within(section).getByRole('textbox', { name: 'Tax rate' });
      const save = within(section).getByRole('button', { name: 'Save' });
      await user.type(within(section).getByRole('textbox', { name: 'Tax ID' }), 'B-1234');
      await user.clear(rate);
      await user.type(rate, '7,555');
      await waitFor(() => expect(save).toHaveProperty('disabled', true));
      await user.clear(rate);
      await user.type(rate, '7,5');
      await waitFor(() => expect(save).toHaveProperty('disabled', false));
      await user.click(save);
      await waitFor(() => expect(saved).toEqual([{ taxId: 'B-1234', taxRate: 7.5 }]));
      expect(await screen.findByText('Receipt details saved')).toBeTruthy();
    });
  });

  describe('the booking window', () => {
    it('opens the courts 14 days ahead, refusing more than 60', async () => {
      const saved: unknown[] = [];
      network.on('PUT', '/api/owner/booking-window', (request) => {
        saved.push(request.body);
        return { status: 200, body: request.body };
      });
      const user = userEvent.setup();
      renderHours();
      const section = await screen.findByRole('region', { name: 'Booking window' });
      const days = within(section).getByRole('textbox', { name: 'Players book up to' });
      const save = within(section).getByRole('button', { name: 'Save' });
      expect((days as HTMLInputElement).value).toBe('60');
      await user.clear(days);
      await user.type(days, '61');
      await waitFor(() => expect(save).toHaveProperty('disabled', true));
      await user.clear(days);
      await user.type(days, '14');
      await waitFor(() => expect(save).toHaveProperty('disabled', false));
      await user.click(save);
      await waitFor(() => expect(saved).toEqual([{ days: 14 }]));
      expect(await screen.findByText('Booking window saved')).toBeTruthy();
    });
  });

  describe('the cancellation rule', () => {
    const puts = () =>
      network
        .screenRequests()
        .filter((r) => r.method === 'PUT' && r.url === '/api/owner/cancellation');

    it('shows the spec’s rule and saves a shorter notice with a late share', async () => {
      network.on('PUT', '/api/owner/cancellation', (request) => ({
        status: 200,
        body: request.body,
      }));
      const user = renderHours();

      const section = await screen.findByRole('region', { name: 'Cancellations' });
      const notice = within(section).getByRole('textbox', { name: 'Free cancellation up to' });
      expect(notice).toHaveProperty('value', '24');
      expect(
        within(section).getByRole('radio', { name: 'The booking can no longer be cancelled' }),
      ).toHaveProperty('checked', true);
      expect(within(section).queryByRole('textbox', { name: 'Share refunded' })).toBeNull();

      await user.clear(notice);
      await user.type(notice, '12');
      await user.click(
        within(section).getByRole('radio', {
          name: 'The player may cancel and gets a share back',
        }),
      );
      const share = within(section).getByRole('textbox', { name: 'Share refunded' });
      await user.clear(share);
      await user.type(share, '30');
      await user.click(within(section).getByRole('button', { name: 'Save cancellation rule' }));

      await waitFor(() => expect(puts()).toHaveLength(1));
      expect(puts()[0]!.body).toEqual({ noticeHours: 12, lateRefundPercent: 30 });
      expect(await screen.findByText('Cancellation rule saved')).toBeTruthy();
    });

    it('keeps a rule out of range from being sent', async () => {
      const user = renderHours(hours(), { noticeHours: 48, lateRefundPercent: 50 });

      const section = await screen.findByRole('region', { name: 'Cancellations' });
      const save = within(section).getByRole('button', { name: 'Save cancellation rule' });
      const notice = within(section).getByRole('textbox', { name: 'Free cancellation up to' });
      await waitFor(() => expect(save).toHaveProperty('disabled', false));

      await user.clear(notice);
      await user.type(notice, '200');
      await waitFor(() => expect(save).toHaveProperty('disabled', true));
      expect(notice.getAttribute('aria-invalid')).toBe('true');

      await user.clear(notice);
      await user.type(notice, '48');
      const share = within(section).getByRole('textbox', { name: 'Share refunded' });
      await user.clear(share);
      await user.type(share, '101');
      expect(save).toHaveProperty('disabled', true);
      expect(share.getAttribute('aria-invalid')).toBe('true');
      expect(puts()).toHaveLength(0);
    });
  });
  describe('the game lengths and start times', () => {
    const puts = () =>
      network.screenRequests().filter((r) => r.method === 'PUT' && r.url === '/api/owner/sales');
    const section = () =>
      screen.findByRole('region', { name: 'Game lengths and start times' }, { timeout: 5_000 });

    it("sells 90 minutes from the half hour for padel, keeping football's terms", async () => {
      network.on('PUT', '/api/owner/sales', (request) => ({ status: 200, body: request.body }));
      const user = renderHours();

      const padel = within(within(await section()).getByRole('group', { name: 'Padel' }));
      expect(padel.getByRole('checkbox', { name: '60 min' })).toHaveProperty('checked', true);
      expect(padel.getByRole('checkbox', { name: '90 min' })).toHaveProperty('checked', false);
      expect(padel.getByRole('radio', { name: 'On the hour' })).toHaveProperty('checked', true);
      // The club has padel courts only: football's terms are not asked for.
      expect(within(await section()).queryByRole('group', { name: 'Football' })).toBeNull();

      await user.click(padel.getByRole('checkbox', { name: '90 min' }));
      await user.click(padel.getByRole('checkbox', { name: '120 min' }));
      await user.click(padel.getByRole('radio', { name: 'On the hour and half hour' }));
      await user.click(
        within(await section()).getByRole('button', { name: 'Save game lengths and start times' }),
      );

      await waitFor(() => expect(puts()).toHaveLength(1));
      expect(puts()[0]!.body).toEqual({
        padel: { lengths: [60, 90], startEvery: 30 },
        football: { lengths: [60, 120], startEvery: 60 },
      });
      expect(await screen.findByText('Game lengths and start times saved')).toBeTruthy();
      // The saved terms replace the form: one form, showing them.
      const forms = screen.getAllByRole('region', { name: 'Game lengths and start times' });
      expect(forms).toHaveLength(1);
      const saved = within(within(forms[0]!).getByRole('group', { name: 'Padel' }));
      expect(saved.getByRole('checkbox', { name: '90 min' })).toHaveProperty('checked', true);
    });

    it('asks for at least one length before it saves', async () => {
      const user = renderHours();

      const form = within(await section());
      const padel = within(form.getByRole('group', { name: 'Padel' }));
      await user.click(padel.getByRole('checkbox', { name: '60 min' }));
      await user.click(padel.getByRole('checkbox', { name: '120 min' }));

      expect(form.getByText('Choose at least one length')).toBeTruthy();
      const save = form.getByRole('button', { name: 'Save game lengths and start times' });
      expect(save).toHaveProperty('disabled', true);
      await user.click(padel.getByRole('checkbox', { name: '90 min' }));
      expect(save).toHaveProperty('disabled', false);
      expect(puts()).toHaveLength(0);
    });

    it('says when the terms could not be saved', async () => {
      network.on('PUT', '/api/owner/sales', apiRefusal(500, 'INTERNAL', 'Down'));
      const user = renderHours();

      const form = within(await section());
      await user.click(form.getByRole('button', { name: 'Save game lengths and start times' }));
      expect(await form.findByRole('alert')).toBeTruthy();
    });

    it('offers a retry when the terms do not load', async () => {
      renderHours(hours(), undefined, 'failing');
      expect(
        await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 }),
      ).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Game lengths and start times' })).toBeNull();
    });
  });
});
