import { useId } from 'react';
import type { MyBooking } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatClockTime } from '../../../lib/calendar-date';
import { Button, ButtonLink } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { hourglassTopIcon } from '../../../components/icons/hourglass-top';
import { useToast } from '../../../components/toast';
import { checkoutUrlOf } from '../../../lib/checkout';
import { useCancelHold } from '../api/my-holds';
import { declinedHoldPath } from './checkout/declined-hold';
import { holdCardId, minutesLeft } from './own-holds';
import styles from './own-holds-panel.module.css';

interface OwnHoldsPanelProps {
  /** The player's live holds on the day shown. */
  holds: readonly MyBooking[];
  now: Date;
}

/** The player's unpaid holds of the day: resume the checkout they left, or give the hours up. */
export function OwnHoldsPanel({ holds, now }: OwnHoldsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const toasts = useToast();
  // Here rather than in a card: the card is gone once its hold is, before the answer is told.
  const cancel = useCancelHold();
  const giveUp = (hold: MyBooking) =>
    cancel.mutate(hold.id, {
      onSuccess: () => toasts.show({ message: t('ownHold.cancelled'), severity: 'success' }),
      onError: () => toasts.show({ message: t('ownHold.cancelFailed'), severity: 'error' }),
    });
  if (holds.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        {t('ownHold.title')}
      </h2>
      <ul className={styles.list}>
        {holds.map((hold) => (
          <li key={hold.id}>
            <OwnHoldCard
              hold={hold}
              minutes={minutesLeft(hold, now)}
              cancelling={cancel.isPending && cancel.variables === hold.id}
              onCancel={() => giveUp(hold)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface OwnHoldCardProps {
  hold: MyBooking;
  minutes: number;
  cancelling: boolean;
  onCancel: () => void;
}

function OwnHoldCard({ hold, minutes, cancelling, onCancel }: OwnHoldCardProps) {
  const { t } = useTranslation();
  const summaryId = useId();
  const checkout = checkoutUrlOf(hold);
  return (
    <div id={holdCardId(hold)} tabIndex={-1} className={styles.card}>
      <div className={styles.summary}>
        <Icon path={hourglassTopIcon} className={styles.summaryIcon} />
        <div id={summaryId}>
          <p className={styles.court} dir="auto">
            {hold.court.name}
          </p>
          <p className={`${styles.line} ${styles.time}`}>
            {t('bookingPayment.timeRange', {
              start: formatClockTime(hold.startTime, currentLanguage()),
              end: formatClockTime(hold.endTime, currentLanguage()),
            })}
          </p>
          <p className={styles.line}>{t('ownHold.timeLeft', { minutes })}</p>
        </div>
      </div>
      <div className={styles.actions}>
        {checkout && (
          <ButtonLink variant="contained" href={checkout} aria-describedby={summaryId}>
            {t('ownHold.resume')}
          </ButtonLink>
        )}
        {hold.paymentStatus === 'failed' && (
          <ButtonLink variant="contained" to={declinedHoldPath(hold)} aria-describedby={summaryId}>
            {t('ownHold.payAnotherWay')}
          </ButtonLink>
        )}
        <Button
          variant="outlined"
          onClick={onCancel}
          loading={cancelling}
          aria-describedby={summaryId}
        >
          {t('ownHold.cancel')}
        </Button>
      </div>
    </div>
  );
}
