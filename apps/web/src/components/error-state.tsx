import Button from '@mui/material/Button';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { useTranslation } from 'react-i18next';
import { useOffline } from '@/lib/connectivity';
import { EmptyState } from './empty-state';

interface ErrorStateProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** A load that failed, with a way to try again; offline, it says so rather than "failed". */
export function ErrorState({ onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <EmptyState
      icon={<CloudOffRounded />}
      title={t(offline ? 'common.offlineTitle' : 'common.loadFailed')}
      message={t(offline ? 'common.offlineHint' : 'common.loadFailedHint')}
      action={
        <Button
          variant="contained"
          startIcon={<RefreshRounded />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}
