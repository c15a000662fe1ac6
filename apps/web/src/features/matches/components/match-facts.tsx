import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Match } from '@courtside/shared';
import { levelFits, takesEveryLevel } from '@courtside/shared/rules';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import { matchDetailsPath, padelLevelPath } from '@/lib/paths';
import { levelRange, matchWhen } from './match-when';
import { SeatRow } from './seat-row';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} component="div" sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A match's details: where, when, the court and its price, who may play, the seats. */
export function MatchFacts({ match }: { match: Match }) {
  const { t, i18n } = useTranslation();
  const when = matchWhen(match, i18n.language);
  // The app's one price format: in Arabic the currency code stays in one piece ('US$').
  const money = (amount: number | null) =>
    amount === null || !match.court?.currency ? '—' : formatPrice(amount, match.court.currency);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {match.club.name}
        </Typography>
        <Stack component="dl" spacing={0.75} sx={{ my: 1.5 }}>
          <Fact label={t('matches.when')}>
            {when.day} · <bdi dir="ltr">{when.hours}</bdi>
          </Fact>
          <Fact label={t('matches.court')}>
            {match.court?.name ?? '—'} · {t(`matches.courtType.${match.courtType}`)}
          </Fact>
          <Fact label={t('matches.courtPrice')}>{money(match.court?.price ?? null)}</Fact>
          <Fact label={t('matches.pricePerPlayer')}>
            {money(match.court?.pricePerPlayer ?? null)}
          </Fact>
          <Fact label={t('matches.genderLabel')}>{t(`matches.gender.${match.gender}`)}</Fact>
          <Fact label={t('matches.level')}>{levelRange(match)}</Fact>
        </Stack>
        {match.description && <Typography sx={{ mb: 1.5 }}>{match.description}</Typography>}
        <SeatRow seats={match.participants} shares={match.seatShares} />
        {match.myShare && (
          <Typography sx={{ mt: 1.5 }}>
            {t(`matches.myShare.${match.myShare.state}`, {
              amount: formatPrice(match.myShare.amount, match.myShare.currency),
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A player outside the level range may still ask, but is told first; a player with no level
 * yet is told only when the range leaves some levels out, and where to set theirs.
 */
export function LevelWarning({ match, level }: { match: Match; level: number | null }) {
  const { t } = useTranslation();
  const range = { min: match.padelLevelMin, max: match.padelLevelMax };
  if (levelFits(level, range) || (level === null && takesEveryLevel(range))) return null;
  if (level === null)
    return (
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={padelLevelPath(matchDetailsPath(match.id))}
            color="inherit"
            size="small"
          >
            {t('matches.setLevel')}
          </Button>
        }
      >
        {t('matches.noLevelWarning', { range: levelRange(match) })}
      </Alert>
    );
  return (
    <Alert severity="warning">{t('matches.levelWarning', { range: levelRange(match) })}</Alert>
  );
}
