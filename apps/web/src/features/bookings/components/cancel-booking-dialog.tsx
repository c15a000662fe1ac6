import { useState } from 'react';
import type { MyBooking, RefundChoice } from '@courtside/shared';
import { cancellationTerms } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { RefundChoiceField } from '@/components/refund-choice';
import { currentLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { cancelReturn } from '../booking-state';
import { bookingWhen } from '../booking-when';
import { cancelNowText, ruledBooking } from '../cancellation-text';
import styles from './cancel-booking-dialog.module.css';

interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: MyBooking | null;
  busy: boolean;
  onKeep: () => void;
  onConfirm: (booking: MyBooking, refundTo: RefundChoice) => void;
}

/**
 * Asks before cancelling, naming the booking, its club's rule as it stands now (free until
 * when, or the share a late cancellation refunds) and what comes back of what was paid; paid
 * online, the player chooses how: the way they paid, or coins at once.
 */
export function CancelBookingDialog({
  booking,
  busy,
  onKeep,
  onConfirm,
}: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const [refundTo, setRefundTo] = useState<RefundChoice>('original');
  // Each booking asked about starts from the way it was paid.
  const [askedAbout, setAskedAbout] = useState(booking?.id);
  if (askedAbout !== booking?.id) {
    setAskedAbout(booking?.id);
    setRefundTo('original');
  }
  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('myBooking.cancelTitle')}
      message={booking ? cancelMessage(booking, t) : ''}
      confirmLabel={t('myBooking.confirmCancel')}
      keepLabel={t('myBooking.keep')}
      destructive
      busy={busy}
      onConfirm={() => booking && onConfirm(booking, refundTo)}
      onKeep={onKeep}
    >
      {booking && <WhatComesBack booking={booking} refundTo={refundTo} onChange={setRefundTo} />}
    </ConfirmDialog>
  );
}

const cancelMessage = (booking: MyBooking, t: TFunction) =>
  t('myBooking.cancelMessage', {
    club: booking.court.club.name,
    court: booking.court.name,
    when: bookingWhen(booking.date, booking.startTime, currentLanguage()),
  });

/** Paid online: the choice of how the money comes back; otherwise what does, in words. */
function WhatComesBack({
  booking,
  refundTo,
  onChange,
}: {
  booking: MyBooking;
  refundTo: RefundChoice;
  onChange: (choice: RefundChoice) => void;
}) {
  const { t } = useTranslation();
  const now = new Date();
  const amount = amountBack(booking, now);
  const back = cancelReturn(booking, amount);
  const paid = back.kind === 'choice' || back.kind === 'coins' || back.kind === 'nothingBack';
  const terms =
    booking.status === 'confirmed'
      ? cancelNowText(ruledBooking(booking), now, t, currentLanguage(), paid)
      : null;
  return (
    <>
      {terms && <p className={styles.terms}>{terms}</p>}
      {back.kind === 'choice' ? (
        <RefundChoiceField
          value={refundTo}
          onChange={onChange}
          original={t(`refund.way.${booking.paymentMethod}`, {
            amount: formatPrice(amount, booking.currency),
          })}
          coins={back.coins}
        />
      ) : (
        <p className={styles.note}>{returnNote(back, t)}</p>
      )}
    </>
  );
}

/** What cancelling now gives back of the price: all of it, or the club's late share. */
function amountBack(booking: MyBooking, now: Date): number {
  if (booking.status !== 'confirmed') return booking.amount;
  const terms = cancellationTerms(booking.court.club.cancellation, booking, now);
  return terms.kind === 'late' ? terms.refund : booking.amount;
}

function returnNote(
  back: Exclude<ReturnType<typeof cancelReturn>, { kind: 'choice' }>,
  t: TFunction,
) {
  return back.kind === 'coins'
    ? t('myBooking.returns.coins', { count: back.coins })
    : t(`myBooking.returns.${back.kind}`);
}
