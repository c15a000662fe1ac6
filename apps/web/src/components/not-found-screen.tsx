import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/** An address the app does not know, with a way back home. */
export function NotFoundScreen({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 4 }}>
      <EmptyState
        icon={<SearchOffRounded />}
        title={t('notFound.title')}
        message={t('notFound.message')}
        action={
          <Button component={RouterLink} to={homePath} variant="contained">
            {t('notFound.home')}
          </Button>
        }
      />
    </Box>
  );
}
