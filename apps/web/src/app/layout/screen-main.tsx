import type { ReactNode } from 'react';
import styles from './frame.module.css';

/** The current screen, between the top app bar and the tab bar. */
export function ScreenMain({ children }: { children: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}
