import { useEffect, useState } from 'react';
import type { ActivityOccurrence } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { CardListItem } from '@/components/card-list-item';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import { LazyVirtualCardList } from '@/components/lazy-virtual-card-list';
import { SegmentedControl } from '@/components/segmented-control';
import { SelectField, TextField } from '@/components/text-field';
import { usePaymentReturn } from '@/lib/checkout';
import { loadedPages } from '@/lib/keyset-pages';
import { useSignedInUser } from '@/lib/session';
import { useActivityPages, type ActivityFilters } from '../api/activity-pages';
import { useSessions } from '../api/sessions';
import { OccurrenceCard } from '../components/occurrence-card';
import { SeatActions } from '../components/seat-actions';
import { SessionCard } from '../components/session-card';
import styles from './activities-screen.module.css';

type View = 'upcoming' | 'sessions';

/** SPEC 2 Activities & training: upcoming sessions; owners and coaches also see their own. */
export function ActivitiesScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  usePaymentReturn('activity');
  const runsSessions = user.role === 'owner' || user.role === 'coach';
  const [view, setView] = useState<View>(user.role === 'coach' ? 'sessions' : 'upcoming');
  return (
    <div className={styles.screen}>
      {runsSessions && (
        <SegmentedControl
          label={t('activities.view')}
          options={[
            { value: 'upcoming', label: t('activities.upcoming') },
            { value: 'sessions', label: t('activities.mySessions') },
          ]}
          value={view}
          onChange={setView}
        />
      )}
      {view === 'sessions' ? <Sessions isOwner={user.role === 'owner'} /> : <Upcoming />}
    </div>
  );
}

function Filters({
  clubs,
  filters,
  onChange,
}: {
  /** The clubs to pick from: those whose sessions were listed so far. */
  clubs: Array<[id: string, name: string]>;
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <SelectField
        label={t('activities.club')}
        value={filters.club}
        onChange={(e) => onChange({ ...filters, club: e.target.value })}
        className={styles.filter}
      >
        <option value="">{t('activities.allClubs')}</option>
        {clubs.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('activities.day')}
        value={filters.date}
        onChange={(e) => onChange({ ...filters, date: e.target.value })}
        shrinkLabel
        className={styles.filter}
      />
    </div>
  );
}

/** The clubs of every session listed so far, kept when a filter narrows the list. */
function useClubsSeen(sessions: ActivityOccurrence[]): Array<[string, string]> {
  const [seen, setSeen] = useState(() => new Map<string, string>());
  const unseen = sessions.filter((session) => !seen.has(session.club.id));
  useEffect(() => {
    if (unseen.length === 0) return;
    setSeen((known) => {
      const next = new Map(known);
      for (const session of unseen) next.set(session.club.id, session.club.name);
      return next;
    });
  }, [unseen]);
  return [...seen.entries()];
}

/** Upcoming sessions a page at a time, filtered by the server; only those on screen drawn. */
function Upcoming() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ActivityFilters>({ club: '', date: '' });
  const list = useActivityPages(filters);
  const pages = loadedPages(list);
  const clubs = useClubsSeen(pages.items);
  return (
    <div className={styles.screen}>
      <Filters clubs={clubs} filters={filters} onChange={setFilters} />
      {list.isPending ? (
        <CardListSkeleton photoSize={56} />
      ) : list.isLoadingError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : pages.items.length === 0 ? (
        <NoSessions />
      ) : (
        <LazyVirtualCardList
          photoSize={56}
          label={t('activities.listLabel')}
          keyOf={(occurrence) => occurrence.id}
          estimateHeight={200}
          renderItem={(occurrence) => (
            <OccurrenceCard occurrence={occurrence}>
              <SeatActions occurrence={occurrence} />
            </OccurrenceCard>
          )}
          {...pages}
        />
      )}
    </div>
  );
}

function Sessions({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const sessions = useSessions(true);
  if (sessions.isPending) return <CardListSkeleton photoSize={56} />;
  if (sessions.isError)
    return <ErrorState onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  return (
    <OccurrenceList
      items={sessions.data}
      label={t('activities.sessionsLabel')}
      render={(o) => <SessionCard occurrence={o} isOwner={isOwner} />}
    />
  );
}

function OccurrenceList({
  items,
  label,
  render,
}: {
  items: ActivityOccurrence[];
  label: string;
  render: (occurrence: ActivityOccurrence) => React.ReactNode;
}) {
  if (items.length === 0) return <NoSessions />;
  return (
    <ul className={styles.sessions} aria-label={label}>
      {items.map((occurrence, index) => (
        <CardListItem key={occurrence.id} index={index}>
          {render(occurrence)}
        </CardListItem>
      ))}
    </ul>
  );
}

function NoSessions() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Icon path={sportsTennisIcon} />}
      title={t('activities.none')}
      message={t('activities.noneHint')}
    />
  );
}
