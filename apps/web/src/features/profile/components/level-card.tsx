import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchResult } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { padelLevelPath, paths } from '@/lib/paths';
import { ResultScore } from '@/components/result-score';
import { usePlayerLevel } from '@/lib/api/player-level';
import { LevelChart } from './level-chart';
import { dateTimeFormat, numberFormat } from '@courtside/shared/rules';

function ResultLine({ result }: { result: MatchResult }) {
  const { i18n } = useTranslation();
  const day = dateTimeFormat(i18n.language, {
    timeZone: result.timeZone,
    day: 'numeric',
    month: 'short',
  }).format(new Date(result.startsAt));
  return (
    <li>
      <ResultScore result={result} title={`${day} · ${result.clubName}`} />
    </li>
  );
}

/**
 * Before any confirmed result: no level yet, or a starting estimate; either way the level's
 * questions set it.
 */
function StartingLevelNote({ level }: { level: number | null }) {
  const { t } = useTranslation();
  const missing = level === null;
  return (
    <>
      <Typography variant="body2">
        {missing ? t('levelQuiz.missing') : t('levelQuiz.estimateNote')}
      </Typography>
      <Button
        component={Link}
        to={padelLevelPath(paths.profile)}
        variant={missing ? 'contained' : 'outlined'}
        sx={{ alignSelf: 'flex-start' }}
      >
        {missing ? t('levelQuiz.setYourLevel') : t('levelQuiz.retake')}
      </Button>
    </>
  );
}

/**
 * The player's padel level on their profile: the level and how reliable it is, a small chart
 * of how it moved, and the last ten results that stand. Until results move it, the level is a
 * starting estimate, and the player may set it from the level's questions.
 */
export function LevelCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const level = usePlayerLevel(userId);
  if (!level.data) return null;
  const { data } = level;
  const number = numberFormat(i18n.language, { minimumFractionDigits: 1 });
  return (
    <Card
      variant="outlined"
      sx={{ width: '100%' }}
      component="section"
      aria-label={t('results.levelTitle')}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t('results.levelTitle')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {data.level === null ? '—' : number.format(data.level)}
            </Typography>
          </Stack>
          {data.confirmedMatches === 0 && <StartingLevelNote level={data.level} />}
          <Typography variant="body2" color="text.secondary">
            {t('results.reliability', { n: data.reliability, matches: data.confirmedMatches })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={data.reliability}
            aria-label={t('results.reliabilityLabel')}
          />
          {data.history.length > 1 ? (
            <LevelChart levels={data.history.map((point) => point.level)} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('results.chartEmpty')}
            </Typography>
          )}
          {data.results.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h4">
                {t('results.lastResults')}
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {data.results.map((result) => (
                  <ResultLine key={result.matchId} result={result} />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
