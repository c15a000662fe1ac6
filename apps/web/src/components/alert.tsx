import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { errorIcon } from './icons/error';
import { infoIcon } from './icons/info';
import { successIcon } from './icons/success';
import { warningIcon } from './icons/warning';
import styles from './alert.module.css';

export type Severity = 'error' | 'success' | 'warning' | 'info';

export const severityIcons: Record<Severity, string> = {
  error: errorIcon,
  info: infoIcon,
  success: successIcon,
  warning: warningIcon,
};

interface AlertProps {
  severity: Severity;
  /** A short header above the text. */
  title?: string;
  /** Its edge only, on the page's own colour. */
  variant?: 'standard' | 'outlined';
  /** A button at the note's end, e.g. Retry. */
  action?: ReactNode;
  /**
   * 'alert' (the default) is read out when the note appears; 'status' waits its turn; 'note'
   * is not read out, for a fact that belongs to its card (one of a list).
   */
  role?: 'alert' | 'status' | 'note';
  children: ReactNode;
}

/** A note in the flow of a screen: what went wrong, what to know, what worked. */
export function Alert({
  severity,
  variant = 'standard',
  title,
  action,
  role = 'alert',
  children,
}: AlertProps) {
  return (
    <div
      role={role}
      className={clsx(styles.alert, styles[severity], variant === 'outlined' && styles.outlined)}
      data-severity={severity}
    >
      <Icon path={severityIcons[severity]} className={styles.icon} />
      <div className={styles.message}>
        {title && <span className={styles.title}>{title}</span>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
