import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/lib/paths';
import { useMyMemberships } from '../api/my-memberships';
import { MembershipCard } from '../components/membership-card';

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
    <Stack spacing={2}>
      <Suspense fallback={null}>
        <MembershipPaymentReturn />
      </Suspense>
      {memberships.isPending ? (
        <CardListSkeleton photoSize={0} rows={2} />
      ) : memberships.isError ? (
        <ErrorState onRetry={() => void memberships.refetch()} retrying={memberships.isFetching} />
      ) : memberships.data.length === 0 ? (
        <EmptyState
          icon={<LoyaltyRounded />}
          title={t('memberships.player.empty')}
          message={t('memberships.player.emptyHint')}
          action={
            <Button component={Link} to={paths.findPadelCourt} variant="contained">
              {t('memberships.player.findClub')}
            </Button>
          }
        />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {memberships.data.map((membership) => (
            <li key={membership.id}>
              <MembershipCard membership={membership} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
