import type { StandingRow } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import styles from './season.module.css';

/** The columns after the team, each a short header with its full name for screen readers. */
const columns = ['played', 'won', 'drawn', 'lost', 'for', 'against', 'difference'] as const;

/** A column's short header as seen, read out by its full name. */
function Short({ text, full }: { text: string; full: string }) {
  return (
    <>
      <abbr title={full} aria-hidden="true">
        {text}
      </abbr>
      <span className={styles.visuallyHidden}>{full}</span>
    </>
  );
}

interface LeagueTableProps {
  /** The table in its order, as `standings` gives it. */
  rows: readonly StandingRow[];
  /** What the table is called: the league's, or one group's. */
  title: string;
  /** The reader's own team, marked in the table. */
  myTeam?: string | null;
}

/**
 * A league's (or a group's) table: position, team, played, won, drawn, lost, scored, conceded,
 * difference and points. At 360 px it scrolls sideways inside its card with the team kept in
 * view; in Arabic the columns run right to left.
 */
export function LeagueTable({ rows, title, myTeam = null }: LeagueTableProps) {
  const { t } = useTranslation();
  const label = (column: (typeof columns)[number] | 'points') =>
    t(`championships.season.columns.${column}`);
  const short = (column: (typeof columns)[number] | 'points') =>
    t(`championships.season.short.${column}`);
  return (
    <div className={styles.scroller} role="group" aria-label={title} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.position}>
              <Short text="#" full={t('championships.season.columns.position')} />
            </th>
            <th scope="col" className={styles.team}>
              {t('championships.season.columns.team')}
            </th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                <Short text={short(column)} full={label(column)} />
              </th>
            ))}
            <th scope="col">
              <Short text={short('points')} full={label('points')} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.team} className={row.team === myTeam ? styles.mine : undefined}>
              <td className={styles.position}>{index + 1}</td>
              <th scope="row" className={styles.team}>
                <bdi>{row.name}</bdi>
                {row.team === myTeam && (
                  <span className={styles.visuallyHidden}>
                    {` (${t('championships.season.yourTeam')})`}
                  </span>
                )}
              </th>
              {columns.map((column) => (
                <td key={column}>
                  <bdi dir="ltr">
                    {column === 'difference' && row.difference > 0
                      ? `+${row.difference}`
                      : row[column]}
                  </bdi>
                </td>
              ))}
              <td className={styles.points}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
