import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocialDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useJoinNight, useRunNight, useWaitForNight, type NightStage } from '../api/night-actions';

function useFailureToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return (error: unknown) =>
    toast.show({ message: refusalMessage(error, t('socials.tryLater')), severity: 'error' });
}

/** A player takes a place (paid at the club) or waits for one; a player in sees so. */
export function PlaceActions({ night }: { night: SocialDetail }) {
  const { t } = useTranslation();
  const join = useJoinNight();
  const wait = useWaitForNight();
  const failed = useFailureToast();
  if (night.status !== 'open' || night.mine) return null;
  if (night.myPlace === 'confirmed' || night.myPlace === 'waiting')
    return <Typography variant="body2">{t(`socials.myPlace.${night.myPlace}`)}</Typography>;
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
  return (
    <Button
      variant="contained"
      loading={join.isPending}
      onClick={() => join.mutate(night.id, { onError: failed })}
    >
      {t('socials.join')}
    </Button>
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
      <Button variant="contained" loading={run.isPending} onClick={() => go('start')}>
        {t('socials.start')}
      </Button>
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
