import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courtPhotoField, footballCapacities } from '@courtside/shared/rules';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { anOwnedCourt, ownerClub } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });

function serveClubAndCourts() {
  network.on('GET', '/api/user/me/club', { status: 200, body: ownerClub });
  network.on('GET', '/api/owner/court', {
    status: 200,
    body: [anOwnedCourt(), anOwnedCourt({ id: 'court-9', retiredAt: '2026-10-01T10:00:00Z' })],
  });
}

const saves = () => network.screenRequests().filter((r) => r.method !== 'GET');

describe('Court form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a padel court with its price, then goes back to the courts', async () => {
    serveClubAndCourts();
    network.on('POST', '/api/owner/court', { status: 201, body: anOwnedCourt({ id: 'court-3' }) });
    const user = userEvent.setup();
    const { router } = renderApp('/user/club-courts/new', { user: owner });

    await user.type(await screen.findByRole('textbox', { name: 'Court name' }), 'Padel 3');
    await user.type(screen.getByRole('textbox', { name: 'Price per 60 minutes (USD)' }), '24.50');
    await user.click(screen.getByRole('button', { name: 'Add court' }));

    expect(await screen.findByText('Court saved')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/club-courts'));
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toEqual({
      name: 'Padel 3',
      type: 'padel',
      capacity: 4,
      courtType: 'indoor',
      description: null,
      price: 2450,
      peaks: [],
    });
  });

  it('says which fields are wrong and sends nothing', async () => {
    serveClubAndCourts();
    const user = userEvent.setup();
    renderApp('/user/club-courts/new', { user: owner });

    await user.type(
      await screen.findByRole('textbox', { name: 'Price per 60 minutes (USD)' }),
      'a',
    );
    await user.click(screen.getByRole('button', { name: 'Add court' }));

    expect(await screen.findByText('Give the court a name')).toBeTruthy();
    expect(screen.getByText('Enter a price, e.g. 24 or 24.50')).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it('makes a football court of its largest size, with no indoor or outdoor', async () => {
    serveClubAndCourts();
    network.on('POST', '/api/owner/court', { status: 201, body: anOwnedCourt({ id: 'court-3' }) });
    const user = userEvent.setup();
    renderApp('/user/club-courts/new', { user: owner });

    await user.type(await screen.findByRole('textbox', { name: 'Court name' }), 'Pitch A');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Football');
    expect(screen.queryByRole('combobox', { name: 'Court' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Price per 60 minutes (USD)' }), '60');
    await user.click(screen.getByRole('button', { name: 'Add court' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({
      type: 'football',
      capacity: footballCapacities.at(-1),
      courtType: null,
      price: 6000,
    });
  });

  it('edits a court from what it is now, and sends the chosen photo after it', async () => {
    serveClubAndCourts();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:court-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    network.on('PUT', '/api/owner/court/court-1', { status: 200, body: anOwnedCourt() });
    network.on('PUT', '/api/owner/court/court-1/photo', {
      status: 200,
      body: anOwnedCourt({ photo: '/uploads/courts/court-1.jpg' }),
    });
    const user = userEvent.setup();
    renderApp('/user/club-courts/court-1', { user: owner });

    const name = await screen.findByRole('textbox', { name: 'Court name' });
    expect(name).toHaveProperty('value', 'Padel 1');
    expect(screen.getByRole('textbox', { name: 'Price per 60 minutes (USD)' })).toHaveProperty(
      'value',
      '24',
    );
    await user.clear(name);
    await user.type(name, 'Centre court');
    const photo = new File(['jpeg'], 'court.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose a photo'), photo);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:court-photo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(saves()).toHaveLength(2));
    const [court, upload] = saves();
    expect(court!.url).toBe('/api/owner/court/court-1');
    expect(court!.body).toMatchObject({ name: 'Centre court', price: 2400 });
    expect(upload!.url).toBe('/api/owner/court/court-1/photo');
    expect((upload!.body as FormData).get(courtPhotoField)).toBe(photo);
  });

  it('says a photo is too large instead of choosing it', async () => {
    serveClubAndCourts();
    const user = userEvent.setup();
    renderApp('/user/club-courts/new', { user: owner });

    const large = new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Choose a photo'), large);
    expect(
      within(screen.getByRole('alert')).getByText(
        'This picture is over 5 MB: choose a smaller one',
      ),
    ).toBeTruthy();
  });

  it('shows no form for a retired court, and leads back to the courts', async () => {
    serveClubAndCourts();
    renderApp('/user/club-courts/court-9', { user: owner });

    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe(
      '/user/club-courts',
    );
    expect(screen.queryByRole('textbox', { name: 'Court name' })).toBeNull();
  });
});
