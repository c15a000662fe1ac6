import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { SeriesDate } from '@courtside/shared';
import { useTranslation } from 'react-i18next';

interface SeriesPreviewProps {
  dates: readonly SeriesDate[];
  creating: boolean;
  onCreate: () => void;
  onStop: () => void;
}

/** Each date of the season, free or with its clash, then create (skipping clashes) or stop. */
export function SeriesPreview({ dates, creating, onCreate, onStop }: SeriesPreviewProps) {
  const { t } = useTranslation();
  const clashes = dates.filter((date) => date.clash !== null).length;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('series.preview.title')}>
      <Alert severity={clashes > 0 ? 'warning' : 'success'}>
        {t('series.preview.summary', { count: dates.length, clashes })}
      </Alert>
      <List dense>
        {dates.map((date) => (
          <ListItem key={date.date} disableGutters>
            <ListItemText
              primary={date.date}
              secondary={
                date.clash
                  ? `${t(`series.clash.${date.clash}`)}${date.description ? ` · ${date.description}` : ''}`
                  : t('series.preview.free')
              }
              slotProps={{ secondary: { color: date.clash ? 'error' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          onClick={onCreate}
          loading={creating}
          disabled={clashes === dates.length}
        >
          {clashes > 0 ? t('series.preview.skipAndCreate') : t('series.preview.create')}
        </Button>
        <Button onClick={onStop}>{t('series.preview.stop')}</Button>
      </Stack>
    </Stack>
  );
}
