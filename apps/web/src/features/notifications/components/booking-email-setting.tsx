import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useEmailSettings } from '@/lib/api/email-settings';
import { paths } from '@/lib/paths';
import { useSetBookingEmails } from '../api/booking-emails';

/**
 * Whether booking confirmations and cancellations also come by e-mail. They go only to a
 * verified address, so without one the switch is off and the profile is one tap away.
 */
export function BookingEmailSetting() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useEmailSettings();
  const save = useSetBookingEmails();
  if (settings.isPending) return <Skeleton variant="rounded" height={72} />;
  if (settings.isError) return null;
  const { email, verified, bookingEmails } = settings.data;
  const toggle = (on: boolean) =>
    save.mutate(
      { bookingEmails: on },
      { onError: () => toast.show({ message: t('common.unexpectedError'), severity: 'error' }) },
    );
  return (
    <Card variant="outlined">
      <Stack spacing={0.5} sx={{ p: 2 }}>
        <FormControlLabel
          sx={{ mx: 0, justifyContent: 'space-between', gap: 1 }}
          labelPlacement="start"
          label={t('notifications.emailSetting.label')}
          control={
            <Switch
              checked={verified && (save.isPending ? save.variables.bookingEmails : bookingEmails)}
              disabled={!verified || save.isPending}
              onChange={(event) => toggle(event.target.checked)}
            />
          }
        />
        {verified ? (
          <Typography variant="body2" color="text.secondary">
            {t('notifications.emailSetting.sentTo', { email })}
          </Typography>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              {t('notifications.emailSetting.needsEmail')}
            </Typography>
            <Button component={Link} to={paths.profile} size="small">
              {t('notifications.emailSetting.openProfile')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
