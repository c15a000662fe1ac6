import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SocialDetail, SocialGameView } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { namer, scoresOf, sidesOf } from './names';

/** Every court of the round: its two pairs and, once entered, their points. */
export function RoundGames({ night, games }: { night: SocialDetail; games: SocialGameView[] }) {
  const { t } = useTranslation();
  const name = namer(night);
  const scoreText = (points: readonly [number, number] | null) =>
    points ? `${points[0]}–${points[1]}` : t('socials.noScore');
  const pair = ([a, b]: readonly [string, string]) =>
    t('socials.pair', { first: name(a), second: name(b) });
  return (
    <section aria-labelledby="round-title">
      <Typography id="round-title" variant="h6" component="h2">
        {t('socials.round', { round: night.round })}
      </Typography>
      <List dense>
        {games.map((game) => (
          <ListItem key={game.id} disableGutters>
            <ListItemText
              primary={night.courts[game.court]?.name}
              secondary={t('socials.game', {
                first: pair(sidesOf(game)[0]),
                second: pair(sidesOf(game)[1]),
                score: scoreText(scoresOf(game)),
              })}
            />
          </ListItem>
        ))}
      </List>
      {night.resting.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('socials.resting', { names: night.resting.map(name).join(', ') })}
        </Typography>
      )}
    </section>
  );
}
