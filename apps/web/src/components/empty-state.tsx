import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  /** An icon, drawn 36 pixels in a tinted circle. */
  icon: ReactNode;
  title: string;
  message?: string;
  action?: ReactNode;
}

/** What a screen shows when it has nothing to list, or could not load it. */
export function EmptyState({ icon, title, message, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <div className={styles.icon} aria-hidden>
        {icon}
      </div>
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  );
}
