import { useState, type CSSProperties } from 'react';
import { clsx } from 'clsx';
import type { ClubReport } from '@courtside/shared';
import { bookableWindow, hourLabel } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { occupancyShare } from './report-format';
import styles from './occupancy-heat-map.module.css';

const hours = Array.from(
  { length: bookableWindow.lastHour - bookableWindow.firstHour },
  (_, index) => bookableWindow.firstHour + index,
);

interface Cell {
  court: string;
  hour: number;
  bookedHours: number;
}

/** The courts the numbered columns stand for. */
function CourtKey({ courts }: { courts: ClubReport['courts'] }) {
  return (
    <ol aria-hidden className={styles.courts}>
      {courts.map((court) => (
        // The number follows the page's direction; the name keeps its own (bdi), so that a
        // Latin name in Arabic neither flips nor pushes the number out of the card.
        <li key={court.id} className={styles.court}>
          <bdi>{court.name}</bdi>
        </li>
      ))}
    </ol>
  );
}

/** From empty to the busiest cell's share of the period's days. */
function Legend({ busiestPercent }: { busiestPercent: number }) {
  return (
    <div className={styles.legend} aria-hidden>
      <span className={styles.label}>0%</span>
      <span className={styles.scale} />
      <span className={styles.label}>{busiestPercent}%</span>
    </div>
  );
}

/** Occupancy by court (columns) and hour (rows); a tapped cell shows its figures. */
export function OccupancyHeatMap({ report }: { report: ClubReport }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Cell | null>(null);
  const booked = new Map(
    report.occupancy.map((cell) => [`${cell.courtId}|${cell.hour}`, cell.bookedHours]),
  );
  const describe = (cell: Cell) =>
    t('reports.cell', {
      court: cell.court,
      hour: hourLabel(cell.hour),
      count: cell.bookedHours,
      days: report.days,
      percent: Math.round(occupancyShare(cell.bookedHours, report.days) * 100),
    });
  const columns = { '--courts': report.courts.length } as CSSProperties;
  const busiest = Math.max(0, ...report.occupancy.map((cell) => cell.bookedHours));
  return (
    <div>
      <p className={styles.status} aria-live="polite">
        {chosen ? describe(chosen) : t('reports.tapCell')}
      </p>
      <div className={styles.scroller}>
        <div className={styles.grid} style={columns}>
          <span />
          {report.courts.map((court, index) => (
            <span key={court.id} className={styles.courtNumber} aria-hidden>
              {index + 1}
            </span>
          ))}
          {hours.map((hour) => [
            <span key={hour} className={styles.hour}>
              {hourLabel(hour)}
            </span>,
            ...report.courts.map((court) => {
              const cell = {
                court: court.name,
                hour,
                bookedHours: booked.get(`${court.id}|${hour}`) ?? 0,
              };
              // Coloured against the busiest cell, so a quiet period still shows its pattern.
              const share = busiest === 0 ? 0 : cell.bookedHours / busiest;
              const isChosen = chosen?.court === cell.court && chosen.hour === hour;
              return (
                <button
                  key={`${court.id}|${hour}`}
                  type="button"
                  aria-label={describe(cell)}
                  onClick={() => setChosen(cell)}
                  className={clsx(styles.cell, isChosen && styles.chosen)}
                  style={{ '--share': share } as CSSProperties}
                />
              );
            }),
          ])}
        </div>
      </div>
      <Legend busiestPercent={Math.round(occupancyShare(busiest, report.days) * 100)} />
      <CourtKey courts={report.courts} />
    </div>
  );
}
