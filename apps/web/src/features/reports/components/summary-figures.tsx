import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClubReport } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';

/** The period's totals: revenue, cash still to collect, no-shows and cancellations. */
export function SummaryFigures({ report }: { report: ClubReport }) {
  const { t } = useTranslation();
  const revenue = report.revenueByWeek.reduce((sum, week) => sum + week.amount, 0);
  const figures = [
    { key: 'revenue', amount: revenue, count: null },
    { key: 'cashToCollect', ...report.cashToCollect },
    { key: 'noShows', ...report.noShows },
    { key: 'cancellations', ...report.cancellations },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('reports.summary')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, p: 0, m: 0 }}
    >
      {figures.map((figure) => (
        <Card component="li" key={figure.key} variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`reports.${figure.key}`)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            <bdi>{formatPrice(figure.amount, report.currency)}</bdi>
          </Typography>
          {figure.count !== null && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('reports.bookings', { count: figure.count })}
            </Typography>
          )}
        </Card>
      ))}
    </Box>
  );
}
