import type { ClubSummary } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { IconLink } from '../../../components/icon-button';
import { infoIcon } from '../../../components/icons/info';
import { storefrontIcon } from '../../../components/icons/storefront';
import { Photo } from '../../../components/photo';
import styles from './club-header.module.css';

interface ClubHeaderProps {
  club: ClubSummary;
  /** The club's page, with the courts and day being booked. */
  detailsPath: string;
}

/** The club being booked: its photo, name and address, and the way to its page. */
export function ClubHeader({ club, detailsPath }: ClubHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <Photo src={club.photo} width={64} height={64} fallback={<Icon path={storefrontIcon} />} />
      <div className={styles.text}>
        {/* Names and addresses come from the server in their own script. */}
        <h2 className={styles.name} dir="auto">
          {club.name}
        </h2>
        <p className={styles.address} dir="auto">
          {club.address}
        </p>
      </div>
      <IconLink
        to={detailsPath}
        icon={infoIcon}
        tone="primary"
        aria-label={t('clubDetails.open', { club: club.name })}
      />
    </div>
  );
}
