import type { Slot } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ClosureNotes } from '../../../components/closure-notes';
import { ErrorState } from '../../../components/error-state';
import { SlotGrid, SlotGridSkeleton } from '../../../components/slot-grid';
import { halfHoursHeld, minutesLeft } from './own-holds';
import { OwnHoldsPanel } from './own-holds-panel';
import type { ClubDay } from './use-club-day';
import styles from './club-day-booking.module.css';

interface ClubDayGridProps {
  day: ClubDay;
  slots: Slot[];
  selectedStart: number | null;
  onSelect: (start: number) => void;
}

/** The day's slots with the player's own holds marked as theirs, and what to do with them. */
export function ClubDayGrid({ day, slots, selectedStart, onSelect }: ClubDayGridProps) {
  const { t } = useTranslation();
  const { bookings, holds } = day;
  if (bookings.isError) {
    return <ErrorState onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  }
  // Until the player's holds are known, their hours would show as someone else's booking.
  if (bookings.isPending || holds.isPending || day.closedPending) return <SlotGridSkeleton />;
  return (
    <div className={styles.column}>
      <ClosureNotes closures={day.closures} />
      {holds.isError && (
        <Alert
          severity="warning"
          action={
            <Button onClick={() => void holds.refetch()} loading={holds.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('ownHold.loadFailed')}
        </Alert>
      )}
      <SlotGrid
        label={t('bookCourt.hours')}
        slots={slots}
        selectedStart={selectedStart}
        onSelect={onSelect}
        held={heldHalfHours(day, t)}
      />
      <OwnHoldsPanel holds={day.dayHolds} now={day.now} />
    </div>
  );
}

function heldHalfHours(day: ClubDay, t: TFunction): Map<number, string> {
  return new Map(
    [...halfHoursHeld(day.dayHolds)].map(([start, hold]) => [
      start,
      t('ownHold.minutesLeft', { minutes: minutesLeft(hold, day.now) }),
    ]),
  );
}
