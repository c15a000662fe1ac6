import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { ScreenLoading } from '@/components/route-loading';
import { RequireUser } from './authorization/require-user';
import { paths, routePatterns } from '@/lib/paths';
import {
  InvitationScreen,
  LoginScreen,
  loadForgetPassword,
  RegisterScreen,
} from '@/features/auth/routes';
import { featureScreens } from './feature-screens';
import { RootLayout } from './layout/root-layout';
import type { ScreenHandle } from './layout/screen-handle';
import { adminRoutes, userRoutes } from './user-routes';

// Drawn with Material UI, so it loads only when a screen has failed.
const RouteErrorScreen = lazy(async () => ({
  default: (await import('./layout/route-error-screen')).RouteErrorScreen,
}));

function RouteError() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <RouteErrorScreen />
    </Suspense>
  );
}

/** SPEC 2 top-level routes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The first screen's code may still be on its way when the app starts.
    hydrateFallbackElement: <ScreenLoading />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      // The sign-in screens (3 kB as sent) come with the entry: a signed-out visit's first
      // screen then waits for no second round of downloads.
      { path: paths.login, Component: LoginScreen },
      { path: paths.register, Component: RegisterScreen },
      {
        path: paths.forgetPassword,
        lazy: async () => ({ Component: (await loadForgetPassword()).ForgetPasswordScreen }),
      },
      {
        path: paths.listYourClub,
        handle: { titleKey: 'listClub.title' } satisfies ScreenHandle,
        lazy: async () => {
          const [{ ListYourClubScreen }, { PublicScreen }] = await Promise.all([
            featureScreens.clubApplication(),
            import('./layout/public-screen'),
          ]);
          return {
            element: (
              <PublicScreen>
                <ListYourClubScreen />
              </PublicScreen>
            ),
          };
        },
      },
      {
        path: routePatterns.invitation,
        Component: InvitationScreen,
      },
      {
        path: paths.admin,
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/admin-area')).AdminArea }),
            children: adminRoutes,
          },
        ],
      },
      {
        path: paths.user,
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        // The user area's frame (Material UI, the query cache) and shell (app bar, tab bar,
        // sheets) load with its first screen, so the sign-in screens never wait for them.
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/user-area')).UserArea }),
            children: userRoutes,
          },
        ],
      },
      {
        path: '*',
        lazy: async () => {
          const [{ NotFoundScreen }, { AppFrame }] = await Promise.all([
            import('@/components/not-found-screen'),
            import('./app-frame'),
          ]);
          return {
            element: (
              <AppFrame>
                <NotFoundScreen homePath={paths.root} />
              </AppFrame>
            ),
          };
        },
      },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
