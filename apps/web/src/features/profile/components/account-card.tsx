import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyRounded from '@mui/icons-material/KeyRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import { useTranslation } from 'react-i18next';
import { useEmailSettings } from '@/lib/api/email-settings';

function EmailLine() {
  const { t } = useTranslation();
  const settings = useEmailSettings();
  if (settings.isPending) return <Skeleton width="60%" />;
  if (settings.isError)
    return <Typography color="text.secondary">{t('common.loadFailed')}</Typography>;
  const { email, verified } = settings.data;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography noWrap sx={{ fontWeight: 600, minWidth: 0 }} dir="ltr">
        {email ?? t('account.noEmail')}
      </Typography>
      {email && (
        <Chip
          size="small"
          color={verified ? 'success' : 'default'}
          label={verified ? t('account.verified') : t('account.notVerified')}
        />
      )}
    </Stack>
  );
}

/** The profile's account card: the e-mail (verified or not) and the password. */
export function AccountCard({
  onEmail,
  onPassword,
}: {
  onEmail: () => void;
  onPassword: () => void;
}) {
  const { t } = useTranslation();
  const settings = useEmailSettings();
  const hasEmail = Boolean(settings.data?.email);
  return (
    <Card variant="outlined" sx={{ width: '100%' }}>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('account.cardTitle')}
        </Typography>
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {t('account.email')}
          </Typography>
          <EmailLine />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<MailRounded />} onClick={onEmail}>
            {hasEmail ? t('account.changeEmail') : t('account.addEmail')}
          </Button>
          <Button variant="outlined" startIcon={<KeyRounded />} onClick={onPassword}>
            {t('account.changePassword')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
