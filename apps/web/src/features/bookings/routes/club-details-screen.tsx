import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { clubToday } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FavouriteClubButton } from '../../../components/favourite-club-button';
import { QueryGate } from '../../../components/query-gate';
import { useClubFavourite } from '../../../lib/api/club-favourite';
import { useClubPlans } from '../../../lib/api/club-plans';
import { bookCourtPath, chosenCourts } from '../../../lib/paths';
import { useClubWithCourts, type ClubWithCourts } from '../api/club-courts';
import { ClubFacts } from '../components/club-facts';

// Most clubs sell no plans and most visits join none: the section's code comes after the page.
const ClubPlansSection = lazy(async () => ({
  default: (await import('@/components/club-plans/club-plans-section')).ClubPlansSection,
}));

/**
 * A club's page, opened from Find club and from the booking screen: photo, name and its
 * heart, address (opening the device's maps), distance, sports, opening hours, and each court with its type,
 * capacity and price per hour; then on to booking with the courts and day it came with.
 */
export function ClubDetailsScreen() {
  const { t } = useTranslation();
  const { clubID = '' } = useParams();
  const page = useClubWithCourts(clubID, []);
  const notFound = (
    <EmptyState
      icon={<StorefrontRounded />}
      title={t('clubDetails.notFound')}
      message={t('clubDetails.notFoundHint')}
    />
  );
  return (
    <QueryGate query={page} skeleton={<ClubDetailsSkeleton />} empty={notFound}>
      {(shown) => <ClubDetails {...shown} />}
    </QueryGate>
  );
}

function ClubDetails({ club, courts }: ClubWithCourts) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // The heart waits for its answer; the page does not.
  const favourite = useClubFavourite(club.id).data?.favourite;
  // Asked for with the page; the section's code comes only for a club that sells plans.
  const plans = useClubPlans(club.id).data;
  const chosen = chosenCourts(search);
  const booking = bookCourtPath(club.id, {
    court: chosen.length > 0 ? chosen : courts.map((court) => court.id),
    date: search.get('date') ?? clubToday(club.timeZone, new Date()),
  });
  return (
    <Stack spacing={2.5}>
      <ClubFacts
        club={club}
        courts={courts}
        action={
          favourite !== undefined && <FavouriteClubButton clubId={club.id} favourite={favourite} />
        }
      />
      <Button component={RouterLink} to={booking} variant="contained" size="large">
        {t('clubDetails.book')}
      </Button>
      {plans && plans.plans.length > 0 && (
        <Suspense fallback={null}>
          <ClubPlansSection plans={plans} courts={courts} clubTimeZone={club.timeZone} />
        </Suspense>
      )}
    </Stack>
  );
}

function ClubDetailsSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      <Skeleton variant="rounded" height={160} />
      <Skeleton width="60%" height={36} />
      <Skeleton width="80%" />
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={72} />
    </Stack>
  );
}
