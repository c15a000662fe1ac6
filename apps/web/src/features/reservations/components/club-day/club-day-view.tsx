import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import { clubToday, slotTimes, type ClubDay, type ClubDayCell } from '@courtside/shared';
import { DayStrip } from '../../../../components/day-strip';
import { ErrorState } from '../../../../components/error-state';
import { SlotGridSkeleton } from '../../../../components/slot-grid';
import { walkInPath } from '@/lib/paths';
import { useDayParam } from '@/lib/use-day-param';
import { useClubDay } from '../../api/club-day';
import { DayGrid } from './day-grid';
import { gridRows, type GridCell } from './day-grid-model';
import { DayLegend } from './day-legend';
import { OccupantSheet } from './occupant-sheet';

/**
 * Manage Reservation: the owner's whole club on one day (today by default), every court a
 * column and every hour a row. An occupied hour opens who holds it; a free one books a
 * walk-in. The grid reads again when a player books at the club (the live stream says so).
 */
export function ClubDayView({ timeZone }: { timeZone: string }) {
  const today = clubToday(timeZone, new Date());
  const [date, selectDate] = useDayParam(today);
  const day = useClubDay(date);
  return (
    <Stack spacing={2}>
      <DayStrip value={date} onChange={selectDate} today={today} />
      <DayLegend />
      {day.isPending ? (
        <SlotGridSkeleton wide />
      ) : day.isError ? (
        <ErrorState onRetry={() => void day.refetch()} retrying={day.isFetching} />
      ) : (
        <LoadedDay day={day.data} />
      )}
    </Stack>
  );
}

function LoadedDay({ day }: { day: ClubDay }) {
  const navigate = useNavigate();
  const [openedKey, setOpenedKey] = useState<string | null>(null);
  const rows = useMemo(() => gridRows(day, new Date()), [day]);
  // Kept by court and hour, so a live refresh shows the opened occupant as it is now.
  const opened: ClubDayCell | null =
    day.cells.find((cell) => `${cell.courtId}|${cell.startTime}` === openedKey) ?? null;

  const open = (cell: GridCell) => {
    if (cell.state === 'taken') {
      setOpenedKey(`${cell.courtId}|${cell.occupant.startTime}`);
      return;
    }
    const court = day.courts.find((candidate) => candidate.id === cell.courtId)!;
    void navigate(
      walkInPath({
        court: court.name,
        courtID: court.id,
        clubID: day.club.id,
        photo: court.photo ?? '',
        date: day.date,
        ...slotTimes(cell.hour, 60),
        duration: '60',
      }),
    );
  };

  return (
    <>
      <DayGrid courts={day.courts} rows={rows} onOpen={open} />
      <OccupantSheet occupant={opened} day={day} rows={rows} onClose={() => setOpenedKey(null)} />
    </>
  );
}
