import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import { utcToClubLocal, type ActivityOccurrence } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { CardListItem } from '@/components/card-list-item';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SegmentedControl } from '@/components/segmented-control';
import { usePaymentReturn } from '@/lib/checkout';
import { useSignedInUser } from '@/lib/session';
import { useActivityList } from '../api/activity-list';
import { useSessions } from '../api/sessions';
import { OccurrenceCard } from '../components/occurrence-card';
import { SeatActions } from '../components/seat-actions';
import { SessionCard } from '../components/session-card';

type View = 'upcoming' | 'sessions';

/** SPEC 2 Activities & training: upcoming sessions; owners and coaches also see their own. */
export function ActivitiesScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  usePaymentReturn('activity');
  const runsSessions = user.role === 'owner' || user.role === 'coach';
  const [view, setView] = useState<View>(user.role === 'coach' ? 'sessions' : 'upcoming');
  return (
    <Stack spacing={2}>
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
    </Stack>
  );
}

function Filters({
  list,
  club,
  date,
  onClub,
  onDate,
}: {
  list: ActivityOccurrence[];
  club: string;
  date: string;
  onClub: (club: string) => void;
  onDate: (date: string) => void;
}) {
  const { t } = useTranslation();
  const clubs = [...new Map(list.map((o) => [o.club.id, o.club.name])).entries()];
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        label={t('activities.club')}
        value={club}
        onChange={(e) => onClub(e.target.value)}
        sx={{ flex: 1 }}
      >
        <MenuItem value="">{t('activities.allClubs')}</MenuItem>
        {clubs.map(([id, name]) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('activities.day')}
        value={date}
        onChange={(e) => onDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

function Upcoming() {
  const { t } = useTranslation();
  const list = useActivityList();
  const [club, setClub] = useState('');
  const [date, setDate] = useState('');
  if (list.isPending) return <CardListSkeleton photoSize={56} />;
  if (list.isError)
    return <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const shown = list.data.filter(
    (o) =>
      (!club || o.club.id === club) &&
      (!date || utcToClubLocal(o.date, o.club.timeZone).date === date),
  );
  return (
    <Stack spacing={2}>
      <Filters list={list.data} club={club} date={date} onClub={setClub} onDate={setDate} />
      <OccurrenceList
        items={shown}
        label={t('activities.listLabel')}
        render={(o) => (
          <OccurrenceCard occurrence={o}>
            <SeatActions occurrence={o} />
          </OccurrenceCard>
        )}
      />
    </Stack>
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
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <EmptyState
        icon={<SportsTennisRounded />}
        title={t('activities.none')}
        message={t('activities.noneHint')}
      />
    );
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ p: 0, m: 0 }}>
      {items.map((occurrence, index) => (
        <CardListItem key={occurrence.id} index={index}>
          {render(occurrence)}
        </CardListItem>
      ))}
    </Stack>
  );
}
