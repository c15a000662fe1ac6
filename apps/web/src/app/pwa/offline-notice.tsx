import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { cloudOffIcon } from '@/components/icons/cloud-off';
import { useOffline } from '@/lib/connectivity';
import styles from './offline-notice.module.css';

/**
 * A line at the top of every screen while the app cannot reach its server. The live region is
 * always there (empty while online), so screen readers announce the notice when it appears.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div role="status" className={styles.offlineSlot}>
      {offline && (
        <p className={styles.offline}>
          <Icon path={cloudOffIcon} className={styles.offlineIcon} />
          <span>
            <strong className={styles.offlineTitle}>{t('pwa.offline.title')}</strong>{' '}
            {t('pwa.offline.detail')}
          </span>
        </p>
      )}
    </div>
  );
}
