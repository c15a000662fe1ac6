import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { clubToday } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { FavouriteClubButton } from '../../../components/favourite-club-button';
import { Icon } from '../../../components/icon';
import { storefrontIcon } from '../../../components/icons/storefront';
import { QueryGate } from '../../../components/query-gate';
import { Skeleton } from '../../../components/skeleton';
import { useClubFavourite } from '../../../lib/api/club-favourite';
import { useClubPlans } from '../../../lib/api/club-plans';
import { bookCourtPath, chosenCourts } from '../../../lib/paths';
import { useClubWithCourts, type ClubWithCourts } from '../api/club-courts';
import { ClubFacts } from '../components/club-facts';
import styles from './club-details-screen.module.css';

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
      icon={<Icon path={storefrontIcon} />}
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
    <div className={styles.screen}>
      <ClubFacts
        club={club}
        courts={courts}
        action={
          favourite !== undefined && <FavouriteClubButton clubId={club.id} favourite={favourite} />
        }
      />
      <ButtonLink to={booking} variant="contained" size="large">
        {t('clubDetails.book')}
      </ButtonLink>
      {plans && plans.plans.length > 0 && (
        <Suspense fallback={null}>
          <ClubPlansSection plans={plans} courts={courts} clubTimeZone={club.timeZone} />
        </Suspense>
      )}
    </div>
  );
}

function ClubDetailsSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden>
      <Skeleton variant="block" className={styles.photo} />
      <Skeleton width="60%" height={36} />
      <Skeleton width="80%" />
      <Skeleton variant="block" className={styles.court} />
      <Skeleton variant="block" className={styles.court} />
    </div>
  );
}
