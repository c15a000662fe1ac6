import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ClubReport } from '@courtside/shared';
import { bookableWindow, hourLabel } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { occupancyShare } from './report-format';

const hours = Array.from(
  { length: bookableWindow.lastHour - bookableWindow.firstHour },
  (_, index) => bookableWindow.firstHour + index,
);

interface Cell {
  court: string;
  hour: number;
  bookedHours: number;
}

/** The courts the numbered columns stand for. */
function CourtKey({ courts }: { courts: ClubReport['courts'] }) {
  return (
    <Box component="ol" aria-hidden sx={{ m: 0, mt: 1, ps: 2.5, columns: 2, columnGap: 2 }}>
      {courts.map((court) => (
        <Typography key={court.id} component="li" variant="caption" dir="auto">
          {court.name}
        </Typography>
      ))}
    </Box>
  );
}

/** From empty to the busiest cell's share of the period's days. */
function Legend({ busiestPercent }: { busiestPercent: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }} aria-hidden>
      <Typography variant="caption">0%</Typography>
      <Box
        sx={(theme) => ({
          flex: 1,
          height: 8,
          borderRadius: 4,
          // The right-to-left style plugin turns the gradient round in Arabic.
          background: `linear-gradient(to right, ${alpha(theme.palette.primary.main, 0.06)}, ${theme.palette.primary.main})`,
        })}
      />
      <Typography variant="caption">{busiestPercent}%</Typography>
    </Box>
  );
}

/** Occupancy by court (columns) and hour (rows); a tapped cell shows its figures. */
export function OccupancyHeatMap({ report }: { report: ClubReport }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Cell | null>(null);
  const booked = new Map(
    report.occupancy.map((cell) => [`${cell.courtId}|${cell.hour}`, cell.bookedHours]),
  );
  const describe = (cell: Cell) =>
    t('reports.cell', {
      court: cell.court,
      hour: hourLabel(cell.hour),
      count: cell.bookedHours,
      days: report.days,
      percent: Math.round(occupancyShare(cell.bookedHours, report.days) * 100),
    });
  const columns = `3.25rem repeat(${report.courts.length}, minmax(1.75rem, 1fr))`;
  const busiest = Math.max(0, ...report.occupancy.map((cell) => cell.bookedHours));
  return (
    <Box>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: '2.5em' }}>
        {chosen ? describe(chosen) : t('reports.tapCell')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: columns,
            gap: '2px',
            minWidth: 'min-content',
          }}
        >
          <span />
          {report.courts.map((court, index) => (
            <Typography
              key={court.id}
              variant="caption"
              aria-hidden
              sx={{ textAlign: 'center', fontWeight: 700 }}
            >
              {index + 1}
            </Typography>
          ))}
          {hours.map((hour) => [
            <Typography key={hour} variant="caption" sx={{ alignSelf: 'center' }}>
              {hourLabel(hour)}
            </Typography>,
            ...report.courts.map((court) => {
              const cell = {
                court: court.name,
                hour,
                bookedHours: booked.get(`${court.id}|${hour}`) ?? 0,
              };
              // Coloured against the busiest cell, so a quiet period still shows its pattern.
              const share = busiest === 0 ? 0 : cell.bookedHours / busiest;
              return (
                <ButtonBase
                  key={`${court.id}|${hour}`}
                  aria-label={describe(cell)}
                  onClick={() => setChosen(cell)}
                  sx={(theme) => ({
                    height: 22,
                    borderRadius: '4px',
                    bgcolor: alpha(theme.palette.primary.main, 0.06 + share * 0.94),
                    outline:
                      chosen?.court === cell.court && chosen.hour === hour
                        ? `2px solid ${theme.palette.text.primary}`
                        : 'none',
                  })}
                />
              );
            }),
          ])}
        </Box>
      </Box>
      <Legend busiestPercent={Math.round(occupancyShare(busiest, report.days) * 100)} />
      <CourtKey courts={report.courts} />
    </Box>
  );
}
