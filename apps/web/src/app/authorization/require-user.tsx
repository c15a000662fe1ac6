import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** SPEC 6: the user area is only for a signed-in user. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Navigate to={paths.login} replace />;
  return children;
}
