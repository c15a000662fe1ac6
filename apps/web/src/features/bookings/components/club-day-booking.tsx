import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  bookingDurations,
  checkSlotChoice,
  clubDaySlots,
  clubToday,
  daySlots,
  isoDateSchema,
  slotTimes,
  type BookingDuration,
  type ClubSummary,
  type CourtDetail,
} from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { DayStrip } from '../../../components/day-strip';
import { ErrorState } from '../../../components/error-state';
import { SegmentedControl } from '../../../components/segmented-control';
import { SlotGrid, SlotGridSkeleton } from '../../../components/slot-grid';
import { useSlotToast } from '../../../components/slot-toast';
import { useDayBookings, type DayBooking } from '../api/day-bookings';
import { bookingPaymentPath } from '../../../lib/paths';
import { ClubHeader } from './club-header';
import { CourtCard } from './court-card';

interface ClubDayBookingProps {
  club: ClubSummary;
  courts: CourtDetail[];
}

/**
 * A club's day: pick a day, a duration and an hour on the grid of all the chosen courts, then
 * Book one court. Book re-checks the hour against that court alone (SPEC 4 and 5).
 */
export function ClubDayBooking({ club, courts }: ClubDayBookingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showSlotToast = useSlotToast();
  const [search, setSearch] = useSearchParams();
  // SPEC 2: the duration starts unchosen; Book then asks for it.
  const [duration, setDuration] = useState<BookingDuration | null>(null);
  const [hour, setHour] = useState<number | null>(null);

  const now = new Date();
  const timeZone = club.timeZone;
  const today = clubToday(timeZone, now);
  const askedDate = search.get('date');
  const date = askedDate && isoDateSchema.safeParse(askedDate).success ? askedDate : today;
  // Without a chosen duration the grid shows the 60-minute view.
  const gridDuration = duration ?? 60;

  const bookings = useDayBookings(
    date,
    courts.map((court) => court.id),
  );
  const bookingsOf = (courtId: string): DayBooking[] =>
    (bookings.data ?? []).filter((booking) => booking.courtId === courtId);
  const slots = clubDaySlots({
    date,
    duration: gridDuration,
    courtsBookings: courts.map((court) => bookingsOf(court.id)),
    timeZone,
    now,
  });

  const selectDate = (next: string) => {
    setHour(null);
    setSearch(
      (current) => {
        current.set('date', next);
        return current;
      },
      { replace: true },
    );
  };

  const selectHour = (next: number) => {
    const choice = checkSlotChoice(slots, { hour: next, duration: gridDuration });
    if (choice.kind === 'ok') setHour(next);
    else showSlotToast(choice.toast);
  };

  const book = (court: CourtDetail) => {
    const courtSlots = daySlots({
      date,
      duration: gridDuration,
      bookings: bookingsOf(court.id),
      timeZone,
      now,
    });
    const choice = checkSlotChoice(courtSlots, { hour, duration });
    if (choice.kind === 'error') {
      showSlotToast(choice.toast);
      return;
    }
    // An ok choice always has both; this narrows their types.
    if (hour === null || duration === null) return;
    void navigate(
      bookingPaymentPath({
        court: court.name,
        courtID: court.id,
        clubID: club.id,
        photo: club.photo ?? court.photo,
        date,
        ...slotTimes(hour, duration),
        duration,
      }),
    );
  };

  return (
    <Stack spacing={2}>
      <ClubHeader club={club} />
      <DayStrip value={date} today={today} onChange={selectDate} disablePast />
      <SegmentedControl<BookingDuration>
        label={t('bookCourt.duration')}
        options={bookingDurations.map((minutes) => ({
          value: minutes,
          label: t('bookCourt.minutes', { count: minutes }),
        }))}
        value={duration}
        onChange={setDuration}
      />
      {bookings.isError ? (
        <ErrorState onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />
      ) : bookings.isPending ? (
        <SlotGridSkeleton />
      ) : (
        <SlotGrid
          label={t('bookCourt.hours')}
          slots={slots}
          selectedHour={hour}
          onSelect={selectHour}
        />
      )}
      <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
        {t('bookCourt.courts')}
      </Typography>
      <Stack component="ul" spacing={1.5} aria-label={t('bookCourt.courts')} sx={{ p: 0, m: 0 }}>
        {courts.map((court) => (
          <Box component="li" key={court.id} sx={{ listStyle: 'none' }}>
            <CourtCard
              court={court}
              duration={gridDuration}
              canBook={bookings.isSuccess}
              onBook={book}
            />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
