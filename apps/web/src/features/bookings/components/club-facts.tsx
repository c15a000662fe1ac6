import type { ReactNode } from 'react';
import type { ClubSummary, CourtDetail } from '@courtside/shared';
import { distanceKm, formatKm } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../components/chip';
import { Icon } from '../../../components/icon';
import { accessTimeIcon } from '../../../components/icons/access-time';
import { nearMeIcon } from '../../../components/icons/near-me';
import { placeIcon } from '../../../components/icons/place';
import { storefrontIcon } from '../../../components/icons/storefront';
import { formatPrice } from '../../../lib/money';
import { Photo } from '../../../components/photo';
import { PeakPriceLines } from '../../../components/peak-price-lines';
import { capacityText } from '../../../lib/capacity-text';
import { useDevicePosition } from '../../../lib/device-position';
import { currentLanguage } from '../../../lib/i18n';
import { mapsUrl, sportsOf } from '../club-facts';
import { ClubHoursFact } from './club-hours-fact';
import styles from './club-facts.module.css';

interface ClubFactsProps {
  club: ClubSummary;
  courts: readonly CourtDetail[];
  /** Shown beside the club's name (its heart). */
  action?: ReactNode;
}

/** What a player wants to know of a club before booking it. */
export function ClubFacts({ club, courts, action }: ClubFactsProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const device = useDevicePosition();
  return (
    <div className={styles.facts}>
      <div className={styles.card}>
        <Photo
          src={club.photo}
          width={400}
          height={170}
          fluid
          radius={0}
          fallback={<Icon path={storefrontIcon} />}
        />
        <div className={styles.body}>
          <div className={styles.nameRow}>
            <h2 className={styles.name} dir="auto">
              {club.name}
            </h2>
            {action}
          </div>
          <Fact icon={placeIcon}>
            <a
              className={styles.mapLink}
              href={mapsUrl(club)}
              target="_blank"
              rel="noopener"
              dir="auto"
            >
              {club.address}
            </a>
          </Fact>
          {device.position && (
            <Fact icon={nearMeIcon}>
              {t('clubDetails.distance', {
                km: formatKm(distanceKm(device.position, club), locale),
              })}
            </Fact>
          )}
          <Fact icon={accessTimeIcon}>
            <ClubHoursFact clubId={club.id} courts={courts} />
          </Fact>
          <div className={styles.sports} aria-label={t('clubDetails.sports')}>
            {sportsOf(courts).map((sport) => (
              <Chip key={sport} tone="brand" label={t(`sports.${sport}`)} />
            ))}
          </div>
        </div>
      </div>
      <ClubCourts courts={courts} />
    </div>
  );
}

function ClubCourts({ courts }: { courts: readonly CourtDetail[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={styles.courtsTitle}>{t('clubDetails.courts')}</h2>
      <ul className={styles.courts}>
        {courts.map((court) => (
          <li key={court.id} className={styles.court}>
            <div className={styles.courtRow}>
              <div className={styles.courtText}>
                <h3 className={styles.courtName} dir="auto">
                  {court.name}
                </h3>
                <p className={styles.courtKind}>
                  {`${t(`sports.${court.type}`)} · ${capacityText(t, court)}`}
                </p>
              </div>
              <p className={styles.courtPrice}>
                {court.price === null
                  ? t('bookCourt.noPrice')
                  : t('clubDetails.perHour', {
                      price: formatPrice(court.price, court.currency),
                    })}
              </p>
            </div>
            {court.peaks.length > 0 && (
              <div className={styles.peaks}>
                <PeakPriceLines peaks={court.peaks} currency={court.currency} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function Fact({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <Icon path={icon} className={styles.factIcon} />
      <div className={styles.factText}>{children}</div>
    </div>
  );
}
