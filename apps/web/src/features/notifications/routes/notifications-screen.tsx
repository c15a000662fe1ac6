import { useNavigate } from 'react-router';
import type { AppNotification } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { doneAllIcon } from '@/components/icons/done-all';
import { notificationsNoneIcon } from '@/components/icons/notifications-none';
import { useUnreadCount } from '@/lib/api/unread-count';
import { useMarkRead } from '../api/mark-read';
import { useNotificationPages } from '../api/notification-pages';
import { NotificationRow } from '../components/notification-row';
import { BookingEmailSetting } from '../components/booking-email-setting';
import { PushSetting } from '../components/push-setting';
import { notificationLink } from '../components/notification-text';
import styles from './notifications-screen.module.css';

/**
 * The Menu's Notification: whether booking news also comes by e-mail and by push to this
 * phone, then what happened to the reader's requests, matches and bookings.
 */
export function NotificationsScreen() {
  return (
    <div className={styles.screen}>
      <BookingEmailSetting />
      <PushSetting />
      <NotificationList />
    </div>
  );
}

function NotificationList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useNotificationPages();
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    const link = notificationLink(notification);
    if (link) void navigate(link);
  };

  if (pages.isPending) return <CardListSkeleton photoSize={8} />;
  if (pages.isError)
    return <ErrorState onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<Icon path={notificationsNoneIcon} />}
        title={t('notifications.empty.title')}
        message={t('notifications.empty.message')}
      />
    );
  return (
    <div className={styles.list}>
      {unread > 0 && (
        <Button
          className={styles.markAll}
          startIcon={<Icon path={doneAllIcon} />}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('notifications.markAllRead')}
        </Button>
      )}
      <div className={styles.card}>
        <ul className={styles.rows} aria-label={t('notifications.title')}>
          {items.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={open}
            />
          ))}
        </ul>
      </div>
      {pages.hasNextPage && (
        <Button
          variant="outlined"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('notifications.older')}
        </Button>
      )}
    </div>
  );
}
