import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClubDay, ClubDayCell } from '@courtside/shared';
import { defaultSaleTerms, minuteOfTime, timeOfMinute } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useSaleTerms } from '@/lib/api/sale-terms';
import { useMoveBooking } from '../../api/move-booking';
import { freeStarts, type GridRow } from './day-grid-model';
import { useActionFailure } from './use-action-failure';

interface MoveDialogProps {
  open: boolean;
  occupant: ClubDayCell;
  day: ClubDay;
  rows: readonly GridRow[];
  onClose: () => void;
  onMoved: () => void;
}

/** How many minutes the booking lasts, from its span on the grid (one ending at midnight too). */
const minutesOf = (occupant: ClubDayCell) =>
  Math.max(30, (minuteOfTime(occupant.to) || 24 * 60) - minuteOfTime(occupant.from));

/**
 * Moves a booking to another free court or start of this day, of the same length, at the
 * starts the club sells of its sport.
 */
export function MoveDialog({ open, occupant, day, rows, onClose, onMoved }: MoveDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const sport = day.courts.find((court) => court.id === occupant.courtId)?.sport;
  const courts = day.courts.filter((court) => court.sport === sport);
  const [courtId, setCourtId] = useState(occupant.courtId);
  const courtIndex = day.courts.findIndex((court) => court.id === courtId);
  const terms = useSaleTerms().data;
  const { startEvery } = (sport && terms?.[sport]) || defaultSaleTerms;
  const starts = freeStarts(rows, courtIndex, minutesOf(occupant), startEvery);
  const [start, setStart] = useState<number | ''>('');
  const move = useMoveBooking();
  const failed = useActionFailure();
  const chosen = start !== '' && starts.includes(start) ? start : '';

  const submit = async () => {
    if (chosen === '') return;
    try {
      await move.mutateAsync({
        bookingId: occupant.ownerId,
        to: { courtID: courtId, date: day.date, startTime: timeOfMinute(chosen) },
      });
      onMoved();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('clubDay.moveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('clubDay.moveHint')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label={t('clubDay.court')}
            value={courtId}
            onChange={(event) => setCourtId(event.target.value)}
          >
            {courts.map((court) => (
              <MenuItem key={court.id} value={court.id}>
                {court.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('clubDay.startTime')}
            value={chosen}
            onChange={(event) => setStart(Number(event.target.value))}
            helperText={starts.length === 0 ? t('clubDay.noFreeHour') : undefined}
          >
            {starts.map((free) => (
              <MenuItem key={free} value={free}>
                {timeOfMinute(free)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clubDay.keep')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={chosen === ''}
          loading={move.isPending}
        >
          {t('clubDay.moveConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
