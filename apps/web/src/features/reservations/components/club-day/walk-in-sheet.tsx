import { useNavigate } from 'react-router';
import TimelapseRounded from '@mui/icons-material/TimelapseRounded';
import type { BookingDuration, ClubDay } from '@courtside/shared';
import { bookingDurations, hourLabel, slotTimes } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { ActionSheet } from '@/components/action-sheet';
import { walkInPath } from '@/lib/paths';
import { freeStarts, type GridRow } from './day-grid-model';

/** A free hour of one court on the grid, tapped to book a walk-in there. */
export interface FreeHour {
  courtId: string;
  hour: number;
}

interface WalkInSheetProps {
  day: ClubDay;
  rows: readonly GridRow[];
  /** The free hour tapped, or null while the sheet is closed. */
  at: FreeHour | null;
  onClose: () => void;
}

/**
 * How long the walk-in plays: 60 minutes, or 120 when the court's next hour is free too.
 * The choice goes on to the walk-in booking screen.
 */
export function WalkInSheet({ day, rows, at, onClose }: WalkInSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courtIndex = day.courts.findIndex((court) => court.id === at?.courtId);
  const court = day.courts[courtIndex];
  if (!at || !court) return <ActionSheet open={false} title="" actions={[]} onClose={onClose} />;

  const fitting = bookingDurations.filter((minutes) =>
    freeStarts(rows, courtIndex, minutes / 60).includes(at.hour),
  );
  const book = (minutes: BookingDuration) =>
    void navigate(
      walkInPath({
        court: court.name,
        courtID: court.id,
        clubID: day.club.id,
        photo: court.photo ?? '',
        date: day.date,
        ...slotTimes(at.hour, minutes),
        duration: String(minutes),
      }),
    );
  return (
    <ActionSheet
      open
      title={t('clubDay.walkInFor', { court: court.name, time: hourLabel(at.hour) })}
      actions={fitting.map((minutes) => ({
        key: String(minutes),
        label: t('reservations.duration.minutes', { count: minutes }),
        icon: <TimelapseRounded />,
        onSelect: () => book(minutes),
      }))}
      onClose={onClose}
    />
  );
}
