import { useState } from 'react';
import type { RefundChoice, SocialDetail } from '@courtside/shared';
import { cancellationNoticeHours } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useToast } from '@/components/toast';
import { isolated } from '@/lib/bidi';
import { formatPrice } from '@/lib/money';
import { useGiveBackPlace } from '../api/give-back-place';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { RefundDialog } from '@/components/lazy-dialogs';
import { LeaveWaitlistButton } from '@/components/leave-waitlist-button';
import { ReceiptLinks } from '@/components/receipt-links';
import { useFailureToast } from './use-failure-toast';
import styles from './leave-actions.module.css';

/** The club's rule: a paid place goes back up to this long before the night starts. */
const canGiveBack = (night: SocialDetail, now = Date.now()) =>
  now <= Date.parse(night.startsAt) - cancellationNoticeHours * 3_600_000;

/**
 * A player with a place gives it back, once they say yes and how what they paid comes back;
 * the next in the waitlist is offered it. Past the club's deadline the player is told why not.
 */
function GiveBackPlace({ night }: { night: SocialDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const giveBack = useGiveBackPlace();
  const failed = useFailureToast();
  const [asking, setAsking] = useState(false);
  const hours = { hours: cancellationNoticeHours };
  if (!canGiveBack(night))
    return <p className={styles.tooLate}>{t('socials.giveBack.tooLate', hours)}</p>;
  const confirm = (refundTo: RefundChoice) =>
    giveBack.mutate(
      { nightId: night.id, refundTo },
      {
        onSuccess: ({ refundedTo, refundedCoins }) =>
          toast.show({
            message: t(`socials.giveBack.done.${refundedTo}`, { count: refundedCoins }),
            durationMs: 4000,
          }),
        onError: failed,
        onSettled: () => setAsking(false),
      },
    );
  return (
    <div className={styles.giveBack}>
      <Button danger onClick={() => setAsking(true)}>
        {t('socials.giveBack.action')}
      </Button>
      <RefundDialog
        open={asking}
        title={t('socials.giveBack.title')}
        message={t('socials.giveBack.message', {
          // Isolated: an amount keeps its own direction inside a right-to-left sentence.
          price: isolated(formatPrice(night.price, night.currency)),
          ...hours,
        })}
        confirmLabel={t('socials.giveBack.confirm')}
        keepLabel={t('socials.giveBack.keep')}
        busy={giveBack.isPending}
        onConfirm={confirm}
        onKeep={() => setAsking(false)}
      />
    </div>
  );
}

/** A player in line steps out, once they say yes; a place kept for them passes on. */
export function LeaveWaitlist({ night }: { night: SocialDetail }) {
  const leave = useLeaveWaitlist();
  return (
    <LeaveWaitlistButton
      offered={night.myPlace === 'offered'}
      leave={() => leave.mutateAsync(night.id)}
    />
  );
}

/** A player in sees so, with the way out: giving their place back, or leaving the line. */
export function MyPlace({ night, place }: { night: SocialDetail; place: 'confirmed' | 'waiting' }) {
  const { t } = useTranslation();
  return (
    <div className={styles.place}>
      <p className={styles.state}>{t(`socials.myPlace.${place}`)}</p>
      {place === 'confirmed' ? <GiveBackPlace night={night} /> : <LeaveWaitlist night={night} />}
      {place === 'confirmed' && <ReceiptLinks purpose="social" subject={night.id} />}
    </div>
  );
}
