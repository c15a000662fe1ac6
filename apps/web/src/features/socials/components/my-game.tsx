import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SocialDetail, SocialGameView } from '@courtside/shared';
import { pointsAddUp } from '@courtside/shared/social-rounds';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useEnterPoints } from '../api/enter-points';
import { namer, scoresOf, sidesOf } from './names';

/**
 * The reader's game of the round: their court, partner and opponents, and the points each
 * pair won, entered from the phone (the other pair's follow from the points per game).
 */
export function MyGame({
  night,
  game,
  userId,
}: {
  night: SocialDetail;
  game: SocialGameView;
  userId: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const enter = useEnterPoints();
  const name = namer(night);
  const sides = sidesOf(game);
  const mySide = sides[0].includes(userId) ? 0 : 1;
  const partner = sides[mySide].find((id) => id !== userId)!;
  const opponents = sides[mySide === 0 ? 1 : 0];
  const entered = scoresOf(game);
  const [ours, setOurs] = useState(entered ? String(entered[mySide]) : '');
  const ourPoints = Number(ours);
  const theirs = night.pointsPerGame - ourPoints;
  const points: [number, number] = mySide === 0 ? [ourPoints, theirs] : [theirs, ourPoints];
  const valid = ours !== '' && pointsAddUp(points, night.pointsPerGame);
  const save = () =>
    enter.mutate(
      { gameId: game.id, points },
      {
        onSuccess: () => toast.show({ message: t('socials.points.saved'), severity: 'success' }),
        onError: (error) =>
          toast.show({ message: refusalMessage(error, t('socials.tryLater')), severity: 'error' }),
      },
    );
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, p: 2, borderColor: 'primary.main' }}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2">
          {t('socials.myCourt', { court: night.courts[game.court]?.name ?? '' })}
        </Typography>
        <Typography variant="body2">{t('socials.partner', { name: name(partner) })}</Typography>
        <Typography variant="body2">
          {t('socials.opponents', { first: name(opponents[0]), second: name(opponents[1]) })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={t('socials.points.ours')}
            value={ours}
            onChange={(e) => setOurs(e.target.value.replace(/\D/g, ''))}
            error={ours !== '' && !valid}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            sx={{ flex: 1 }}
          />
          <Typography variant="body2" sx={{ flex: 1 }} aria-live="polite">
            {t('socials.points.theirs', { points: valid ? theirs : '–' })}
          </Typography>
        </Stack>
        <Button variant="contained" onClick={save} disabled={!valid} loading={enter.isPending}>
          {t('socials.points.save')}
        </Button>
      </Stack>
    </Card>
  );
}
