import { useState } from 'react';
import type { ClubDay, ClubDayCell } from '@courtside/shared';
import { defaultSaleTerms, minuteOfTime, timeOfMinute } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { MenuSelectField } from '@/components/menu-select-field';
import { useSaleTerms } from '@/lib/api/sale-terms';
import { useMoveBooking } from '../../api/move-booking';
import { freeStarts, type GridRow } from './day-grid-model';
import { useActionFailure } from './use-action-failure';
import styles from './change-dialogs.module.css';

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
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{t('clubDay.moveTitle')}</DialogTitle>
      <DialogContent>
        <DialogDescription>{t('clubDay.moveHint')}</DialogDescription>
        <div className={styles.fields}>
          <MenuSelectField
            label={t('clubDay.court')}
            value={courtId}
            onChange={setCourtId}
            options={courts.map((court) => ({ value: court.id, label: court.name }))}
          />
          <MenuSelectField<number | ''>
            label={t('clubDay.startTime')}
            value={chosen}
            onChange={setStart}
            options={starts.map((free) => ({ value: free, label: timeOfMinute(free) }))}
            helper={starts.length === 0 ? t('clubDay.noFreeHour') : undefined}
          />
        </div>
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
