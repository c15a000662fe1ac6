import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ActivityOccurrence, RefundChoice } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { RefundDialog } from '@/components/lazy-dialogs';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { activityPaymentPath } from '@/lib/paths';
import { useCancelSeat } from '../api/cancel-seat';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { LeaveWaitlistButton } from '@/components/leave-waitlist-button';
import { ReceiptLinks } from '@/components/receipt-links';
import { isolated } from '@/lib/bidi';
import { clubTime } from '@/lib/session-time';
import chips from './chips.module.css';
import styles from './seat-actions.module.css';

/** What the viewer can do with a session: book, wait, take an offered seat or give theirs back. */
export function SeatActions({ occurrence }: { occurrence: ActivityOccurrence }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const leaveLine = () => leave.mutateAsync(occurrence.id);
  const failed = (error: unknown) =>
    toast.show({
      message: refusalMessage(error, t('activities.tryLater')),
      severity: 'error',
    });
  const book = () => void navigate(activityPaymentPath(occurrence.club.id, occurrence.id));
  const label = { name: occurrence.name };

  if (occurrence.mySeat === 'booked')
    return (
      <div className={styles.booked}>
        <CancelSeat occurrence={occurrence} />
        <ReceiptLinks purpose="activity" subject={occurrence.id} />
      </div>
    );
  if (occurrence.myWaitlist === 'offered')
    return (
      <div className={styles.offered}>
        <p className={styles.offer}>
          {t('activities.offer', {
            until: clubTime(occurrence.offerUntil!, occurrence.club.timeZone),
          })}
        </p>
        <Button variant="contained" onClick={book} aria-label={t('activities.bookLabel', label)}>
          {t('activities.book')}
        </Button>
        <LeaveWaitlistButton offered leave={leaveLine} />
      </div>
    );
  if (occurrence.seatsLeft === 0)
    return occurrence.myWaitlist === 'waiting' ? (
      <div className={styles.row}>
        <span className={chips.chip}>{t('activities.waiting')}</span>
        <LeaveWaitlistButton offered={false} leave={leaveLine} />
      </div>
    ) : (
      <Button
        variant="outlined"
        loading={join.isPending}
        onClick={() =>
          join.mutate(occurrence.id, {
            onSuccess: ({ position }) =>
              toast.show({ message: t('activities.joined', { position }) }),
            onError: failed,
          })
        }
      >
        {t('activities.joinWaitlist')}
      </Button>
    );
  return (
    <Button variant="contained" onClick={book} aria-label={t('activities.bookLabel', label)}>
      {t('activities.book')}
    </Button>
  );
}

/**
 * A booked seat, given back only after the player says yes (and how what they paid comes
 * back): the seat goes to the next in line.
 */
function CancelSeat({ occurrence }: { occurrence: ActivityOccurrence }) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelSeat();
  const [asking, setAsking] = useState(false);
  const confirm = (refundTo: RefundChoice) =>
    cancel.mutate(
      { occurrenceId: occurrence.id, refundTo },
      {
        onSuccess: ({ refundedTo, refundedCoins }) =>
          toast.show({
            message: t(`activities.seatCancelled.${refundedTo}`, { count: refundedCoins }),
            durationMs: 4000,
          }),
        onError: (error) =>
          toast.show({
            message: refusalMessage(error, t('activities.tryLater')),
            severity: 'error',
          }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <div className={styles.row}>
      <span className={`${chips.chip} ${chips.success}`}>{t('activities.booked')}</span>
      <Button danger onClick={() => setAsking(true)}>
        {t('activities.cancelSeat')}
      </Button>
      <RefundDialog
        open={asking}
        title={t('activities.cancelSeatTitle', { name: isolated(occurrence.name) })}
        message={t('activities.cancelSeatMessage')}
        confirmLabel={t('activities.cancelSeat')}
        keepLabel={t('activities.keepSeat')}
        busy={cancel.isPending}
        onConfirm={confirm}
        onKeep={() => setAsking(false)}
      />
    </div>
  );
}
