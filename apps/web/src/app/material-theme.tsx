import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { createAppTheme } from './theme';

// Right-to-left styles are mirrored once, when emotion serialises them.
const styleCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] }),
};

/**
 * Material UI's theme and style engine, in the interface's language and direction, for the
 * screens that still draw with it; loaded with the first of them (layout/screen-outlet.tsx).
 */
export function MaterialTheme({ children }: { children: ReactNode }) {
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
