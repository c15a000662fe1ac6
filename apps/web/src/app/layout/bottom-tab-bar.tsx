import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Sport } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { addIcon } from '@/components/icons/add';
import { emojiEventsIcon } from '@/components/icons/emoji-events';
import { homeIcon } from '@/components/icons/home';
import { menuIcon } from '@/components/icons/menu';
import { personIcon } from '@/components/icons/person';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import { useUnreadCount } from '../../lib/api/unread-count';
import { paths } from '../../lib/paths';
import { useSportMode } from '../../lib/sport-mode';
import { openedLazily } from '../../components/opened-lazily';
import { TabBar, type Tab } from './tab-bar';

// The Create tab's sheet loads when the tab is first tapped.
const CreateSheet = openedLazily(async () => (await import('./create-sheet')).CreateSheet);

/** SPEC 2: the list tab shown while a sport category is active. */
const listTabs: Record<Sport, { labelKey: string; to: string; icon: string }> = {
  padel: { labelKey: 'tabs.match', to: paths.matches, icon: sportsTennisIcon },
  football: {
    labelKey: 'tabs.championshipRequest',
    to: paths.championshipRequest,
    icon: emojiEventsIcon,
  },
};

type TabValue = 'home' | 'list' | 'create' | 'profile' | 'menu' | '';

function tabOf(pathname: string): TabValue {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  if (pathname === paths.user || pathname === `${paths.user}/`) return 'home';
  if (under(paths.matches) || under(paths.championshipRequest)) return 'list';
  if (under(paths.createMatch) || under(paths.createActivity)) return 'create';
  if (under(paths.profile)) return 'profile';
  if (under(paths.menu)) return 'menu';
  return '';
}

export function BottomTabBar() {
  const { t } = useTranslation();
  const { sport, setSport } = useSportMode();
  const { pathname } = useLocation();
  const [createOpen, setCreateOpen] = useState(false);
  const selected = tabOf(pathname);
  // Profile and Menu are no sport's screens: going there leaves sport mode (SPEC 2).
  useEffect(() => {
    if (selected === 'profile' || selected === 'menu') setSport(null);
  }, [selected, setSport]);
  const unread = useUnreadCount();
  const listTab = sport ? listTabs[sport] : null;

  const tabs: Tab[] = [{ key: 'home', label: t('tabs.home'), icon: homeIcon, to: paths.user }];
  if (listTab) {
    tabs.push({ key: 'list', label: t(listTab.labelKey), icon: listTab.icon, to: listTab.to });
  }
  if (sport) {
    const openCreate = () => setCreateOpen(true);
    tabs.push({
      key: 'create',
      label: t('tabs.create'),
      icon: addIcon,
      opens: 'dialog',
      onSelect: openCreate,
    });
  }
  tabs.push(
    { key: 'profile', label: t('tabs.profile'), icon: personIcon, to: paths.profile },
    {
      key: 'menu',
      label: t('tabs.menu'),
      icon: menuIcon,
      to: paths.menu,
      count: unread,
      countLabel: t('tabs.menuUnread', { count: unread }),
    },
  );

  return (
    <>
      <TabBar tabs={tabs} selected={selected} />
      <CreateSheet open={createOpen} onClose={() => setCreateOpen(false)} />
    </>
  );
}
