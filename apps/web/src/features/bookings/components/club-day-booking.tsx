import { CardListItem } from '@/components/card-list-item';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BookingDuration, ClubSummary, CourtDetail, SaleTerms } from '@courtside/shared';
import {
  checkSlotChoice,
  clubDaySlots,
  daySlots,
  defaultSaleTerms,
  slotTimes,
  type PricedFor,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { DayStrip } from '../../../components/day-strip';
import { SegmentedControl } from '../../../components/segmented-control';
import { useSlotToast } from '../../../components/slot-toast';
import { bookingPaymentPath, clubDetailsPath } from '../../../lib/paths';
import { ClubDayGrid } from './club-day-grid';
import { ClubHeader } from './club-header';
import { CourtCard, type CourtChoice } from './court-card';
import { halfHoursHeld, holdCardId } from './own-holds';
import { useClubDay, type ClubDay } from './use-club-day';
import { useMemberTerms } from './use-member-terms';
import styles from './club-day-booking.module.css';

type GridOf = Omit<Parameters<typeof daySlots>[0], 'bookings' | 'closedHours'>;

/** The grid's day and starts; without a chosen duration, the shortest on sale (60 by default). */
const gridOf = (
  day: ClubDay,
  club: ClubSummary,
  sale: SaleTerms,
  duration: BookingDuration | null,
): GridOf => ({
  date: day.date,
  duration: duration ?? sale.lengths[0] ?? 60,
  startEvery: sale.startEvery,
  timeZone: club.timeZone,
  now: day.now,
});

/** The club's grid: every chosen court's bookings and closed half hours. */
const clubSlots = (day: ClubDay, grid: GridOf, courts: readonly CourtDetail[]) =>
  clubDaySlots({
    ...grid,
    courtsBookings: courts.map((court) => day.bookingsOf(court.id)),
    courtsClosedHalfHours: courts.map((court) => day.closedOf(court.id)),
  });

/** One court's grid alone, as Book re-checks the chosen start against it. */
const courtSlots = (day: ClubDay, grid: GridOf, court: CourtDetail) =>
  daySlots({
    ...grid,
    bookings: day.bookingsOf(court.id),
    closedHalfHours: day.closedOf(court.id),
  });

interface ClubDayBookingProps {
  club: ClubSummary;
  courts: CourtDetail[];
}

/**
 * A club's day: pick a day, a duration and a start on the grid of all the chosen courts, then
 * Book one court. Book re-checks the start against that court alone (SPEC 4 and 5). The
 * lengths on offer and how often games start are the club's terms for the courts' sport.
 */
export function ClubDayBooking({ club, courts }: ClubDayBookingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const showSlotToast = useSlotToast();
  const day = useClubDay(club, courts);
  const member = useMemberTerms(club);
  // The chosen courts share a sport, so they share its terms.
  const sale = courts[0]?.sale ?? defaultSaleTerms;
  // SPEC 2: the duration starts unchosen; Book then asks for it.
  const [duration, setDuration] = useState<BookingDuration | null>(null);
  const [start, setStart] = useState<number | null>(null);
  const grid = gridOf(day, club, sale, duration);
  const gridDuration = grid.duration;
  const slots = clubSlots(day, grid, courts);

  const selectDate = (next: string) => {
    setStart(null);
    day.selectDate(next);
  };

  const selectStart = (next: number) => {
    // The player's own hold: its card below says what they can do with it.
    const hold = halfHoursHeld(day.dayHolds).get(next);
    if (hold) return document.getElementById(holdCardId(hold))?.focus();
    const choice = checkSlotChoice(slots, { start: next, duration: gridDuration });
    if (choice.kind === 'ok') setStart(next);
    else showSlotToast(choice.toast);
  };

  /** The start and duration checked against one court's bookings and closed hours alone. */
  const choiceOn = (court: CourtDetail, chosen: Parameters<typeof checkSlotChoice>[1]) =>
    checkSlotChoice(courtSlots(day, grid, court), chosen);

  const book = (court: CourtDetail) => {
    const choice = choiceOn(court, { start, duration });
    if (choice.kind === 'error') {
      showSlotToast(choice.toast);
      return;
    }
    // An ok choice always has both; this narrows their types.
    if (start === null || duration === null) return;
    // A second tap while the payment screen loads would add a second history entry.
    if (leaving.current) return;
    leaving.current = true;
    void navigate(
      bookingPaymentPath({
        court: court.name,
        courtID: court.id,
        clubID: club.id,
        photo: club.photo ?? court.photo,
        date: day.date,
        ...slotTimes(start, duration),
        duration,
      }),
    );
  };

  return (
    <div className={styles.column}>
      <ClubHeader
        club={club}
        detailsPath={clubDetailsPath(club.id, {
          court: courts.map((court) => court.id),
          date: day.date,
        })}
      />
      <ClubDayStrip day={day} club={club} onChange={selectDate} />
      <SegmentedControl<BookingDuration>
        label={t('bookCourt.duration')}
        options={sale.lengths.map((minutes) => ({
          value: minutes,
          label: t('bookCourt.minutes', { count: minutes }),
        }))}
        value={duration}
        onChange={setDuration}
      />
      <ClubDayGrid day={day} slots={slots} selectedStart={start} onSelect={selectStart} />
      <CourtList
        courts={courts}
        choice={{ date: day.date, duration: gridDuration, startEvery: sale.startEvery, start }}
        isTaken={(court) =>
          start !== null && choiceOn(court, { start, duration: gridDuration }).kind === 'error'
        }
        canBook={day.bookings.isSuccess}
        onBook={book}
        pricedFor={member.pricedFor}
      />
    </div>
  );
}

/** The days a player may book at the club: up to its booking window, or their plan's. */
function ClubDayStrip(props: {
  day: ClubDay;
  club: ClubSummary;
  onChange: (date: string) => void;
}) {
  const { horizonDays } = useMemberTerms(props.club);
  const { date, today } = props.day;
  return (
    <DayStrip
      value={date}
      today={today}
      onChange={props.onChange}
      disablePast
      horizonDays={horizonDays}
    />
  );
}

interface CourtListProps {
  courts: CourtDetail[];
  choice: CourtChoice;
  /** Whether the chosen start and duration run into one of the court's bookings. */
  isTaken: (court: CourtDetail) => boolean;
  canBook: boolean;
  onBook: (court: CourtDetail) => void;
  /** The player's member prices on a court, when they are the club's member. */
  pricedFor: (court: CourtDetail) => PricedFor | undefined;
}

/** The courts, each with its price for the choice so far; taken ones say so and can't be booked. */
function CourtList({ courts, choice, isTaken, canBook, onBook, pricedFor }: CourtListProps) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={styles.courtsTitle}>{t('bookCourt.courts')}</h2>
      <ul aria-label={t('bookCourt.courts')} className={styles.courts}>
        {courts.map((court, index) => (
          <CardListItem key={court.id} index={index}>
            <CourtCard
              court={court}
              choice={choice}
              taken={isTaken(court)}
              canBook={canBook}
              onBook={onBook}
              pricedFor={pricedFor(court)}
            />
          </CardListItem>
        ))}
      </ul>
    </>
  );
}
