import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocialDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useCancelNight } from '../api/cancel-night';
import { useRunNight, type NightStage } from '../api/run-night';
import { useWaitForNight } from '../api/wait-for-night';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { LeaveWaitlist, MyPlace } from './leave-actions';
import { useFailureToast } from './use-failure-toast';

// The payment buttons load when a player chooses to take a place, not with every night.
const PlacePayment = lazy(async () => ({
  default: (await import('./place-payment')).PlacePayment,
}));

/**
 * A player takes a place, paying it with coins, at the club or online, or waits for one; a
 * player in sees so.
 */
export function PlaceActions({ night }: { night: SocialDetail }) {
  const { t } = useTranslation();
  const wait = useWaitForNight();
  const failed = useFailureToast();
  const [paying, setPaying] = useState(false);
  if (night.status !== 'open' || night.mine) return null;
  if (night.myPlace === 'confirmed' || night.myPlace === 'waiting')
    return <MyPlace night={night} place={night.myPlace} />;
  if (night.placesLeft === 0 && night.myPlace !== 'offered')
    return (
      <Button
        variant="outlined"
        loading={wait.isPending}
        onClick={() => wait.mutate(night.id, { onError: failed })}
      >
        {t('socials.wait')}
      </Button>
    );
  if (paying)
    return (
      <Suspense fallback={<CircularProgress size={24} aria-label={t('socials.payHow')} />}>
        <PlacePayment nightId={night.id} clubTimeZone={night.timeZone} />
      </Suspense>
    );
  const offered = night.myPlace === 'offered';
  return (
    <Stack spacing={1}>
      {offered && (
        <Typography variant="body2" color="success.main">
          {t('socials.myPlace.offered')}
        </Typography>
      )}
      <Button variant="contained" onClick={() => setPaying(true)}>
        {t('socials.join')}
      </Button>
      {offered && <LeaveWaitlist night={night} />}
    </Stack>
  );
}

/**
 * The owner calls an open night off, once they say yes: every place is refunded in full and
 * every player told.
 */
function CancelNight({ night }: { night: SocialDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelNight();
  const failed = useFailureToast();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    cancel.mutate(night.id, {
      onSuccess: () => toast.show({ message: t('socials.cancel.done'), durationMs: 4000 }),
      onError: failed,
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)}>
        {t('socials.cancel.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('socials.cancel.title')}
        message={t('socials.cancel.message')}
        confirmLabel={t('socials.cancel.confirm')}
        keepLabel={t('socials.cancel.keep')}
        destructive
        busy={cancel.isPending}
        onConfirm={confirm}
        onKeep={() => setAsking(false)}
      />
    </>
  );
}

/** The owner runs the night: start it, draw each next round, finish it. */
export function RunActions({ night }: { night: SocialDetail }) {
  const { t } = useTranslation();
  const run = useRunNight();
  const failed = useFailureToast();
  if (!night.mine || night.status === 'finished' || night.status === 'cancelled') return null;
  const go = (stage: NightStage) => run.mutate({ id: night.id, stage }, { onError: failed });
  if (night.status === 'open')
    return (
      <Stack spacing={1}>
        <Button variant="contained" loading={run.isPending} onClick={() => go('start')}>
          {t('socials.start')}
        </Button>
        <CancelNight night={night} />
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        loading={run.isPending}
        onClick={() => go('next')}
        sx={{ flex: 1 }}
      >
        {t('socials.next')}
      </Button>
      <Button
        variant="outlined"
        disabled={run.isPending}
        onClick={() => go('finish')}
        sx={{ flex: 1 }}
      >
        {t('socials.finish')}
      </Button>
    </Stack>
  );
}
