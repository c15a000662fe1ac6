import type { Club, Sport } from '@courtside/shared';
import { formatKm } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { FavouriteClubButton } from '../../../components/favourite-club-button';
import { Icon } from '../../../components/icon';
import { IconLink } from '../../../components/icon-button';
import { infoIcon } from '../../../components/icons/info';
import { nearMeIcon } from '../../../components/icons/near-me';
import { sportsSoccerIcon } from '../../../components/icons/sports-soccer';
import { sportsTennisIcon } from '../../../components/icons/sports-tennis';
import { Photo } from '../../../components/photo';
import { currentLanguage } from '../../../lib/i18n';
import styles from './club-card.module.css';

export interface ClubWithDistance extends Club {
  distance: number | null;
}

interface ClubCardProps {
  club: ClubWithDistance;
  sport: Sport;
  /** How many of its courts match the chosen court type. */
  courtCount: number;
  onSelect: (club: ClubWithDistance) => void;
  /** The club's page. */
  detailsPath: string;
}

/**
 * SPEC 2 Find club: a club's photo, name, address and distance from the device; its heart;
 * its page.
 */
export function ClubCard({ club, sport, courtCount, onSelect, detailsPath }: ClubCardProps) {
  const { t } = useTranslation();
  const sportIcon = sport === 'football' ? sportsSoccerIcon : sportsTennisIcon;
  return (
    <div className={styles.card}>
      <button type="button" className={styles.open} onClick={() => onSelect(club)}>
        <Photo src={club.photo} width={88} height={88} fallback={<Icon path={sportIcon} />} />
        <span className={styles.summary}>
          {/* Names and addresses come from the server in their own script. */}
          <h2 className={styles.name} dir="auto">
            {club.name}
          </h2>
          <span className={styles.address} dir="auto">
            {club.address}
          </span>
          <span className={styles.facts}>
            {club.distance !== null && (
              <span className={styles.distance}>
                <Icon path={nearMeIcon} className={styles.distanceIcon} />
                {t('findClub.distance', { km: formatKm(club.distance, currentLanguage()) })}
              </span>
            )}
            <span className={styles.courts}>{t('findClub.courtCount', { count: courtCount })}</span>
          </span>
        </span>
      </button>
      {/* Beside the card's main action, not inside it: one control may not hold another. */}
      <FavouriteClubButton clubId={club.id} favourite={club.favourite} />
      <IconLink
        to={detailsPath}
        icon={infoIcon}
        tone="primary"
        aria-label={t('clubDetails.open', { club: club.name })}
      />
    </div>
  );
}
