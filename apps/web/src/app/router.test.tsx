import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { renderApp } from '@/test/render-app';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { RootLayout } from './layout/root-layout';

const loadingLabel = 'Loading the screen…';

describe('lazily loaded screens', () => {
  it("shows a labelled spinner while the first screen's code arrives, then the screen", async () => {
    // The sign-in screens come with the entry; recovering a password loads its own code.
    renderApp('/forget-password');

    expect(screen.getByRole('status', { name: loadingLabel }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: loadingLabel })).toBeNull();
  });

  it('keeps the current screen with a progress bar until the next one has loaded', async () => {
    let deliverNextScreen = (_screen: { Component: () => string }) => {};
    const nextScreenCode = new Promise<{ Component: () => string }>((resolve) => {
      deliverNextScreen = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/', element: <Link to="/next">Next</Link> },
            { path: '/next', lazy: () => nextScreenCode },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()} initialUser={null}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('status', { name: loadingLabel })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
    deliverNextScreen({ Component: () => 'The next screen' });
    expect(await screen.findByText('The next screen')).toBeTruthy();
    expect(screen.queryByRole('status', { name: loadingLabel })).toBeNull();
  });
});
