import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SeriesSummary } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '@/lib/peak-text';
import { SeriesDates } from './series-dates';

interface SeriesCardProps {
  series: SeriesSummary;
  cancelling: boolean;
  onCancelRest: (series: SeriesSummary) => void;
}

/** One series: who, when, its next date and how many dates are still on; 'Cancel the rest'. */
export function SeriesCard({ series, cancelling, onCancelRest }: SeriesCardProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const day = weekdayNames()[series.weekday];
  // Calendar dates of the club: read at UTC noon, so no time zone moves them a day.
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shown = (date: string) => format.format(Date.parse(`${date}T12:00:00Z`));
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" dir="auto">
          {series.name ?? t('series.list.player')}
        </Typography>
        <Typography variant="body2">
          {t('series.list.when', {
            court: series.courtName,
            day,
            time: series.startTime,
            count: series.everyWeeks,
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('series.list.season', { from: shown(series.from), to: shown(series.to) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {series.nextDate
            ? t('series.list.next', {
                date: shown(series.nextDate),
                count: series.occurrences.confirmed,
              })
            : t('series.list.none')}
        </Typography>
        {open && <SeriesDates id={series.id} />}
      </CardContent>
      <CardActions>
        <Button onClick={() => setOpen(!open)} aria-expanded={open}>
          {t('series.list.dates')}
        </Button>
        {series.nextDate && (
          <Button color="error" loading={cancelling} onClick={() => onCancelRest(series)}>
            {t('series.list.cancelRest')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
