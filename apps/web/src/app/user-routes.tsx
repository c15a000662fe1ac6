import type { RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { HomeScreen } from '../features/events/routes/home-screen';
import { MenuScreen } from '../features/menu/routes/menu-screen';
import { paths } from '../lib/paths';
import type { ScreenHandle } from './layout/screen-handle';

const titled = (titleKey: string): ScreenHandle => ({ titleKey });

/**
 * Child routes of the user area (SPEC 2). Each feature adds its screens here as it arrives;
 * an address without a screen yet lands on the not-found screen.
 */
export const userRoutes: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: 'menu', element: <MenuScreen />, handle: titled('menu.title') },
  {
    path: '*',
    element: <NotFoundScreen homePath={paths.user} />,
    handle: titled('notFound.title'),
  },
];
