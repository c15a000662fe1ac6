import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleMay, type ClubAction } from '@courtside/shared/rules';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { lockIcon } from '@/components/icons/lock';
import { ScreenLoading } from '@/components/route-loading';
import { useClubRole } from '@/lib/api/club-post';
import { paths } from '@/lib/paths';
import { isScreenHandle } from '../layout/screen-handle';

/**
 * Screens of those who run a club (SPEC 6), inside the signed-in area: its owner, and its
 * staff where their role gives the screen's `action`. Others get a friendly word instead of
 * the screen; the server refuses their calls anyway, so nothing is asked of it.
 */
export function RequireOwner({ action, children }: { action: ClubAction; children: ReactNode }) {
  const { t } = useTranslation();
  const { role, pending } = useClubRole();
  if (pending) return <ScreenLoading />;
  if (role === null || !roleMay(role, action)) {
    return (
      <EmptyState
        icon={<Icon path={lockIcon} />}
        title={t(role === null ? 'reservations.ownersOnly' : 'staff.notYourRole')}
        message={t(role === null ? 'reservations.ownersOnlyHint' : 'staff.notYourRoleHint')}
        action={
          <ButtonLink to={paths.myBooking} variant="contained">
            {t('menu.myBooking')}
          </ButtonLink>
        }
      />
    );
  }
  return children;
}

/** A layout route around the owner's screens: each names what it does at the club. */
export function OwnerArea() {
  const handle = useMatches().at(-1)?.handle;
  const action = isScreenHandle(handle) ? handle.clubAction : undefined;
  return (
    <RequireOwner action={action ?? 'staff'}>
      <Outlet />
    </RequireOwner>
  );
}
