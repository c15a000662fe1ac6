import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthResponse } from '@courtside/shared';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';

interface RenderAppOptions {
  /** The signed-in user read from device storage at start, if any. */
  user?: AuthResponse | null;
}

/** Renders the whole app at an address, as the browser would start it. */
export function renderApp(path: string, { user = null }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()} initialUser={user}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Renders one screen or component inside the app's providers and a query cache, signed in. */
export function renderSignedIn(children: ReactNode, user: AuthResponse) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <AppProviders queryClient={queryClient} initialUser={user}>
        {children}
      </AppProviders>
    </QueryClientProvider>,
  );
}
