import { CardListItem } from '@/components/card-list-item';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import type { MyBooking } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/card-list-skeleton';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SegmentedControl } from '../../../components/segmented-control';
import { useToast } from '../../../components/toast';
import { usePaymentReturn } from '../../../lib/checkout';
import { downloadFile } from '../../../lib/download';
import { useOffline } from '../../../lib/connectivity';
import { currentLanguage } from '../../../lib/i18n';
import { useMyBookings } from '../api/my-bookings';
import { useMyHolds } from '../api/my-holds';
import { canCancel, splitBookings } from '../booking-split';
import { bookingCalendarEvent, calendarFileName } from '../calendar-event';
import { BookingCard } from '../components/booking-card';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { useBackToDeclinedHold } from '../components/checkout/declined-hold';
import { minutesLeft } from '../components/own-holds';
import { useCancelBookingFlow } from '../components/use-cancel-booking-flow';

type Tab = 'upcoming' | 'history';

/**
 * SPEC 2 My Booking: Upcoming (default) and History; also where a checkout returns to. Unpaid
 * holds show under Upcoming with Resume and Cancel.
 */
export function MyBookingScreen() {
  const { t } = useTranslation();
  const toasts = useToast();
  const [tab, setTab] = useState<Tab>('upcoming');
  const bookings = useMyBookings();
  const cancelFlow = useCancelBookingFlow();
  const backToDeclinedHold = useBackToDeclinedHold();
  const { checking } = usePaymentReturn('booking', { afterFailure: backToDeclinedHold });

  const holds = useMyHolds();
  const now = new Date();
  // Bookings waiting for their payment come from the holds, the rest from the bookings.
  const liveHolds = (holds.data ?? []).filter((hold) => minutesLeft(hold, now) > 0);
  const { upcoming, history } = splitBookings([...liveHolds, ...(bookings.data ?? [])], now);
  const shown = tab === 'upcoming' ? upcoming : history;

  const addToCalendar = (booking: MyBooking) => {
    try {
      const event = bookingCalendarEvent(booking, {
        title: t('myBooking.calendarTitle', {
          court: booking.court.name,
          club: booking.court.club.name,
        }),
        description: t('myBooking.calendarDescription'),
      });
      downloadFile(calendarFileName(booking), 'text/calendar;charset=utf-8', event);
    } catch {
      toasts.show({ message: t('common.unexpectedError'), severity: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <SegmentedControl<Tab>
        label={t('myBooking.title')}
        options={[
          { value: 'upcoming', label: t('myBooking.upcoming') },
          { value: 'history', label: t('myBooking.history') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {checking && (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('payment.checking')}
        </Typography>
      )}
      <LastLoadedNote bookings={bookings} />
      {bookings.isPending ? (
        <CardListSkeleton photoSize={72} />
      ) : bookings.isLoadingError ? (
        <ErrorState onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={tab === 'upcoming' ? <EventNoteRounded /> : <HistoryRounded />}
          title={t(`myBooking.empty.${tab}.title`)}
          message={t(`myBooking.empty.${tab}.message`)}
        />
      ) : (
        <Stack component="ul" spacing={1.5} aria-label={t(`myBooking.${tab}`)} sx={{ p: 0, m: 0 }}>
          {shown.map((booking, index) => (
            <CardListItem key={booking.id} index={index}>
              <BookingCard
                booking={booking}
                upcoming={tab === 'upcoming'}
                cancellable={canCancel(booking, now)}
                onAddToCalendar={addToCalendar}
                onCancel={cancelFlow.ask}
              />
            </CardListItem>
          ))}
        </Stack>
      )}
      <CancelBookingDialog
        booking={cancelFlow.asking}
        busy={cancelFlow.busy}
        onKeep={() => cancelFlow.ask(null)}
        onConfirm={cancelFlow.confirm}
      />
    </Stack>
  );
}

/** Offline, or unable to refresh, the list shown is the one last loaded: say when. */
function LastLoadedNote({ bookings }: { bookings: ReturnType<typeof useMyBookings> }) {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!bookings.data || !(offline || bookings.isRefetchError)) return null;
  return (
    <Typography role="status" variant="body2" color="text.secondary">
      {t('myBooking.lastLoaded', {
        when: formatLastLoaded(bookings.dataUpdatedAt, currentLanguage()),
      })}
    </Typography>
  );
}

/** When the list shown offline was last loaded: 'Tue 24 Nov, 18:05'. */
function formatLastLoaded(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}
