import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { ForgetPasswordScreen } from '../features/auth/routes/forget-password-screen';
import { LoginScreen } from '../features/auth/routes/login-screen';
import { RegisterScreen } from '../features/auth/routes/register-screen';
import { RequireUser } from '@/lib/authorization';
import { paths } from '../lib/paths';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './layout/route-error-screen';
import { UserShell } from './layout/user-shell';
import { userRoutes } from './user-routes';

/** SPEC 2 top-level routes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      { path: 'login', element: <LoginScreen /> },
      { path: 'register', element: <RegisterScreen /> },
      { path: 'forget-password', element: <ForgetPasswordScreen /> },
      {
        path: 'user',
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
