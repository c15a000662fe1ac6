import { createContext, useContext, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@courtside/shared';
import { SessionProvider } from '../lib/session';
import { ToastProvider } from '../components/toast';

const QueryClientChoice = createContext<QueryClient | null>(null);

/** The query client given at start (tests give each run its own), if any. */
export function useChosenQueryClient(): QueryClient | null {
  return useContext(QueryClientChoice);
}

interface AppProvidersProps {
  /** Used by the user area once it loads; it makes its own when none is given. */
  queryClient?: QueryClient;
  initialUser: AuthResponse | null;
  children: ReactNode;
}

/**
 * What every screen needs, the sign-in screens included: the session and toasts. Material
 * UI's theme and the query client come with the user area (app-frame.tsx), so the first
 * screen paints without them.
 */
export function AppProviders({ queryClient, initialUser, children }: AppProvidersProps) {
  return (
    <QueryClientChoice.Provider value={queryClient ?? null}>
      <SessionProvider initialUser={initialUser}>
        <ToastProvider>{children}</ToastProvider>
      </SessionProvider>
    </QueryClientChoice.Provider>
  );
}
