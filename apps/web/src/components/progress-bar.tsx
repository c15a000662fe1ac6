import { clsx } from 'clsx';
import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** Per cent done; without it the bar runs on until what it waits for is over. */
  value?: number;
  /** What is measured, for screen readers; a bar without one sits beside words that say it. */
  'aria-label'?: string;
}

/** A thin line that fills as something goes (Material's linear progress, drawn by CSS). */
export function ProgressBar({ value, 'aria-label': label }: ProgressBarProps) {
  const determinate = value !== undefined;
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(value) : undefined}
      className={clsx(styles.track, !determinate && styles.indeterminate)}
    >
      <span
        className={styles.bar}
        style={determinate ? { transform: `scaleX(${value / 100})` } : undefined}
      />
    </span>
  );
}
