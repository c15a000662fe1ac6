import { clsx } from 'clsx';
import styles from './chip.module.css';

interface ChipProps {
  label: string;
  /** Filled grey for a badge that stands out; outlined for a plain fact. */
  variant?: 'filled' | 'outlined';
  /**
   * Outlined, the border in a state's colour, its words staying dark enough to read; filled,
   * the chip in that colour with white words, for a state that wants attention, or in the
   * app's colour ('brand': a club's sports).
   */
  tone?: 'success' | 'info' | 'warning' | 'error' | 'brand';
}

/** A short label: a fact about a card, or its badge. */
export function Chip({ label, variant = 'filled', tone }: ChipProps) {
  const outlined = variant === 'outlined';
  const classes = clsx(
    styles.chip,
    outlined && styles.outlined,
    tone && (outlined ? styles[tone] : styles[`${tone}Filled`]),
  );
  return (
    <span className={classes}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
