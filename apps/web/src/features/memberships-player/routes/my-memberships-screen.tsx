import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { loyaltyIcon } from '@/components/icons/loyalty';
import { paths } from '@/lib/paths';
import { useMyMemberships } from '../api/my-memberships';
import { MembershipCard } from '../components/membership-card';
import styles from './my-memberships-screen.module.css';

// The way back from a checkout comes after the list: it is read only once a payment returns.
const MembershipPaymentReturn = lazy(async () => ({
  default: (await import('../components/membership-payment-return')).MembershipPaymentReturn,
}));

/**
 * My memberships: the player's memberships at every club, each with its status and period,
 * and the way back from a membership's checkout (the server's notices link here too).
 */
export function MyMembershipsScreen() {
  const { t } = useTranslation();
  const memberships = useMyMemberships();
  return (
    <div className={styles.screen}>
      <Suspense fallback={null}>
        <MembershipPaymentReturn />
      </Suspense>
      {memberships.isPending ? (
        <CardListSkeleton photoSize={0} rows={2} />
      ) : memberships.isError ? (
        <ErrorState onRetry={() => void memberships.refetch()} retrying={memberships.isFetching} />
      ) : memberships.data.length === 0 ? (
        <EmptyState
          icon={<Icon path={loyaltyIcon} />}
          title={t('memberships.player.empty')}
          message={t('memberships.player.emptyHint')}
          action={
            <ButtonLink to={paths.findPadelCourt} variant="contained">
              {t('memberships.player.findClub')}
            </ButtonLink>
          }
        />
      ) : (
        <ul className={styles.list}>
          {memberships.data.map((membership) => (
            <li key={membership.id}>
              <MembershipCard membership={membership} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
