import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefundChoice, SocialDetail } from '@courtside/shared';
import { cancellationNoticeHours } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { isolated } from '@/lib/bidi';
import { formatPrice } from '@/lib/money';
import { useGiveBackPlace } from '../api/give-back-place';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { RefundDialog } from '@/components/lazy-dialogs';
import { LeaveWaitlistButton } from '@/components/leave-waitlist-button';
import { ReceiptLinks } from '@/components/receipt-links';
import { useFailureToast } from './use-failure-toast';

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
    return (
      <Typography variant="body2" color="text.secondary">
        {t('socials.giveBack.tooLate', hours)}
      </Typography>
    );
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
    <Stack spacing={0.5}>
      <Button color="error" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start' }}>
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
    </Stack>
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
    <Stack spacing={1}>
      <Typography variant="body2">{t(`socials.myPlace.${place}`)}</Typography>
      {place === 'confirmed' ? <GiveBackPlace night={night} /> : <LeaveWaitlist night={night} />}
      {place === 'confirmed' && <ReceiptLinks purpose="social" subject={night.id} />}
    </Stack>
  );
}
