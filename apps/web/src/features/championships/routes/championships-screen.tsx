import { useNavigate, useSearchParams } from 'react-router';
import type { Championship } from '@courtside/shared';
import { clubToday, isIsoDate } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { DayStrip } from '@/components/day-strip';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { emojiEventsIcon } from '@/components/icons/emoji-events';
import { LazyVirtualCardList } from '@/components/lazy-virtual-card-list';
import { loadedPages } from '@/lib/keyset-pages';
import { championshipPaymentPath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useSetSearchParam } from '@/lib/use-search-param';
import { useChampionshipPages } from '../api/championship-pages';
import { championshipQueryOf } from '../championship-query';
import { ChampionshipCard } from '../components/championship-card';
import styles from './screens.module.css';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * SPEC 2 Book Champion (champion): the next championships from today (they are often weeks
 * away), or with a day picked on the strip (`?date=`), that day's.
 */
export function ChampionshipsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const today = clubToday(deviceZone(), new Date());
  const [search] = useSearchParams();
  const setParam = useSetSearchParam();
  const asked = search.get('date');
  const date = isIsoDate(asked) ? asked : null;
  const list = useChampionshipPages(date);
  const open = (championship: Championship) =>
    void navigate(
      championshipPaymentPath('championship', championshipQueryOf(championship, user.id)),
    );

  return (
    <div className={styles.column}>
      <div className={styles.filters}>
        <button
          type="button"
          className={styles.toggleChip}
          aria-pressed={date === null}
          onClick={() => setParam('date', null)}
        >
          {t('championships.upcoming')}
        </button>
      </div>
      <DayStrip value={date} onChange={(day) => setParam('date', day)} today={today} disablePast />
      <ChampionshipList list={list} onOpen={open} upcoming={date === null} />
    </div>
  );
}

function ChampionshipList({
  list,
  onOpen,
  upcoming,
}: {
  list: ReturnType<typeof useChampionshipPages>;
  onOpen: (championship: Championship) => void;
  /** The next ones from today rather than one day's. */
  upcoming: boolean;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <CardListSkeleton photoSize={64} />;
  // A list loaded once stays shown when a refresh fails (offline, say).
  if (list.isLoadingError)
    return <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const pages = loadedPages(list);
  if (pages.items.length === 0)
    return (
      <EmptyState
        icon={<Icon path={emojiEventsIcon} />}
        title={t(upcoming ? 'championships.noneUpcoming' : 'championships.none')}
        message={t(upcoming ? 'championships.noneUpcomingHint' : 'championships.noneHint')}
      />
    );
  return (
    <LazyVirtualCardList
      photoSize={64}
      label={t('championships.listLabel')}
      keyOf={(championship) => championship.id}
      estimateHeight={170}
      renderItem={(championship) => (
        <ChampionshipCard championship={championship} onOpen={onOpen} />
      )}
      {...pages}
    />
  );
}
