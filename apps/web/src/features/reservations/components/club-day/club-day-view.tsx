import { useMemo, useState } from 'react';
import type { ClubDay, ClubDayCell, ClubSaleTerms } from '@courtside/shared';
import { clubToday } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { closuresOf } from '@/lib/day-closures';
import { Alert } from '../../../../components/alert';
import { ClosureNotes } from '../../../../components/closure-notes';
import { DayStrip } from '../../../../components/day-strip';
import { ErrorState } from '../../../../components/error-state';
import { SlotGridSkeleton } from '../../../../components/slot-grid';
import { useDayParam } from '@/lib/use-day-param';
import { useSaleTerms } from '@/lib/api/sale-terms';
import { useClubDay } from '../../api/club-day';
import { DayGrid } from './day-grid';
import { gridRows, type GridCell } from './day-grid-model';
import { DayLegend } from './day-legend';
import { WalkInSheet, type FreeStart } from './walk-in-sheet';
import { gridStep } from '../grid-step';
import { openedLazily } from '@/components/opened-lazily';
import styles from './club-day-view.module.css';

// Who holds an hour, and what the owner can do about it, loads when an hour is first opened.
const OccupantSheet = openedLazily(
  async () => (await import('./occupant-sheet')).OccupantSheet,
  ({ occupant }) => occupant !== null,
);

/**
 * Manage Reservation: the owner's whole club on one day (today by default), every court a
 * column and every opening hour (or half hour, when the club sells half-hour starts) a row,
 * closed hours drawn closed with a closure's reason. An occupied row opens who holds it; a free
 * one books a walk-in of a length on sale. The grid reads again when a player books at the
 * club (the live stream says so).
 */
export function ClubDayView({ timeZone }: { timeZone: string }) {
  const today = clubToday(timeZone, new Date());
  const [date, selectDate] = useDayParam(today);
  const day = useClubDay(date);
  const terms = useSaleTerms();
  return (
    <div className={styles.view}>
      <DayStrip value={date} onChange={selectDate} today={today} />
      <DayLegend />
      {day.isPending || terms.isPending ? (
        <SlotGridSkeleton wide />
      ) : day.isError || terms.isError ? (
        <ErrorState
          onRetry={() => void Promise.all([day.refetch(), terms.refetch()])}
          retrying={day.isFetching || terms.isFetching}
        />
      ) : (
        <LoadedDay day={day.data} terms={terms.data} />
      )}
    </div>
  );
}

/** Rows every half hour when a sport of the club's courts starts then, or something does. */
function stepOf(day: ClubDay, terms: ClubSaleTerms) {
  const halfHourly = day.courts.some((court) => terms[court.sport].startEvery === 30);
  return gridStep(
    halfHourly ? 30 : 60,
    day.cells.map((cell) => cell.from),
  );
}

function LoadedDay({ day, terms }: { day: ClubDay; terms: ClubSaleTerms }) {
  const { t } = useTranslation();
  const [openedKey, setOpenedKey] = useState<string | null>(null);
  const [walkInAt, setWalkInAt] = useState<FreeStart | null>(null);
  const step = stepOf(day, terms);
  const rows = useMemo(() => gridRows(day, new Date(), step), [day, step]);
  // Kept by court and hour, so a live refresh shows the opened occupant as it is now.
  const opened: ClubDayCell | null =
    day.cells.find((cell) => `${cell.courtId}|${cell.startTime}` === openedKey) ?? null;

  const open = (cell: GridCell) => {
    if (cell.state === 'taken') setOpenedKey(`${cell.courtId}|${cell.occupant.startTime}`);
    else setWalkInAt({ courtId: cell.courtId, start: cell.start });
  };

  return (
    <>
      <ClosureNotes closures={closuresOf(day.hours.courts, day.courts)} />
      {/* A day it does not open may still hold what was booked before its hours changed. */}
      {(!day.hours.opening.open || rows.length === 0) && (
        <Alert severity="info">{t('clubDay.closedAllDay')}</Alert>
      )}
      {rows.length > 0 && <DayGrid courts={day.courts} rows={rows} date={day.date} onOpen={open} />}
      <OccupantSheet occupant={opened} day={day} rows={rows} onClose={() => setOpenedKey(null)} />
      <WalkInSheet
        day={day}
        terms={terms}
        rows={rows}
        at={walkInAt}
        onClose={() => setWalkInAt(null)}
      />
    </>
  );
}
