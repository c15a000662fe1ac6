import type { ReactNode } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LockRounded from '@mui/icons-material/LockRounded';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';

/**
 * Screens for club owners only (SPEC 6), inside the signed-in area. Others get a friendly word
 * instead of the screen; the server refuses their calls anyway, so nothing is asked of it.
 */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (user.role !== 'owner') {
    return (
      <EmptyState
        icon={<LockRounded />}
        title={t('reservations.ownersOnly')}
        message={t('reservations.ownersOnlyHint')}
        action={
          <Button component={RouterLink} to={paths.myBooking} variant="contained">
            {t('menu.myBooking')}
          </Button>
        }
      />
    );
  }
  return children;
}

/** A layout route around the owner's screens. */
export function OwnerArea() {
  return (
    <RequireOwner>
      <Outlet />
    </RequireOwner>
  );
}
