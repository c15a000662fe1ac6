import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useTranslation } from 'react-i18next';
import { keepUserDataIn } from '../lib/session';
import { AlertDialogProvider } from '../components/alert-dialog';
import { useChosenQueryClient } from './providers';
import { offlinePersistence } from './offline-persistence';
import { createQueryClient } from './query-client';
import { createAppTheme } from './theme';

// Right-to-left styles are mirrored once, when emotion serialises them.
const styleCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] }),
};

function LanguageAwareTheme({ children }: { children: ReactNode }) {
  // Subscribes to language changes, so the theme follows the chosen language.
  const { t, i18n } = useTranslation();
  const direction = i18n.dir();
  const theme = useMemo(
    () =>
      createAppTheme(direction, {
        clear: t('common.clear'),
        close: t('common.close'),
        open: t('common.open'),
        loading: t('common.loading'),
      }),
    // t changes with the language.
    [direction, t],
  );
  return (
    <CacheProvider value={styleCaches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

// One cache for the whole visit: leaving the user area and coming back keeps what it loaded.
let visitQueryClient: QueryClient | null = null;
function sharedQueryClient(): QueryClient {
  visitQueryClient ??= createQueryClient();
  return visitQueryClient;
}

/**
 * Material UI's theme, the query cache and alert dialogs, for every screen past sign-in.
 * Loaded with the first such screen, so the sign-in screens never wait for it.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const chosen = useChosenQueryClient();
  const [queryClient] = useState(() => chosen ?? sharedQueryClient());
  // The session clears it whenever the user changes, even after this frame has unmounted.
  useEffect(() => keepUserDataIn(queryClient), [queryClient]);
  const screens = (
    <LanguageAwareTheme>
      <AlertDialogProvider>{children}</AlertDialogProvider>
    </LanguageAwareTheme>
  );
  // A client given at start (a test's) keeps nothing on the device.
  return chosen ? (
    <QueryClientProvider client={queryClient}>{screens}</QueryClientProvider>
  ) : (
    <PersistQueryClientProvider client={queryClient} persistOptions={offlinePersistence}>
      {screens}
    </PersistQueryClientProvider>
  );
}
