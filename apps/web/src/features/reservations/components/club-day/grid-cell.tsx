import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { addIcon } from '@/components/icons/add';
import { eventRepeatIcon } from '@/components/icons/event-repeat';
import { lockIcon } from '@/components/icons/lock';
import type { GridCell as Cell } from './day-grid-model';
import { occupantLooks } from './occupant-looks';
import { occupantName } from './occupant-text';
import styles from './grid-cell.module.css';

interface GridCellProps {
  cell: Cell;
  courtName: string;
  hourLabel: string;
  onOpen: (cell: Cell) => void;
}

/** The occupant kind's icon, and the series mark on a date of a weekly series. */
function OccupantIcons({ icon, series }: { icon: string; series: boolean }) {
  return (
    <span className={styles.icons}>
      <Icon path={icon} />
      {series && (
        <span data-testid="series-mark" className={styles.seriesMark}>
          <Icon path={eventRepeatIcon} />
        </span>
      )}
    </span>
  );
}

/** One court hour: a coloured occupant to open, a free hour to book, or a closed one. */
export function GridCell({ cell, courtName, hourLabel, onOpen }: GridCellProps) {
  const { t } = useTranslation();
  if (cell.state === 'closed') {
    const { reason } = cell;
    const closed = reason === null ? t('clubDay.closed') : t('bookCourt.closed', { reason });
    return (
      <div
        aria-label={`${courtName}, ${hourLabel}, ${closed}`}
        role="img"
        className={clsx(styles.cell, styles.closed)}
      >
        {reason !== null && (
          <>
            <Icon path={lockIcon} className={styles.lock} />
            <span className={styles.text} dir="auto">
              {reason}
            </span>
          </>
        )}
      </div>
    );
  }
  if (cell.state === 'free') {
    return (
      <button
        type="button"
        aria-label={`${courtName}, ${hourLabel}, ${t('clubDay.free')}`}
        onClick={() => onOpen(cell)}
        className={clsx(styles.cell, styles.button, styles.free)}
      >
        <Icon path={addIcon} className={styles.add} />
      </button>
    );
  }
  const { occupant } = cell;
  const look = occupantLooks[occupant.kind];
  const name = occupantName(t, occupant);
  // A date of a weekly series carries the series' mark beside its kind's icon.
  const series = occupant.seriesId ? `, ${t('clubDay.series')}` : '';
  return (
    <button
      type="button"
      aria-label={`${courtName}, ${hourLabel}, ${name}, ${t(`clubDay.kind.${occupant.kind}`)}${series}`}
      onClick={() => onOpen(cell)}
      className={clsx(styles.cell, styles.button, styles.taken, look.className)}
    >
      <OccupantIcons icon={look.icon} series={Boolean(series)} />
      <span className={clsx(styles.text, styles.name)} dir="auto">
        {name}
      </span>
    </button>
  );
}
