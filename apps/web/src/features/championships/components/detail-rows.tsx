import styles from './detail-rows.module.css';

/** Label and value pairs of a championship, as a description list. */
export function DetailRows({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value} dir="auto">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
