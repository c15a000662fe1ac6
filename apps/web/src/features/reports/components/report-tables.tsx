import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import type { ClubReport } from '@courtside/shared';
import { hourLabel } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { onlyForScreenReaders } from '@/components/screen-reader-only';
import { formatPrice } from '@/lib/money';
import { occupancyShare, weekLabel } from './report-format';

interface Props {
  report: ClubReport;
}

/** Names the table for screen readers; the section's heading already shows it. */
function Caption({ children }: { children: string }) {
  return (
    <Box component="caption" sx={onlyForScreenReaders}>
      {children}
    </Box>
  );
}

/** Occupancy as rows of court, hour, booked hours and share: the heat map read aloud. */
export function OccupancyTable({ report }: Props) {
  const { t } = useTranslation();
  const name = new Map(report.courts.map((court) => [court.id, court.name]));
  return (
    <Table size="small">
      <Caption>{t('reports.occupancy')}</Caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('reports.court')}</TableCell>
          <TableCell>{t('reports.hour')}</TableCell>
          <TableCell align="right">{t('reports.bookedHours')}</TableCell>
          <TableCell align="right">{t('reports.share')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.occupancy.map((cell) => (
          <TableRow key={`${cell.courtId}|${cell.hour}`}>
            <TableCell dir="auto">{name.get(cell.courtId)}</TableCell>
            <TableCell>{hourLabel(cell.hour)}</TableCell>
            <TableCell align="right">{cell.bookedHours}</TableCell>
            <TableCell align="right">
              {Math.round(occupancyShare(cell.bookedHours, report.days) * 100)}%
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function RevenueByWeekTable({ report }: Props) {
  const { t } = useTranslation();
  return (
    <Table size="small">
      <Caption>{t('reports.revenueByWeek')}</Caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('reports.weekOf')}</TableCell>
          <TableCell align="right">{t('reports.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.revenueByWeek.map((week) => (
          <TableRow key={week.weekStart}>
            <TableCell>{weekLabel(week.weekStart)}</TableCell>
            <TableCell align="right">
              <bdi>{formatPrice(week.amount, report.currency)}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function RevenueByMethodTable({ report }: Props) {
  const { t } = useTranslation();
  return (
    <Table size="small">
      <Caption>{t('reports.revenueByMethod')}</Caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('reports.method')}</TableCell>
          <TableCell align="right">{t('reports.count')}</TableCell>
          <TableCell align="right">{t('reports.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.revenueByMethod.map((row) => (
          <TableRow key={row.method}>
            <TableCell>{t(`paymentMethods.${row.method}`, { defaultValue: row.method })}</TableCell>
            <TableCell align="right">{row.count}</TableCell>
            <TableCell align="right">
              <bdi>{formatPrice(row.amount, report.currency)}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
