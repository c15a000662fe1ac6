import { useNavigate } from 'react-router';
import type { BookingDuration, ClubDay, ClubSaleTerms } from '@courtside/shared';
import { slotTimes, timeOfMinute } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { ActionSheet } from '@/components/action-sheet';
import { Icon } from '@/components/icon';
import { timelapseIcon } from '@/components/icons/timelapse';
import { walkInPath } from '@/lib/paths';
import { freeStarts, type GridRow } from './day-grid-model';

/** A free start of one court on the grid (minutes after midnight), tapped to book a walk-in. */
export interface FreeStart {
  courtId: string;
  start: number;
}

interface WalkInSheetProps {
  day: ClubDay;
  /** What the club sells of each sport. */
  terms: ClubSaleTerms;
  rows: readonly GridRow[];
  /** The free start tapped, or null while the sheet is closed. */
  at: FreeStart | null;
  onClose: () => void;
}

/**
 * How long the walk-in plays: each length the club sells of the court's sport that may start
 * there and fits before the court's next booking. The choice goes on to the walk-in screen.
 */
export function WalkInSheet({ day, terms, rows, at, onClose }: WalkInSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courtIndex = day.courts.findIndex((court) => court.id === at?.courtId);
  const court = day.courts[courtIndex];
  if (!at || !court) return <ActionSheet open={false} title="" actions={[]} onClose={onClose} />;

  const sale = terms[court.sport];
  const fitting = sale.lengths.filter((minutes) =>
    freeStarts(rows, courtIndex, minutes, sale.startEvery).includes(at.start),
  );
  const book = (minutes: BookingDuration) =>
    void navigate(
      walkInPath({
        court: court.name,
        courtID: court.id,
        clubID: day.club.id,
        photo: court.photo ?? '',
        date: day.date,
        ...slotTimes(at.start, minutes),
        duration: String(minutes),
      }),
    );
  const time = timeOfMinute(at.start);
  return (
    <ActionSheet
      open
      title={
        fitting.length > 0
          ? t('clubDay.walkInFor', { court: court.name, time })
          : t('clubDay.noLengthFits', { court: court.name, time })
      }
      actions={fitting.map((minutes) => ({
        key: String(minutes),
        label: t('reservations.duration.minutes', { count: minutes }),
        icon: <Icon path={timelapseIcon} />,
        onSelect: () => book(minutes),
      }))}
      onClose={onClose}
    />
  );
}
