import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { keepUserDataIn } from '../lib/session';
import { AlertDialogProvider } from '../components/alert-dialog';
import { useChosenQueryClient } from './providers';
import { offlinePersistence } from './offline-persistence';
import { createQueryClient } from './query-client';

// One cache for the whole visit: leaving the user area and coming back keeps what it loaded.
let visitQueryClient: QueryClient | null = null;
function sharedQueryClient(): QueryClient {
  visitQueryClient ??= createQueryClient();
  return visitQueryClient;
}

/**
 * The query cache and alert dialogs, for every screen past sign-in. Loaded with the first
 * such screen, so the sign-in screens never wait for it.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const chosen = useChosenQueryClient();
  const [queryClient] = useState(() => chosen ?? sharedQueryClient());
  // The session clears it whenever the user changes, even after this frame has unmounted.
  useEffect(() => keepUserDataIn(queryClient), [queryClient]);
  const screens = <AlertDialogProvider>{children}</AlertDialogProvider>;
  // A client given at start (a test's) keeps nothing on the device.
  return chosen ? (
    <QueryClientProvider client={queryClient}>{screens}</QueryClientProvider>
  ) : (
    <PersistQueryClientProvider client={queryClient} persistOptions={offlinePersistence}>
      {screens}
    </PersistQueryClientProvider>
  );
}
