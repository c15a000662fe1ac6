import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Slot } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ClosureNotes } from '../../../components/closure-notes';
import { ErrorState } from '../../../components/error-state';
import { SlotGrid, SlotGridSkeleton } from '../../../components/slot-grid';
import { hoursHeld, minutesLeft } from './own-holds';
import { OwnHoldsPanel } from './own-holds-panel';
import type { ClubDay } from './use-club-day';

interface ClubDayGridProps {
  day: ClubDay;
  slots: Slot[];
  selectedHour: number | null;
  onSelect: (hour: number) => void;
}

/** The day's hours with the player's own holds marked as theirs, and what to do with them. */
export function ClubDayGrid({ day, slots, selectedHour, onSelect }: ClubDayGridProps) {
  const { t } = useTranslation();
  const { bookings, holds } = day;
  if (bookings.isError) {
    return <ErrorState onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  }
  // Until the player's holds are known, their hours would show as someone else's booking.
  if (bookings.isPending || holds.isPending || day.closedPending) return <SlotGridSkeleton />;
  return (
    <Stack spacing={2}>
      <ClosureNotes closures={day.closures} />
      {holds.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => void holds.refetch()} loading={holds.isFetching}>
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
        selectedHour={selectedHour}
        onSelect={onSelect}
        held={heldHours(day, t)}
      />
      <OwnHoldsPanel holds={day.dayHolds} now={day.now} />
    </Stack>
  );
}

function heldHours(day: ClubDay, t: TFunction): Map<number, string> {
  return new Map(
    [...hoursHeld(day.dayHolds)].map(([hour, hold]) => [
      hour,
      t('ownHold.minutesLeft', { minutes: minutesLeft(hold, day.now) }),
    ]),
  );
}
