import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { arSD, enUS, esES, type Localization } from '@mui/material/locale';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthResponse } from '@courtside/shared';
import { currentLanguage, type LanguageCode } from '../lib/i18n';
import { SessionProvider } from '../lib/session';
import { ToastProvider } from '../components/toast';
import { AlertDialogProvider } from '../components/alert-dialog';
import { createAppTheme } from './theme';

// Right-to-left styles are mirrored once, when emotion serialises them.
const styleCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] }),
};

const componentLocales: Record<LanguageCode, Localization> = { en: enUS, ar: arSD, es: esES };

function LanguageAwareTheme({ children }: { children: ReactNode }) {
  // Subscribes to language changes, so the theme follows the chosen language.
  const { i18n } = useTranslation();
  const direction = i18n.dir();
  const language = currentLanguage();
  const theme = useMemo(
    () => createAppTheme(direction, componentLocales[language]),
    [direction, language],
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

interface AppProvidersProps {
  queryClient: QueryClient;
  initialUser: AuthResponse | null;
  children: ReactNode;
}

export function AppProviders({ queryClient, initialUser, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialUser={initialUser}>
        <LanguageAwareTheme>
          <ToastProvider>
            <AlertDialogProvider>{children}</AlertDialogProvider>
          </ToastProvider>
        </LanguageAwareTheme>
      </SessionProvider>
    </QueryClientProvider>
  );
}
