import type { StandingRow } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import styles from './season.module.css';

/**
 * The columns after the team, each a short header with its full name for screen readers: a
 * football table's goals, or a padel table's sets and games (padel has no draws).
 */
const columnsOf = {
  football: ['played', 'won', 'drawn', 'lost', 'for', 'against', 'difference'],
  padel: [
    'played',
    'won',
    'lost',
    'setsFor',
    'setsAgainst',
    'setDifference',
    'gamesFor',
    'gamesAgainst',
  ],
} as const;
type Column = (typeof columnsOf)[keyof typeof columnsOf][number];

/** A padel table's sets are the row's for, against and difference. */
const setColumns = { setsFor: 'for', setsAgainst: 'against', setDifference: 'difference' } as const;

/** A row's figure under a column, a positive difference signed. */
function figure(row: StandingRow, column: Column) {
  const key = column in setColumns ? setColumns[column as keyof typeof setColumns] : column;
  const value = row[key as Exclude<Column, keyof typeof setColumns>];
  return key === 'difference' && value > 0 ? `+${value}` : value;
}

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
  sport?: keyof typeof columnsOf;
}

/**
 * A league's (or a group's) table: position, team, played, won, drawn, lost, scored, conceded,
 * difference and points (padel: played, won, lost, sets won and lost, their difference, games
 * won and lost, points). At 360 px it scrolls sideways inside its card with the team kept in
 * view; in Arabic the columns run right to left.
 */
export function LeagueTable({ rows, title, myTeam = null, sport = 'football' }: LeagueTableProps) {
  const { t } = useTranslation();
  const columns = columnsOf[sport];
  const label = (column: Column | 'points') => t(`championships.season.columns.${column}`);
  const short = (column: Column | 'points') => t(`championships.season.short.${column}`);
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
                  <bdi dir="ltr">{figure(row, column)}</bdi>
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
