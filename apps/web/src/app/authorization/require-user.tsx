import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * SPEC 6: the user area is only for a signed-in user. Anyone else signs in first and comes
 * back to the page they opened (a shared match's link).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={loginPath(pathname + search)} replace />;
  return children;
}
