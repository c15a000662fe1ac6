import { Link } from 'react-router';
import type { ClubDay } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { courtDayPath } from '@/lib/paths';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import type { GridCell as Cell, GridRow } from './day-grid-model';
import { GridCell } from './grid-cell';
import styles from './day-grid.module.css';

interface DayGridProps {
  courts: ClubDay['courts'];
  /** The day shown: a court's name opens that court's own view of it. */
  date: string;
  rows: readonly GridRow[];
  onOpen: (cell: Cell) => void;
}

/**
 * Courts as columns and hours (or half hours) as rows, in a table that scrolls both ways inside its box (a
 * phone shows two or three courts at a time) with the court names and hours kept in view.
 */
export function DayGrid({ courts, rows, date, onOpen }: DayGridProps) {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={t('clubDay.grid')} tabIndex={0} className={styles.region}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <VisuallyHidden>{t('clubDay.hour')}</VisuallyHidden>
            </th>
            {courts.map((court) => (
              <th scope="col" key={court.id} className={styles.court}>
                {/* The court's own day (SPEC 2: all, 60 and 120 minutes) opens from its name. */}
                <Link
                  to={courtDayPath(court.id, { name: court.name, date })}
                  dir="auto"
                  className={styles.courtLink}
                >
                  {court.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start}>
              <th scope="row" className={styles.hour}>
                <span dir="ltr" className={styles.hourLabel}>
                  {row.label}
                </span>
              </th>
              {row.cells.map((cell, index) => (
                <td key={cell.courtId} className={styles.cell}>
                  <GridCell
                    cell={cell}
                    courtName={courts[index]!.name}
                    hourLabel={row.label}
                    onOpen={onOpen}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
