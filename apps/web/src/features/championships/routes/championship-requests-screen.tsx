import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChampionshipTab, UserChampionship } from '@courtside/shared';
import { championshipTabs, championshipsInTab } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { addIcon } from '@/components/icons/add';
import { emojiEventsIcon } from '@/components/icons/emoji-events';
import { SegmentedControl } from '@/components/segmented-control';
import { usePaymentReturn } from '@/lib/checkout';
import { championshipDetailsPath, championshipPaymentPath, paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useMyChampionships } from '../api/my-championships';
import { championshipQueryOf } from '../championship-query';
import { RequestCard } from '../components/request-card';
import styles from './screens.module.css';

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
    <div className={styles.column}>
      {user.role === 'owner' && (
        <ButtonLink
          to={paths.createChampionship}
          variant="outlined"
          startIcon={<Icon path={addIcon} />}
        >
          {t('championships.createTitle')}
        </ButtonLink>
      )}
      <SegmentedControl
        label={t('championships.tabsLabel')}
        options={options}
        value={tab}
        onChange={setTab}
      />
      <TabList tab={tab} userId={user.id} />
    </div>
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
    return (
      <EmptyState icon={<Icon path={emojiEventsIcon} />} title={t('championships.emptyTab')} />
    );
  const open = (championship: UserChampionship) =>
    void navigate(championshipDetailsPath(championship.id));
  const pay = (championship: UserChampionship) =>
    void navigate(
      championshipPaymentPath('championshipRequest', championshipQueryOf(championship, userId)),
    );
  return (
    <ul className={styles.cards} aria-label={t(`championships.tabs.${tab}`)}>
      {shown.map((championship) => (
        <li key={championship.id}>
          <RequestCard
            championship={championship}
            tab={tab}
            userId={userId}
            onOpen={championship.club.user.id === userId ? open : null}
            onPay={pay}
          />
        </li>
      ))}
    </ul>
  );
}
