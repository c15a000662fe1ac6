import { clsx } from 'clsx';
import styles from './chip.module.css';

interface ChipProps {
  label: string;
  /** Filled grey for a badge that stands out; outlined for a plain fact. */
  variant?: 'filled' | 'outlined';
  /**
   * An outlined chip's border in a state's colour, its words staying dark enough to read;
   * or, filled, the app's colour (a club's sports).
   */
  tone?: 'success' | 'info' | 'warning' | 'error' | 'brand';
}

/** A short label: a fact about a card, or its badge. */
export function Chip({ label, variant = 'filled', tone }: ChipProps) {
  const classes = clsx(
    styles.chip,
    variant === 'outlined' && styles.outlined,
    tone && styles[tone],
  );
  return (
    <span className={classes}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
