import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingQuery } from '../../../../lib/booking-query';
import { formatLongDate, formatClockTime } from '../../../../lib/calendar-date';
import { currentLanguage } from '../../../../lib/i18n';

/** The methods that book at once, without a provider's page to think twice on. */
export type ImmediateMethod = 'cash' | 'coins';

export function isImmediateMethod(method: string): method is ImmediateMethod {
  return method === 'cash' || method === 'coins';
}

export interface ConfirmBookingDialogProps {
  /** The method asked about; null keeps the dialog closed. */
  method: ImmediateMethod | null;
  booking: BookingQuery;
  clubName: string | null;
  /** The formatted total. */
  price: string;
  /** The booking's price in coins, or null without a price. */
  coinCost: number | null;
  /** The player's coin balance, once loaded. */
  balance: number | undefined;
  /** The club's cancellation rule for this slot, in words, once known. */
  cancellation?: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (method: ImmediateMethod) => void;
}

/**
 * Cash and coins book at once, so the player sees everything once more before a tap books:
 * where, when, what it costs, how it is paid, what is left of their coins and the club's
 * cancellation rule.
 */
export function ConfirmBookingDialog(props: ConfirmBookingDialogProps) {
  const { method, busy, onCancel, onConfirm } = props;
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={method !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('bookingConfirm.title')}</DialogTitle>
      <DialogContent>
        {method && <ConfirmRows {...props} method={method} />}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t(method === 'cash' ? 'bookingConfirm.cashNote' : 'bookingConfirm.coinsNote')}
        </Typography>
        {props.cancellation && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {props.cancellation}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => method && onConfirm(method)}>
          {t('bookingConfirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ConfirmRows({
  method,
  booking,
  clubName,
  price,
  coinCost,
  balance,
}: ConfirmBookingDialogProps & { method: ImmediateMethod }) {
  const { t } = useTranslation();
  const after = balance === undefined ? null : balance - (method === 'coins' ? (coinCost ?? 0) : 0);
  return (
    <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
      <Row label={t('bookingConfirm.club')}>
        <span dir="auto">{clubName ?? '…'}</span>
      </Row>
      <Row label={t('bookingPayment.court')}>
        <span dir="auto">{booking.court}</span>
      </Row>
      <Row label={t('bookingPayment.date')}>{formatLongDate(booking.date, currentLanguage())}</Row>
      <Row label={t('bookingPayment.time')}>
        {t('bookingPayment.timeRange', {
          start: formatClockTime(booking.startTime, currentLanguage()),
          end: formatClockTime(booking.endTime, currentLanguage()),
        })}
      </Row>
      <Row label={t('bookingConfirm.price')}>
        {method === 'coins' && coinCost !== null
          ? t('bookingConfirm.priceInCoins', { price, count: coinCost })
          : price}
      </Row>
      <Row label={t('bookingConfirm.method')}>{t(`paymentMethods.${method}`)}</Row>
      {after !== null && (
        <Row label={t('bookingConfirm.balanceAfter')}>
          {t('bookingConfirm.coinCount', { count: after })}
        </Row>
      )}
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, textAlign: 'end', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}
