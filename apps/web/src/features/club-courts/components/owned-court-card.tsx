import { clsx } from 'clsx';
import type { OwnedCourt } from '@courtside/shared';
import { capacityLabel } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Chip } from '@/components/chip';
import { Icon } from '@/components/icon';
import { sportsSoccerIcon } from '@/components/icons/sports-soccer';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import { Photo } from '@/components/photo';
import { formatPrice } from '@/lib/money';
import { PeakPriceLines } from '@/components/peak-price-lines';
import styles from './owned-court-card.module.css';

interface Props {
  court: OwnedCourt;
  onEdit: (court: OwnedCourt) => void;
  onRetire: (court: OwnedCourt) => void;
}

function CourtFacts({ court }: { court: OwnedCourt }) {
  const { t } = useTranslation();
  const capacity = capacityLabel(court.capacity);
  const facts = [
    t(`sports.${court.type}`),
    typeof capacity === 'number'
      ? t('courtsAdmin.players', { count: capacity })
      : t(`courtsAdmin.capacity.${capacity}`),
    ...(court.courtType ? [t(`courtsAdmin.courtType.${court.courtType}`)] : []),
  ];
  return <span className={styles.facts}>{facts.join(' · ')}</span>;
}

function CourtPrices({ court }: { court: OwnedCourt }) {
  const { t } = useTranslation();
  return (
    <div className={styles.prices}>
      <p className={styles.price}>
        {court.price === null ? (
          t('courtsAdmin.noPrice')
        ) : (
          <>
            <bdi>{formatPrice(court.price, court.currency)}</bdi> {t('courtsAdmin.per60')}
          </>
        )}
      </p>
      <PeakPriceLines peaks={court.peaks} currency={court.currency} />
    </div>
  );
}

/** One of the owner's courts: what it is, what it costs, and what can be done with it. */
export function OwnedCourtCard({ court, onEdit, onRetire }: Props) {
  const { t } = useTranslation();
  const retired = court.retiredAt !== null;
  const icon = <Icon path={court.type === 'padel' ? sportsTennisIcon : sportsSoccerIcon} />;
  return (
    <div className={clsx(styles.card, retired && styles.retired)}>
      <div className={styles.main}>
        <Photo src={court.photo} width={72} height={72} fallback={icon} />
        <div className={styles.about}>
          <div className={styles.head}>
            <h2 className={styles.name} dir="auto">
              {court.name}
            </h2>
            {retired && <Chip label={t('courtsAdmin.retired')} />}
          </div>
          <CourtFacts court={court} />
          <CourtPrices court={court} />
        </div>
      </div>
      {!retired && (
        <div className={styles.actions}>
          <Button
            size="small"
            danger
            onClick={() => onRetire(court)}
            aria-label={t('courtsAdmin.retireCourt', { court: court.name })}
          >
            {t('courtsAdmin.retire')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onEdit(court)}
            aria-label={t('courtsAdmin.editCourt', { court: court.name })}
          >
            {t('courtsAdmin.edit')}
          </Button>
        </div>
      )}
    </div>
  );
}
