import { useParams } from 'react-router';
import type { Championship } from '@courtside/shared';
import { maxAllowedAge } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../components/detail-rows';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { formatPrice } from '@/lib/money';
import { useChampionshipDetails } from '../api/championship-details';
import { clubLocal } from '../championship-query';
import { DeleteChampionship } from '../components/delete-championship';
import { OwnerActions } from '../components/owner-actions';
import styles from './screens.module.css';

/** SPEC 2 Championship details (champion-request/{id}), for the club owner. */
export function ChampionshipDetailsScreen() {
  const { id = '' } = useParams();
  const details = useChampionshipDetails(id);
  if (details.isPending) return <CardListSkeleton photoSize={0} rows={2} />;
  if (details.isError)
    return <ErrorState onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  const championship = details.data;
  return (
    <div className={styles.column}>
      <DetailsCard championship={championship} />
      <OwnerActions championship={championship} />
      <DeleteChampionship id={championship.id} name={championship.name} />
    </div>
  );
}

function DetailsCard({ championship }: { championship: Championship }) {
  const { t } = useTranslation();
  const from = clubLocal(championship.from, championship.club.timeZone);
  const to = clubLocal(championship.to, championship.club.timeZone);
  const rows: Array<[string, string]> = [
    [t('championships.from'), `${from.date} ${from.time}`],
    [t('championships.to'), `${to.date} ${to.time}`],
    [t('championships.club'), championship.club.name],
    [t('championships.price'), formatPrice(championship.price, championship.currency)],
    [t('championships.maxAgeLabel'), String(maxAllowedAge(championship.maxAge, new Date()))],
  ];
  return (
    <div className={styles.details}>
      <h2 className={styles.title}>
        <bdi>{championship.name}</bdi>
      </h2>
      <DetailRows rows={rows} />
      {championship.description && (
        <p className={styles.text}>
          <bdi>{championship.description}</bdi>
        </p>
      )}
      <div className={styles.sponsor}>
        <span className={styles.overline}>{t('championships.sponsor')}</span>
        <p className={styles.text}>
          <bdi>{championship.sponsor ?? t('championships.noSponsor')}</bdi>
        </p>
      </div>
    </div>
  );
}
