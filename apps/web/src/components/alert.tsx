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
  /** A button at the note's end, e.g. Retry. */
  action?: ReactNode;
  /** 'alert' (the default) is read out when the note appears; 'status' waits its turn. */
  role?: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}

/** A note in the flow of a screen: what went wrong, what to know, what worked. */
export function Alert({
  severity,
  title,
  action,
  role = 'alert',
  className,
  children,
}: AlertProps) {
  const classes = [styles.alert, styles[severity], className].filter(Boolean).join(' ');
  return (
    <div role={role} className={classes} data-severity={severity}>
      <Icon path={severityIcons[severity]} className={styles.icon} />
      <div className={styles.message}>
        {title && <span className={styles.title}>{title}</span>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
