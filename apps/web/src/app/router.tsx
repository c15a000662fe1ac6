import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@/components/not-found-screen';
import { ScreenLoading } from '@/components/route-loading';
import { RequireUser } from '@/lib/authorization';
import { paths } from '@/lib/paths';
import { featureScreens } from './feature-screens';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './layout/route-error-screen';
import { UserShell } from './layout/user-shell';
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
            <UserShell />
          </RequireUser>
        ),
        children: userRoutes,
      },
      { path: '*', element: <NotFoundScreen homePath={paths.root} /> },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
