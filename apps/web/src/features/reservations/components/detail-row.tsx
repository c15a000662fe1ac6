import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';
import styles from './detail-row.module.css';

interface DetailRowProps {
  /** A shape from components/icons/. */
  icon: string;
  label: string;
  children: ReactNode;
}

/** One labelled fact of a booking (date, time, price), its icon in front. */
export function DetailRow({ icon, label, children }: DetailRowProps) {
  return (
    <div className={styles.row}>
      <Icon path={icon} className={styles.icon} />
      <span className={styles.label}>{label}</span>
      {/* A long unbroken value (a name) wraps instead of widening the sheet. */}
      <div className={styles.value}>{children}</div>
    </div>
  );
}
