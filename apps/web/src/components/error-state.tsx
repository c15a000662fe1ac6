import { useTranslation } from 'react-i18next';
import { useOffline } from '@/lib/connectivity';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Icon } from './icon';
import { cloudOffRoundedIcon } from './icons/cloud-off-rounded';
import { refreshIcon } from './icons/refresh';

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
      icon={<Icon path={cloudOffRoundedIcon} />}
      title={t(offline ? 'common.offlineTitle' : 'common.loadFailed')}
      message={t(offline ? 'common.offlineHint' : 'common.loadFailedHint')}
      action={
        <Button
          variant="contained"
          startIcon={<Icon path={refreshIcon} />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}
