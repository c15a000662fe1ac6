import type { ReactNode } from 'react';
import styles from './report-section.module.css';

interface Props {
  title: string;
  /** Shown as a table instead of the chart; the table is always there for screen readers. */
  asTable: boolean;
  chart: ReactNode;
  table: ReactNode;
}

/** One figure of the report: a chart for the eye and the same figures as a table. */
export function ReportSection({ title, asTable, chart, table }: Props) {
  return (
    <section aria-label={title} className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      {asTable ? (
        <div className={styles.table}>{table}</div>
      ) : (
        <>
          {chart}
          <div className={styles.hidden}>{table}</div>
        </>
      )}
    </section>
  );
}
