import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { ScreenLoading } from '@/components/route-loading';
import { RequireUser } from '@/lib/authorization/require-user';
import { paths } from '@/lib/paths';
import { featureScreens } from './feature-screens';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './layout/route-error-screen';
import { userRoutes } from './user-routes';

/** SPEC 2 top-level routes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // The first screen's code may still be on its way when the app starts.
    hydrateFallbackElement: <ScreenLoading />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await featureScreens.auth()).LoginScreen }),
      },
      {
        path: paths.register,
        lazy: async () => ({ Component: (await featureScreens.auth()).RegisterScreen }),
      },
      {
        path: paths.forgetPassword,
        lazy: async () => ({ Component: (await featureScreens.auth()).ForgetPasswordScreen }),
      },
      {
        path: paths.user,
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        // The user area's shell (app bar, tab bar, sheets) loads with its first screen, so
        // the sign-in screens never wait for it.
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/user-shell')).UserShell }),
            children: userRoutes,
          },
        ],
      },
      {
        path: '*',
        lazy: async () => {
          const { NotFoundScreen } = await import('@/components/not-found-screen');
          return { element: <NotFoundScreen homePath={paths.root} /> };
        },
      },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
