import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { MyBooking } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n';
import { cancelReturn } from '../booking-state';
import { bookingWhen } from '../booking-when';

interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: MyBooking | null;
  busy: boolean;
  onKeep: () => void;
  onConfirm: (booking: MyBooking) => void;
}

/** Asks before cancelling, naming the booking and what comes back of what was paid. */
export function CancelBookingDialog({
  booking,
  busy,
  onKeep,
  onConfirm,
}: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={booking !== null}
      onClose={busy ? undefined : onKeep}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('myBooking.cancelTitle')}</DialogTitle>
      <DialogContent>
        {booking && (
          <>
            <DialogContentText>
              {t('myBooking.cancelMessage', {
                club: booking.court.club.name,
                court: booking.court.name,
                when: bookingWhen(booking.date, booking.startTime, currentLanguage()),
              })}
            </DialogContentText>
            <DialogContentText sx={{ mt: 1.5, fontWeight: 600, color: 'text.primary' }}>
              {returnNote(booking, t)}
            </DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onKeep} disabled={busy}>
          {t('myBooking.keep')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={busy}
          onClick={() => booking && onConfirm(booking)}
        >
          {t('myBooking.confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function returnNote(booking: MyBooking, t: TFunction): string {
  const back = cancelReturn(booking);
  return back.kind === 'coins'
    ? t('myBooking.returns.coins', { count: back.coins })
    : t(`myBooking.returns.${back.kind}`);
}
