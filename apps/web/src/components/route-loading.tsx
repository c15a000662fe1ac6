import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** What screen readers hear while a screen's code arrives; `children` is what is seen. */
function LoadingStatus({ sx, children }: { sx: BoxProps['sx']; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('common.loadingScreen')} sx={sx}>
      {children}
    </Box>
  );
}

/** The first screen while its code arrives: a spinner in the middle of the page. */
export function ScreenLoading() {
  return (
    <LoadingStatus sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}>
      <CircularProgress aria-hidden />
    </LoadingStatus>
  );
}

/**
 * While the next screen's code arrives, the current one stays and a thin bar runs along the
 * top, so a slow network never leaves a tap without an answer.
 */
export function NavigationProgress() {
  return (
    <LoadingStatus sx={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 'tooltip' }}>
      <LinearProgress aria-hidden />
    </LoadingStatus>
  );
}
