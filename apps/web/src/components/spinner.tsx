import styles from './spinner.module.css';

/** A turning ring while something loads, named for screen readers; 24 pixels unless told. */
export function Spinner({ label, size = 24 }: { label: string; size?: number }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={styles.spinner}
      style={{ width: size, height: size }}
    />
  );
}
