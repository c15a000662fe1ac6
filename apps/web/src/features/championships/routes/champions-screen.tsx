import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { clubToday, type Champion } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { DayStrip } from '@/components/day-strip';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { championPaymentPath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useDayParam } from '@/lib/use-day-param';
import { useChampionList } from '../api/champions';
import { championQueryOf } from '../champion-query';
import { ChampionCard } from '../components/champion-card';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** SPEC 2 Book Champion (champion): the day strip and that day's championships. */
export function ChampionsScreen() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const today = clubToday(deviceZone(), new Date());
  const [date, setDate] = useDayParam(today);
  const list = useChampionList(date);
  const open = (champion: Champion) =>
    void navigate(championPaymentPath('champion', championQueryOf(champion, user.id)));

  return (
    <Stack spacing={2}>
      <DayStrip value={date} onChange={setDate} today={today} disablePast />
      <ChampionList list={list} onOpen={open} />
    </Stack>
  );
}

function ChampionList({
  list,
  onOpen,
}: {
  list: ReturnType<typeof useChampionList>;
  onOpen: (champion: Champion) => void;
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
      {list.data.map((champion) => (
        <Box component="li" key={champion.id} sx={{ listStyle: 'none' }}>
          <ChampionCard champion={champion} onOpen={onOpen} />
        </Box>
      ))}
    </Stack>
  );
}
