import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { useLiveUnreadCount } from '../../lib/live-notifications';
import { usePushKeptCurrent } from '../../lib/push/use-push-kept-current';
import { SportModeProvider } from '../../lib/sport-mode';
import { BottomTabBar } from './bottom-tab-bar';
import { TopAppBar } from './top-app-bar';

/** The user area: top app bar, the current screen, bottom tab bar (SPEC 2). */
export function UserShell() {
  useLiveUnreadCount();
  usePushKeptCurrent();
  return (
    <SportModeProvider>
      <TopAppBar />
      <Box component="main" sx={{ flex: 1, px: 2, pt: 2, pb: 3 }}>
        <Outlet />
      </Box>
      <BottomTabBar />
    </SportModeProvider>
  );
}
