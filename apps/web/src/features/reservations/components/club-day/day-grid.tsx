import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ClubDay } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { courtDayPath } from '@/lib/paths';
import { onlyForScreenReaders } from '../../../../components/screen-reader-only';
import type { GridCell as Cell, GridRow } from './day-grid-model';
import { cellWidth, GridCell } from './grid-cell';

interface DayGridProps {
  courts: ClubDay['courts'];
  /** The day shown: a court's name opens that court's own view of it. */
  date: string;
  rows: readonly GridRow[];
  onOpen: (cell: Cell) => void;
}

const sticky = { position: 'sticky', bgcolor: 'background.default', zIndex: 1 } as const;

/**
 * Courts as columns and hours (or half hours) as rows, in a table that scrolls both ways inside its box (a
 * phone shows two or three courts at a time) with the court names and hours kept in view.
 */
export function DayGrid({ courts, rows, date, onOpen }: DayGridProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('clubDay.grid')}
      tabIndex={0}
      sx={{
        overflow: 'auto',
        maxHeight: 'max(360px, calc(100dvh - 330px))',
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        overscrollBehavior: 'contain',
      }}
    >
      <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: 4 }}>
        <thead>
          <tr>
            <Box
              component="th"
              scope="col"
              sx={{ ...sticky, top: 0, insetInlineStart: 0, zIndex: 2 }}
            >
              <Box component="span" sx={onlyForScreenReaders}>
                {t('clubDay.hour')}
              </Box>
            </Box>
            {courts.map((court) => (
              <Box component="th" scope="col" key={court.id} sx={{ ...sticky, top: 0, py: 0.5 }}>
                {/* The court's own day (SPEC 2: all, 60 and 120 minutes) opens from its name. */}
                <Link
                  component={RouterLink}
                  to={courtDayPath(court.id, { name: court.name, date })}
                  variant="caption"
                  noWrap
                  dir="auto"
                  sx={{ display: 'block', width: cellWidth, fontWeight: 700 }}
                >
                  {court.name}
                </Link>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start}>
              <Box
                component="th"
                scope="row"
                sx={{ ...sticky, insetInlineStart: 0, px: 0.5, verticalAlign: 'top' }}
              >
                <Typography variant="caption" dir="ltr" sx={{ fontWeight: 600 }}>
                  {row.label}
                </Typography>
              </Box>
              {row.cells.map((cell, index) => (
                <td key={cell.courtId} style={{ padding: 0 }}>
                  <GridCell
                    cell={cell}
                    courtName={courts[index]!.name}
                    hourLabel={row.label}
                    onOpen={onOpen}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
