import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import type { BookingQuery } from '../../../../lib/booking-query';
import { formatLongDate, formatClockTime } from '../../../../lib/calendar-date';
import { currentLanguage } from '../../../../lib/i18n';
import type { ImmediateMethod } from './immediate-method';
import styles from './confirm-booking-dialog.module.css';

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
  return (
    <Dialog open={method !== null} onClose={busy ? undefined : onCancel}>
      <DialogTitle>{t('bookingConfirm.title')}</DialogTitle>
      <DialogContent>
        {method && <ConfirmRows {...props} method={method} />}
        <p className={styles.note}>
          {t(method === 'cash' ? 'bookingConfirm.cashNote' : 'bookingConfirm.coinsNote')}
        </p>
        {props.cancellation && <p className={styles.cancellation}>{props.cancellation}</p>}
      </DialogContent>
      <DialogActions>
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
    <dl className={styles.rows}>
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
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
