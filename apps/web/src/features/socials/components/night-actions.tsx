import { lazy, Suspense, useState } from 'react';
import type { SocialDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useToast } from '@/components/toast';
import { useCancelNight } from '../api/cancel-night';
import { useRunNight, type NightStage } from '../api/run-night';
import { useWaitForNight } from '../api/wait-for-night';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { LeaveWaitlist, MyPlace } from './leave-actions';
import { useFailureToast } from './use-failure-toast';
import styles from './night-actions.module.css';

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
      <Suspense fallback={<Spinner label={t('socials.payHow')} />}>
        <PlacePayment nightId={night.id} clubTimeZone={night.timeZone} />
      </Suspense>
    );
  const offered = night.myPlace === 'offered';
  return (
    <div className={styles.column}>
      {offered && <p className={styles.offered}>{t('socials.myPlace.offered')}</p>}
      <Button variant="contained" onClick={() => setPaying(true)}>
        {t('socials.join')}
      </Button>
      {offered && <LeaveWaitlist night={night} />}
    </div>
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
      <Button danger onClick={() => setAsking(true)}>
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
      <div className={styles.column}>
        <Button variant="contained" loading={run.isPending} onClick={() => go('start')}>
          {t('socials.start')}
        </Button>
        <CancelNight night={night} />
      </div>
    );
  return (
    <div className={styles.row}>
      <Button
        variant="contained"
        loading={run.isPending}
        onClick={() => go('next')}
        className={styles.half}
      >
        {t('socials.next')}
      </Button>
      <Button
        variant="outlined"
        disabled={run.isPending}
        onClick={() => go('finish')}
        className={styles.half}
      >
        {t('socials.finish')}
      </Button>
    </div>
  );
}
