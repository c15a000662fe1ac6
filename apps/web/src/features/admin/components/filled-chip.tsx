import { clsx } from 'clsx';
import styles from './filled-chip.module.css';

/** A small chip filled in a state's colour, for the state that wants the admin's attention. */
export function FilledChip({ label, tone }: { label: string; tone: 'info' | 'warning' }) {
  return (
    <span className={clsx(styles.chip, styles[tone])}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
