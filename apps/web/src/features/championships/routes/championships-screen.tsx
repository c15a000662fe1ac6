import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { clubToday, type Championship } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { CardListItem } from '@/components/card-list-item';
import { DayStrip } from '@/components/day-strip';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { championshipPaymentPath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useDayParam } from '@/lib/use-day-param';
import { useChampionshipList } from '../api/championships';
import { championshipQueryOf } from '../championship-query';
import { ChampionshipCard } from '../components/championship-card';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** SPEC 2 Book Champion (champion): the day strip and that day's championships. */
export function ChampionshipsScreen() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const today = clubToday(deviceZone(), new Date());
  const [date, setDate] = useDayParam(today);
  const list = useChampionshipList(date);
  const open = (championship: Championship) =>
    void navigate(
      championshipPaymentPath('championship', championshipQueryOf(championship, user.id)),
    );

  return (
    <Stack spacing={2}>
      <DayStrip value={date} onChange={setDate} today={today} disablePast />
      <ChampionshipList list={list} onOpen={open} />
    </Stack>
  );
}

function ChampionshipList({
  list,
  onOpen,
}: {
  list: ReturnType<typeof useChampionshipList>;
  onOpen: (championship: Championship) => void;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <CardListSkeleton photoSize={64} />;
  if (list.isError)
    return <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.length === 0)
    return (
      <EmptyState
        icon={<EmojiEventsRounded />}
        title={t('championships.none')}
        message={t('championships.noneHint')}
      />
    );
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('championships.listLabel')}
      sx={{ p: 0, m: 0 }}
    >
      {list.data.map((championship, index) => (
        <CardListItem key={championship.id} index={index}>
          <ChampionshipCard championship={championship} onOpen={onOpen} />
        </CardListItem>
      ))}
    </Stack>
  );
}
