import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { anAuthResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('About Us and FAQ', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('open from the Menu', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'About Us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/about-us'));
    expect(await screen.findByRole('heading', { name: 'Padel matches' })).toBeTruthy();

    await router.navigate('/user/menu');
    await user.click(await screen.findByRole('button', { name: 'FAQ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/faq'));
  });

  it('answers with the rules the server applies', async () => {
    const user = userEvent.setup();
    renderApp('/user/faq', { user: anAuthResponse() });

    await user.click(
      await screen.findByRole('button', { name: 'Can I cancel, and what comes back?' }),
    );
    expect(await screen.findByText(/up to 24 hours before it starts/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'What are coins?' }));
    expect(await screen.findByText(/one coin is worth \$0\.10/)).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await i18next.changeLanguage('ar');
    renderApp('/user/about-us', { user: anAuthResponse() });
    expect(await screen.findByRole('heading', { name: 'مباريات البادل' })).toBeTruthy();
  });
});

describe('Privacy Policy', () => {
  it('opens from the Menu, says what is kept and for how long, and leads to export and deletion', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/privacy-policy'));
    for (const heading of ['What we keep', 'Why', 'Who sees it', 'For how long', 'Your choices'])
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(/more than 24 hours later are cancelled and refunded/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download my data or delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/delete-profile'));
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeTruthy();
  }, 20_000);
});
