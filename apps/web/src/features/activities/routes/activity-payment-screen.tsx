import { useParams, useSearchParams } from 'react-router';
import type { ActivitySeatMethod } from '@courtside/shared';
import { activitySeatMethods } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
import { Icon } from '@/components/icon';
import { linkOffIcon } from '@/components/icons/link-off';
import { paths } from '@/lib/paths';
import { useActivityList } from '../api/activity-list';
import { OccurrenceCard } from '../components/occurrence-card';
import { useSeatPayment } from '../components/use-seat-payment';
import styles from './activity-payment-screen.module.css';

/** SPEC 2 activities/{clubId}/payment: the session, then the ways to pay its seat. */
export function ActivityPaymentScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const occurrenceId = search.get('occurrence') ?? '';
  const { clubId = '' } = useParams();
  const list = useActivityList(clubId);
  if (list.isPending) return <CardListSkeleton photoSize={56} rows={1} />;
  if (list.isError)
    return <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const occurrence = list.data.find((o) => o.id === occurrenceId);
  if (!occurrence)
    return (
      <EmptyState
        icon={<Icon path={linkOffIcon} />}
        title={t('activities.badLink')}
        message={t('activities.badLinkHint')}
        action={
          <ButtonLink to={paths.activities} variant="contained">
            {t('activities.backToList')}
          </ButtonLink>
        }
      />
    );
  return (
    <div className={styles.screen}>
      <OccurrenceCard occurrence={occurrence} />
      <PaySeat occurrenceId={occurrence.id} clubTimeZone={occurrence.club.timeZone} />
    </div>
  );
}

function PaySeat({ occurrenceId, clubTimeZone }: { occurrenceId: string; clubTimeZone: string }) {
  const { pay, busy } = useSeatPayment(occurrenceId);
  return (
    <HostedPaymentMethods
      methods={activitySeatMethods}
      clubTimeZone={clubTimeZone}
      busy={busy}
      onPay={(method, phone) => pay(method as ActivitySeatMethod, phone)}
    />
  );
}
