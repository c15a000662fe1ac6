import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import type { AppNotification } from '@courtside/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useUnreadCount } from '@/lib/api/unread-count';
import { useMarkRead } from '../api/mark-read';
import { useNotificationPages } from '../api/notification-pages';
import { NotificationRow } from '../components/notification-row';
import { BookingEmailSetting } from '../components/booking-email-setting';
import { PushSetting } from '../components/push-setting';
import { notificationLink } from '../components/notification-text';

/**
 * The Menu's Notification: whether booking news also comes by e-mail and by push to this
 * phone, then what happened to the reader's requests, matches and bookings.
 */
export function NotificationsScreen() {
  return (
    <Stack spacing={2}>
      <BookingEmailSetting />
      <PushSetting />
      <NotificationList />
    </Stack>
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
        icon={<NotificationsNoneRounded />}
        title={t('notifications.empty.title')}
        message={t('notifications.empty.message')}
      />
    );
  return (
    <Stack spacing={1.5}>
      {unread > 0 && (
        <Button
          sx={{ alignSelf: 'flex-end' }}
          startIcon={<DoneAllRounded />}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('notifications.markAllRead')}
        </Button>
      )}
      <Card>
        <List disablePadding aria-label={t('notifications.title')}>
          {items.map((notification, index) => (
            <Fragment key={notification.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <NotificationRow notification={notification} now={now} onOpen={open} />
            </Fragment>
          ))}
        </List>
      </Card>
      {pages.hasNextPage && (
        <Button
          variant="outlined"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('notifications.older')}
        </Button>
      )}
    </Stack>
  );
}
