import { clsx } from 'clsx';
import type { AppNotification } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden';
import { notificationText, timeAgo } from './notification-text';
import styles from './notification-row.module.css';

interface NotificationRowProps {
  notification: AppNotification;
  now: Date;
  onOpen: (notification: AppNotification) => void;
}

/** One notification: unread ones are bold with a dot, and say so to screen readers. */
export function NotificationRow({ notification, now, onOpen }: NotificationRowProps) {
  const { t, i18n } = useTranslation();
  const { title, body } = notificationText(notification, t, i18n.language);
  const unread = !notification.read;
  return (
    <li className={styles.entry}>
      <button type="button" className={styles.row} onClick={() => onOpen(notification)}>
        <span aria-hidden className={clsx(styles.dot, unread && styles.unreadDot)} />
        <span className={styles.text}>
          <span className={clsx(styles.title, unread && styles.unread)}>
            {unread && <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
            {title}
          </span>
          <span className={styles.body}>{body}</span>
          <span className={styles.when}>
            <time dateTime={notification.createdAt}>
              {timeAgo(notification.createdAt, now, i18n.language)}
            </time>
          </span>
        </span>
      </button>
    </li>
  );
}
