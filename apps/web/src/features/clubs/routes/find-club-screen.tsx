import { useNavigate, useSearchParams } from 'react-router';
import type { Sport } from '@courtside/shared';
import { clubToday, isIsoDate, toastDurationMs, toastPosition } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/card-list-skeleton';
import { DayStrip } from '../../../components/day-strip';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Icon } from '../../../components/icon';
import { storefrontIcon } from '../../../components/icons/storefront';
import { NoClubsYet } from '../../../components/no-clubs-yet';
import { SegmentedControl } from '../../../components/segmented-control';
import { LazyVirtualCardList } from '../../../components/lazy-virtual-card-list';
import { useToast } from '../../../components/toast';
import { useDevicePosition } from '../../../lib/device-position';
import { useSetSearchParam } from '../../../lib/use-search-param';
import { bookCourtPath, clubDetailsPath } from '../../../lib/paths';
import { useNearbyClubs } from '../api/nearby-clubs';
import { ClubCard, type ClubWithDistance } from '../components/club-card';
import { LocationNotice } from '../components/location-notice';
import { courtsOfType, courtTypeOptions, type CourtType } from '../court-types';
import styles from './find-club-screen.module.css';

// The clubs are near the user, so the device's calendar gives the day the strip starts on.
const deviceTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * SPEC 2 Find club (find-padel-court, find-football-court): a day, a court type and the
 * clubs that have such courts, nearest first, a page at a time from the server. Day and type
 * live in the address, so coming back from a club shows the same choice.
 */
export function FindClubScreen({ sport }: { sport: Sport }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useToast();
  const [search] = useSearchParams();
  const device = useDevicePosition();

  const today = clubToday(deviceTimeZone, new Date());
  const date = validDate(search.get('date')) ?? today;
  const options = courtTypeOptions(sport, t);
  const courtType = options.find((option) => String(option.value) === search.get('type'));
  const type = courtType?.value ?? null;

  const setParam = useSetSearchParam();

  // The list waits for the device's answer, so that it does not reorder once it comes.
  const clubs = useNearbyClubs(
    { sport, capacity: type === null || type === 'all' ? null : type, position: device.position },
    device.status !== 'locating',
  );

  const open = (club: ClubWithDistance) => {
    if (type === null) {
      toasts.show({
        message: t('findClub.selectCourtType'),
        severity: 'warning',
        durationMs: toastDurationMs,
        position: toastPosition,
      });
      return;
    }
    const court = courtsOfType(club.courts, type).map((matching) => matching.id);
    void navigate(bookCourtPath(club.id, { court, date }));
  };

  return (
    <div className={styles.screen}>
      <DayStrip
        value={date}
        today={today}
        onChange={(next) => setParam('date', next)}
        disablePast
      />
      <SegmentedControl<CourtType>
        label={t('findClub.courtType')}
        options={options}
        value={type}
        onChange={(next) => setParam('type', String(next))}
      />
      <LocationNotice status={device.status} />
      <ClubResults clubs={clubs} sport={sport} type={type} date={date} onSelect={open} />
    </div>
  );
}

interface ClubResultsProps {
  /** The clubs with a court of the chosen type, nearest first, page by page. */
  clubs: ReturnType<typeof useNearbyClubs>;
  sport: Sport;
  type: CourtType | null;
  date: string;
  onSelect: (club: ClubWithDistance) => void;
}

function ClubResults({ clubs, sport, type, date, onSelect }: ClubResultsProps) {
  const { t } = useTranslation();
  if (clubs.isPending) return <CardListSkeleton photoSize={88} />;
  const shown = clubs.data?.pages.flatMap((page) => page.items) ?? [];
  if (clubs.isError) {
    return <ErrorState onRetry={() => void clubs.refetch()} retrying={clubs.isFetching} />;
  }
  // No club at all (or none near) for the sport: a first sight with the way to list one.
  if (shown.length === 0 && (type === null || type === 'all')) return <NoClubsYet />;
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={<Icon path={storefrontIcon} />}
        title={t('findClub.empty')}
        message={t('findClub.emptyTypeHint')}
      />
    );
  }
  return (
    <LazyVirtualCardList
      photoSize={88}
      items={shown}
      label={t('findClub.clubs')}
      keyOf={(club) => club.id}
      estimateHeight={112}
      hasMore={clubs.hasNextPage}
      loadingMore={clubs.isFetchingNextPage}
      loadMore={() => void clubs.fetchNextPage()}
      renderItem={(club) => (
        <ClubCard
          club={club}
          sport={sport}
          courtCount={courtsOfType(club.courts, type).length}
          onSelect={onSelect}
          detailsPath={clubDetailsPath(club.id, {
            court: courtsOfType(club.courts, type).map((court) => court.id),
            date,
          })}
        />
      )}
    />
  );
}

function validDate(value: string | null): string | null {
  return isIsoDate(value) ? value : null;
}
