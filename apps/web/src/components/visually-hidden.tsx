import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (a count, a state), hidden from the eye. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
