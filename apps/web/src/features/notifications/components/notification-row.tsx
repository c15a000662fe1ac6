import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppNotification } from '@courtside/shared';
import { onlyForScreenReaders } from '@/components/screen-reader-only';
import { useTranslation } from 'react-i18next';
import { notificationText, timeAgo } from './notification-text';

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
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(notification)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.9,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography component="p" variant="subtitle2" sx={{ fontWeight: unread ? 700 : 500 }}>
            {unread && (
              <Box component="span" sx={onlyForScreenReaders}>
                {t('notifications.unread')}:{' '}
              </Box>
            )}
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {body}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <time dateTime={notification.createdAt}>
              {timeAgo(notification.createdAt, now, i18n.language)}
            </time>
          </Typography>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
