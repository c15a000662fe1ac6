import { Outlet } from 'react-router';
import { useLiveUnreadCount } from '../../lib/live-notifications';
import { usePushKeptCurrent } from '../../lib/push/use-push-kept-current';
import { SportModeProvider } from '../../lib/sport-mode';
import { BottomTabBar } from './bottom-tab-bar';
import { ScreenMain } from './screen-main';
import { TopAppBar } from './top-app-bar';

/** The user area: top app bar, the current screen, bottom tab bar (SPEC 2). */
export function UserShell() {
  useLiveUnreadCount();
  usePushKeptCurrent();
  return (
    <SportModeProvider>
      <TopAppBar />
      <ScreenMain>
        <Outlet />
      </ScreenMain>
      <BottomTabBar />
    </SportModeProvider>
  );
}
