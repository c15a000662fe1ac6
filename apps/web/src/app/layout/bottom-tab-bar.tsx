import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import type { Sport } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { onlyForScreenReaders } from '@/components/screen-reader-only';
import { useUnreadCount } from '../../lib/api/unread-count';
import { paths } from '../../lib/paths';
import { useSportMode } from '../../lib/sport-mode';
import { openedLazily } from '../../components/opened-lazily';
import { navigationSx } from './tab-bar-styles';

// The Create tab's sheet loads when the tab is first tapped.
const CreateSheet = openedLazily(async () => (await import('./create-sheet')).CreateSheet);

/** SPEC 2: the list tab shown while a sport category is active. */
const listTabs: Record<Sport, { labelKey: string; to: string; icon: ReactNode }> = {
  padel: { labelKey: 'tabs.match', to: paths.matches, icon: <SportsTennisRounded /> },
  football: {
    labelKey: 'tabs.championshipRequest',
    to: paths.championshipRequest,
    icon: <EmojiEventsRounded />,
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

/** Material 3 navigation bar: the selected icon sits on a tinted pill. */
function TabIcon({ selected, children }: { selected: boolean; children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'grid',
        placeItems: 'center',
        width: 56,
        height: 30,
        borderRadius: 999,
        transition: theme.transitions.create('background-color'),
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.14) : 'transparent',
      })}
    >
      {children}
    </Box>
  );
}

const barSx = {
  position: 'sticky',
  bottom: 0,
  zIndex: 'appBar',
  borderTop: 1,
  borderColor: 'divider',
  pb: 'env(safe-area-inset-bottom)',
} as const;

/** The Menu tab's label; with unread notifications, screen readers hear how many. */
function MenuLabel({ unread }: { unread: number }) {
  const { t } = useTranslation();
  if (unread === 0) return t('tabs.menu');
  return (
    <>
      <span aria-hidden>{t('tabs.menu')}</span>
      <Box component="span" sx={onlyForScreenReaders}>
        {t('tabs.menuUnread', { count: unread })}
      </Box>
    </>
  );
}

/** Without unread notifications there is no badge at all, not a hidden zero. */
function MenuIcon({ unread }: { unread: number }) {
  if (unread === 0) return <MenuRounded />;
  return (
    <Badge
      badgeContent={unread}
      color="error"
      max={99}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <MenuRounded />
    </Badge>
  );
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
  const icon = (value: TabValue, glyph: ReactNode) => (
    <TabIcon selected={selected === value}>{glyph}</TabIcon>
  );

  return (
    <Paper component="nav" square elevation={0} sx={barSx}>
      <BottomNavigation showLabels value={selected} sx={navigationSx}>
        <BottomNavigationAction
          value="home"
          label={t('tabs.home')}
          icon={icon('home', <HomeRounded />)}
          component={RouterLink}
          to={paths.user}
        />
        {listTab && (
          <BottomNavigationAction
            value="list"
            label={t(listTab.labelKey)}
            icon={icon('list', listTab.icon)}
            component={RouterLink}
            to={listTab.to}
          />
        )}
        {sport && (
          <BottomNavigationAction
            value="create"
            label={t('tabs.create')}
            icon={icon('create', <AddRounded />)}
            aria-haspopup="dialog"
            onClick={() => setCreateOpen(true)}
          />
        )}
        <BottomNavigationAction
          value="profile"
          label={t('tabs.profile')}
          icon={icon('profile', <PersonRounded />)}
          component={RouterLink}
          to={paths.profile}
        />
        <BottomNavigationAction
          value="menu"
          label={<MenuLabel unread={unread} />}
          icon={icon('menu', <MenuIcon unread={unread} />)}
          component={RouterLink}
          to={paths.menu}
        />
      </BottomNavigation>
      <CreateSheet open={createOpen} onClose={() => setCreateOpen(false)} />
    </Paper>
  );
}
