import type { OwnedCourt } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { ApiError } from '@/lib/api-client';
import { useRetireCourt } from '../api/retire-court';
import styles from './closures.module.css';

interface Props {
  court: OwnedCourt | null;
  onClose: () => void;
}

/** The future bookings a refusal listed, one line each ('2026-11-24 18:00–19:00 Ana'). */
function blockingLines(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.body.code !== conflictCodes.COURT_HAS_FUTURE_BOOKINGS)
    return null;
  return (error.body.details ?? []).map((detail) => detail.message);
}

/** Asks before retiring a court; when it still has future bookings, lists them. */
export function RetireDialog({ court, onClose }: Props) {
  const { t } = useTranslation();
  const retire = useRetireCourt();
  const blocking = blockingLines(retire.error);
  const close = () => {
    retire.reset();
    onClose();
  };
  const confirm = () => {
    if (court) retire.mutate(court.id, { onSuccess: close });
  };
  return (
    <Dialog open={court !== null} onClose={close}>
      <DialogTitle>
        {blocking
          ? t('courtsAdmin.blockedTitle')
          : t('courtsAdmin.retireTitle', { court: court?.name })}
      </DialogTitle>
      <DialogContent>
        <DialogDescription>
          {blocking ? t('courtsAdmin.blockedMessage') : t('courtsAdmin.retireMessage')}
        </DialogDescription>
        {blocking && (
          <ul aria-label={t('courtsAdmin.blockingList')}>
            {blocking.map((line) => (
              <li key={line} className={styles.line} dir="auto">
                <bdi>{line}</bdi>
              </li>
            ))}
          </ul>
        )}
        {retire.isError && !blocking && (
          <p className={styles.failed} role="alert">
            {t('courtsAdmin.saveFailed')}
          </p>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{blocking ? t('courtsAdmin.ok') : t('courtsAdmin.cancel')}</Button>
        {!blocking && (
          <Button danger variant="contained" onClick={confirm} disabled={retire.isPending}>
            {t('courtsAdmin.retire')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
