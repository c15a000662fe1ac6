import { useState } from 'react';
import type { SocialDetail, SocialGameView } from '@courtside/shared';
import { pointsAddUp } from '@courtside/shared/social-rounds';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useEnterPoints } from '../api/enter-points';
import styles from './my-game.module.css';
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
    <div className={styles.game}>
      <h2 className={styles.court}>
        {t('socials.myCourt', { court: night.courts[game.court]?.name ?? '' })}
      </h2>
      <p className={styles.line}>{t('socials.partner', { name: name(partner) })}</p>
      <p className={styles.line}>
        {t('socials.opponents', { first: name(opponents[0]), second: name(opponents[1]) })}
      </p>
      <PointsField
        ours={ours}
        onChange={setOurs}
        theirs={valid ? theirs : null}
        pointsPerGame={night.pointsPerGame}
      />
      <Button variant="contained" onClick={save} disabled={!valid} loading={enter.isPending}>
        {t('socials.points.save')}
      </Button>
    </div>
  );
}

/** Our pair's points, typed; theirs follow, or why ours cannot be. */
function PointsField({
  ours,
  onChange,
  theirs,
  pointsPerGame,
}: {
  ours: string;
  onChange: (ours: string) => void;
  /** Null while ours and theirs cannot add up to the points per game. */
  theirs: number | null;
  pointsPerGame: number;
}) {
  const { t } = useTranslation();
  const refused = ours !== '' && theirs === null;
  return (
    <div className={styles.points}>
      <TextField
        label={t('socials.points.ours')}
        value={ours}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        error={refused ? t('socials.points.addUp', { points: pointsPerGame }) : undefined}
        inputMode="numeric"
        maxLength={2}
        className={styles.half}
      />
      <p className={`${styles.line} ${styles.half}`} aria-live="polite">
        {t('socials.points.theirs', { points: theirs ?? '–' })}
      </p>
    </div>
  );
}
