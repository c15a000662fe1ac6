import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { useTranslation } from 'react-i18next';
import type { GridCell as Cell } from './day-grid-model';
import { occupantLooks } from './occupant-looks';
import { occupantName } from './occupant-text';

export const cellWidth = 104;
export const cellHeight = 56;

interface GridCellProps {
  cell: Cell;
  courtName: string;
  hourLabel: string;
  onOpen: (cell: Cell) => void;
}

const frame = { width: cellWidth, height: cellHeight, borderRadius: '10px', px: 1 } as const;

/** The look of a closed hour, on the grid and in its legend. */
export const closedFill = 'action.hover';

/** The occupant kind's icon, and the series mark on a date of a weekly series. */
function OccupantIcons({
  Icon,
  color,
  series,
}: {
  Icon: typeof EventRepeatRounded;
  color: string;
  series: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Icon aria-hidden sx={{ fontSize: 16, color }} />
      {series && (
        <EventRepeatRounded aria-hidden data-testid="series-mark" sx={{ fontSize: 16, color }} />
      )}
    </Box>
  );
}

/** One court hour: a coloured occupant to open, a free hour to book, or a closed one. */
export function GridCell({ cell, courtName, hourLabel, onOpen }: GridCellProps) {
  const { t } = useTranslation();
  if (cell.state === 'closed') {
    const { reason } = cell;
    const closed = reason === null ? t('clubDay.closed') : t('bookCourt.closed', { reason });
    return (
      <Box
        aria-label={`${courtName}, ${hourLabel}, ${closed}`}
        role="img"
        sx={{
          ...frame,
          bgcolor: closedFill,
          color: 'text.secondary',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        {reason !== null && (
          <>
            <LockRounded aria-hidden sx={{ fontSize: 16 }} />
            <Typography variant="caption" noWrap dir="auto" sx={{ width: '100%' }}>
              {reason}
            </Typography>
          </>
        )}
      </Box>
    );
  }
  if (cell.state === 'free') {
    return (
      <ButtonBase
        aria-label={`${courtName}, ${hourLabel}, ${t('clubDay.free')}`}
        onClick={() => onOpen(cell)}
        sx={{
          ...frame,
          border: '1.5px dashed',
          borderColor: 'primary.main',
          color: 'primary.dark',
          bgcolor: 'background.paper',
        }}
      >
        <AddRounded aria-hidden fontSize="small" />
      </ButtonBase>
    );
  }
  const { occupant } = cell;
  const look = occupantLooks[occupant.kind];
  const Icon = look.icon;
  const name = occupantName(t, occupant);
  // A date of a weekly series carries the series' mark beside its kind's icon.
  const series = occupant.seriesId ? `, ${t('clubDay.series')}` : '';
  return (
    <ButtonBase
      aria-label={`${courtName}, ${hourLabel}, ${name}, ${t(`clubDay.kind.${occupant.kind}`)}${series}`}
      onClick={() => onOpen(cell)}
      sx={{
        ...frame,
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'center',
        textAlign: 'start',
        bgcolor: look.fill,
        border: `1.5px solid ${look.edge}`,
        color: 'text.primary',
      }}
    >
      <OccupantIcons Icon={Icon} color={look.edge} series={Boolean(series)} />
      <Typography variant="caption" noWrap dir="auto" sx={{ width: '100%', fontWeight: 600 }}>
        {name}
      </Typography>
    </ButtonBase>
  );
}
