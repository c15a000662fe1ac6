import styles from './chip.module.css';

interface ChipProps {
  label: string;
  /** Filled grey for a badge that stands out; outlined for a plain fact. */
  variant?: 'filled' | 'outlined';
  className?: string;
}

/** A short label: a fact about a card, or its badge. */
export function Chip({ label, variant = 'filled', className }: ChipProps) {
  const classes = [styles.chip, variant === 'outlined' && styles.outlined, className];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
