import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { locationOffIcon } from '../../../components/icons/location-off';
import { ProgressBar } from '../../../components/progress-bar';
import type { DevicePosition } from '../../../lib/device-position';
import styles from './location-notice.module.css';

/** Why the clubs show without distances, or that the position is still being found. */
export function LocationNotice({ status }: { status: DevicePosition['status'] }) {
  const { t } = useTranslation();
  if (status === 'located') return null;
  if (status === 'locating') {
    return (
      <div className={styles.locating} role="status">
        <span className={styles.locatingText}>{t('findClub.location.locating')}</span>
        <ProgressBar />
      </div>
    );
  }
  return (
    <div className={styles.notice} role="alert">
      <Icon path={locationOffIcon} className={styles.noticeIcon} />
      <div className={styles.noticeText}>{t(`findClub.location.${status}`)}</div>
    </div>
  );
}
