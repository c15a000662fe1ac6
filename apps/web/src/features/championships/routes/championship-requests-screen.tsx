import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import type { ChampionshipTab, UserChampionship } from '@courtside/shared';
import { championshipTabs, championshipsInTab } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SegmentedControl } from '@/components/segmented-control';
import { usePaymentReturn } from '@/lib/checkout';
import { championshipDetailsPath, championshipPaymentPath, paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useMyChampionships } from '../api/my-championships';
import { championshipQueryOf } from '../championship-query';
import { RequestCard } from '../components/request-card';

/** SPEC 2 Champion requests: the user's championships in the four tabs of SPEC 4. */
export function ChampionshipRequestsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [tab, setTab] = useState<ChampionshipTab>('awaiting');
  usePaymentReturn('championship');
  const options = championshipTabs.map((value) => ({
    value,
    label: t(`championships.tabs.${value}`),
  }));
  return (
    <Stack spacing={2}>
      {user.role === 'owner' && (
        <Button
          component={RouterLink}
          to={paths.createChampionship}
          variant="outlined"
          startIcon={<AddRounded />}
        >
          {t('championships.createTitle')}
        </Button>
      )}
      <SegmentedControl
        label={t('championships.tabsLabel')}
        options={options}
        value={tab}
        onChange={setTab}
      />
      <TabList tab={tab} userId={user.id} />
    </Stack>
  );
}

function TabList({ tab, userId }: { tab: ChampionshipTab; userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyChampionships(userId);
  if (mine.isPending) return <CardListSkeleton photoSize={0} />;
  if (mine.isError)
    return <ErrorState onRetry={() => void mine.refetch()} retrying={mine.isFetching} />;
  const shown = championshipsInTab(mine.data, tab, userId, new Date());
  if (shown.length === 0)
    return <EmptyState icon={<EmojiEventsRounded />} title={t('championships.emptyTab')} />;
  const open = (championship: UserChampionship) =>
    void navigate(championshipDetailsPath(championship.id));
  const pay = (championship: UserChampionship) =>
    void navigate(
      championshipPaymentPath('championshipRequest', championshipQueryOf(championship, userId)),
    );
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t(`championships.tabs.${tab}`)}
      sx={{ p: 0, m: 0 }}
    >
      {shown.map((championship) => (
        <Box component="li" key={championship.id} sx={{ listStyle: 'none' }}>
          <RequestCard
            championship={championship}
            tab={tab}
            userId={userId}
            onOpen={championship.club.user.id === userId ? open : null}
            onPay={pay}
          />
        </Box>
      ))}
    </Stack>
  );
}
