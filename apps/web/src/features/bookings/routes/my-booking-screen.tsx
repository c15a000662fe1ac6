import { MyNextFixtures } from '@/components/my-next-fixtures';
import { CardListItem } from '@/components/card-list-item';
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MyBooking } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/card-list-skeleton';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Icon } from '../../../components/icon';
import { eventNoteIcon } from '../../../components/icons/event-note';
import { historyIcon } from '../../../components/icons/history';
import { LazyPushOffer } from '../../../components/lazy-push-offer';
import { SegmentedControl } from '../../../components/segmented-control';
import { useToast } from '../../../components/toast';
import { usePaymentReturn } from '../../../lib/checkout';
import { useOffline } from '../../../lib/connectivity';
import { downloadFile } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';
import { LazyVirtualCardList } from '../../../components/lazy-virtual-card-list';
import { useBookingHistory } from '../api/booking-history';
import { useUpcomingBookings } from '../api/my-bookings';
import { useMyHolds } from '../api/my-holds';
import { canCancel, splitBookings } from '../booking-split';
import { bookingCalendarEvent, calendarFileName } from '../calendar-event';
import { BookingCard } from '../components/booking-card';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { useBackToDeclinedHold } from '../components/checkout/declined-hold';
import { minutesLeft } from '../components/own-holds';
import { useCancelBookingFlow } from '../components/use-cancel-booking-flow';
import { dateTimeFormat } from '@courtside/shared/rules';
import styles from './my-booking-screen.module.css';

type Tab = 'upcoming' | 'history';

/**
 * SPEC 2 My Booking: Upcoming (default) and History; also where a checkout returns to. Unpaid
 * holds show under Upcoming with Resume and Cancel. History comes a page at a time, latest
 * first, and only its cards on screen are drawn.
 */
export function MyBookingScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('upcoming');
  const upcomingBookings = useUpcomingBookings();
  const historyPages = useBookingHistory(tab === 'history');
  const cancelFlow = useCancelBookingFlow();
  const addToCalendar = useAddToCalendar();
  const backToDeclinedHold = useBackToDeclinedHold();
  const { checking } = usePaymentReturn('booking', { afterFailure: backToDeclinedHold });

  const holds = useMyHolds();
  const now = new Date();
  // Bookings waiting for their payment come from the holds, the rest from the bookings.
  const liveHolds = (holds.data ?? []).filter((hold) => minutesLeft(hold, now) > 0);
  const { upcoming } = splitBookings([...liveHolds, ...(upcomingBookings.data ?? [])], now);
  const card = (booking: MyBooking) => (
    <BookingCard
      booking={booking}
      upcoming={tab === 'upcoming'}
      cancellable={canCancel(booking, now)}
      onAddToCalendar={addToCalendar}
      onCancel={cancelFlow.ask}
    />
  );

  return (
    <div className={styles.screen}>
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
        <p role="status" className={styles.status}>
          {t('payment.checking')}
        </p>
      )}
      {tab === 'upcoming' && <LastLoadedNote bookings={upcomingBookings} />}
      {/* With a booking ahead, the player has news to wait for: the moment to offer push. */}
      {tab === 'upcoming' && upcoming.length > 0 && <LazyPushOffer />}
      {tab === 'upcoming' && <MyNextFixtures all />}
      {tab === 'upcoming' ? (
        <BookingResults tab={tab} query={upcomingBookings} empty={upcoming.length === 0}>
          <ul aria-label={t('myBooking.upcoming')} className={styles.list}>
            {upcoming.map((booking, index) => (
              <CardListItem key={booking.id} index={index}>
                {card(booking)}
              </CardListItem>
            ))}
          </ul>
        </BookingResults>
      ) : (
        <HistoryResults pages={historyPages} renderCard={card} />
      )}
      <CancelBookingDialog
        booking={cancelFlow.asking}
        busy={cancelFlow.busy}
        onKeep={() => cancelFlow.ask(null)}
        onConfirm={cancelFlow.confirm}
      />
    </div>
  );
}

/** Offline, or unable to refresh, the list shown is the one last loaded: say when. */
function LastLoadedNote({ bookings }: { bookings: ReturnType<typeof useUpcomingBookings> }) {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!bookings.data || !(offline || bookings.isRefetchError)) return null;
  return (
    <p role="status" className={styles.status}>
      {t('myBooking.lastLoaded', {
        when: formatLastLoaded(bookings.dataUpdatedAt, currentLanguage()),
      })}
    </p>
  );
}

/** When the list shown offline was last loaded: 'Tue 24 Nov, 18:05'. */
function formatLastLoaded(at: number, language: string): string {
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** Downloads a booking as a calendar event, or says it could not. */
function useAddToCalendar() {
  const { t } = useTranslation();
  const toasts = useToast();
  return (booking: MyBooking) => {
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
}

interface BookingResultsProps {
  tab: Tab;
  query: Pick<UseQueryResult, 'isPending' | 'isLoadingError' | 'isFetching' | 'refetch'>;
  empty: boolean;
  children: ReactNode;
}

/** A tab's list once loaded; its skeleton, error or empty state before. */
function BookingResults({ tab, query, empty, children }: BookingResultsProps) {
  const { t } = useTranslation();
  if (query.isPending) return <CardListSkeleton photoSize={72} />;
  // A list loaded once stays shown when a refresh fails (offline, say).
  if (query.isLoadingError) {
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (empty) {
    return (
      <EmptyState
        icon={<Icon path={tab === 'upcoming' ? eventNoteIcon : historyIcon} />}
        title={t(`myBooking.empty.${tab}.title`)}
        message={t(`myBooking.empty.${tab}.message`)}
      />
    );
  }
  return children;
}

/** History: the started bookings, latest first, page by page; only those on screen drawn. */
function HistoryResults({
  pages,
  renderCard,
}: {
  pages: ReturnType<typeof useBookingHistory>;
  renderCard: (booking: MyBooking) => ReactNode;
}) {
  const { t } = useTranslation();
  const history = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <BookingResults tab="history" query={pages} empty={history.length === 0}>
      <LazyVirtualCardList
        photoSize={72}
        items={history}
        label={t('myBooking.history')}
        keyOf={(booking) => booking.id}
        estimateHeight={140}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        loadMore={() => void pages.fetchNextPage()}
        renderItem={renderCard}
      />
    </BookingResults>
  );
}
