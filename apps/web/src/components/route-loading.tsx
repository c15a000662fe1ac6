import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** The first screen while its code arrives: a spinner in the middle of the page. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('common.loadingScreen')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * While the next screen's code arrives, the current one stays and a thin bar runs along the
 * top, so a slow network never leaves a tap without an answer.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('common.loadingScreen')}
      sx={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 'tooltip' }}
    >
      <LinearProgress aria-hidden />
    </Box>
  );
}
