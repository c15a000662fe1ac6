import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * SPEC 6: the user area is only for a signed-in user. Anyone who arrives signed out signs in
 * first and comes back to the page they opened (a shared match's link); someone who signs out
 * here (log out, a closed account) just goes to sign-in.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const arrivedSignedOut = useRef(user === null);
  if (!user)
    return (
      <Navigate
        to={arrivedSignedOut.current ? loginPath(pathname + search) : paths.login}
        replace
      />
    );
  return children;
}
