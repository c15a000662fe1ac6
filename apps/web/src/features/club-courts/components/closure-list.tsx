import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { Closure } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@/lib/calendar-date';
import { useRemoveClosure } from '../api/remove-closure';

/** The club's closures still to end: what closes, when, why; each can be removed. */
export function ClosureList({ closures }: { closures: readonly Closure[] }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveClosure();
  if (closures.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('clubHours.noClosures')}
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1} aria-label={t('clubHours.closures')} sx={{ p: 0, m: 0 }}>
      {closures.map((closure) => {
        const what = closure.courtName ?? t('clubHours.wholeClub');
        const [from, to] = [closure.fromDate, closure.toDate].map((date) =>
          formatShortDate(date, i18n.language),
        );
        const when = from === to ? from : t('clubHours.dateRange', { from, to });
        return (
          <Box component="li" key={closure.id} sx={{ listStyle: 'none' }}>
            <Card variant="outlined">
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="h3">
                    <bdi>{what}</bdi> · <bdi>{when}</bdi>
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    <bdi>{closure.reason}</bdi>
                  </Typography>
                </Box>
                <IconButton
                  aria-label={t('clubHours.removeClosure', { what, when })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(closure.id)}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </CardContent>
            </Card>
          </Box>
        );
      })}
    </Stack>
  );
}
