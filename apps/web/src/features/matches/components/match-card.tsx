import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Match } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { levelRange, matchWhen } from './match-when';
import { SeatRow } from './seat-row';

interface MatchCardProps {
  match: Match;
  /** Opens the match; a card without it is shown but cannot be opened (a full match). */
  onOpen?: () => void;
  badge?: string;
  /** A `div` inside a list that gives each card its own `li` (the virtual list). */
  component?: 'li' | 'div';
}

function MatchCardBody({ match, badge }: Pick<MatchCardProps, 'match' | 'badge'>) {
  const { t, i18n } = useTranslation();
  const when = matchWhen(match, i18n.language);
  return (
    <CardContent>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {match.club.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {when.day} · <bdi dir="ltr">{when.hours}</bdi>
          </Typography>
        </div>
        {badge && <Chip size="small" label={badge} />}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap>
        <Chip size="small" variant="outlined" label={t(`matches.gender.${match.gender}`)} />
        <Chip
          size="small"
          variant="outlined"
          label={t('matches.levelRange', { range: levelRange(match) })}
        />
      </Stack>
      <SeatRow seats={match.participants} shares={match.seatShares} />
    </CardContent>
  );
}

/** A match in a list: club, day and hours, level range, gender and the four seats. */
export function MatchCard({ match, onOpen, badge, component = 'li' }: MatchCardProps) {
  return (
    <Card component={component} variant="outlined" sx={{ listStyle: 'none' }}>
      {onOpen ? (
        <CardActionArea onClick={onOpen}>
          <MatchCardBody match={match} badge={badge} />
        </CardActionArea>
      ) : (
        <MatchCardBody match={match} badge={badge} />
      )}
    </Card>
  );
}
