import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import { cancellationNoticeHours } from '@courtside/shared/rules';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';

/** What closing the account does, in the order it happens (issue 13). */
const consequences = [
  'erased',
  'bookings',
  'soonBookings',
  'championships',
  'clubApplications',
  'matches',
  'past',
  'coins',
  'signedOut',
  'again',
] as const;

function DownloadCard() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  return (
    <Card variant="outlined" component="section" aria-labelledby="download-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="download-title" variant="h6" component="h2">
            {t('account.download.title')}
          </Typography>
          <Typography color="text.secondary">{t('account.download.text')}</Typography>
          {download.isError && <Alert severity="error">{download.error.message}</Alert>}
          <Button
            variant="outlined"
            startIcon={<DownloadRounded />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('account.download.button')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

const accountDeletedToastMs = 8000;

function ConfirmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { expire } = useSession();
  const remove = useDeleteAccount();
  const toast = useToast();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        await expire();
        await navigate(paths.login, { replace: true });
        // Said on the sign-in screen, so the player knows the account is gone, not signed out.
        toast.show({
          severity: 'success',
          title: t('account.deleted.title'),
          message: t('account.deleted.message'),
          durationMs: accountDeletedToastMs,
        });
      },
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('account.confirm.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText>{t('account.confirm.text')}</DialogContentText>
          {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('account.confirm.keep')}</Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
          {t('account.confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The Menu's Delete Profile: download the data first if wanted, then close the account. */
export function DeleteProfileScreen() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={2}>
      <DownloadCard />
      <Card variant="outlined" component="section" aria-labelledby="delete-title">
        <CardContent>
          <Stack spacing={1.5}>
            <Typography id="delete-title" variant="h6" component="h2">
              {t('account.delete.title')}
            </Typography>
            <Typography>{t('account.delete.intro')}</Typography>
            <Stack component="ul" spacing={1} sx={{ m: 0, paddingInlineStart: 3 }}>
              {consequences.map((item) => (
                <Typography key={item} component="li" color="text.secondary">
                  {t(`account.delete.${item}`, { hours: cancellationNoticeHours })}
                </Typography>
              ))}
            </Stack>
            <Alert severity="info">{t('account.delete.owners')}</Alert>
            <Button
              color="error"
              variant="contained"
              size="large"
              startIcon={<PersonRemoveRounded />}
              onClick={() => setConfirming(true)}
            >
              {t('account.delete.button')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <ConfirmDialog open={confirming} onClose={() => setConfirming(false)} />
    </Stack>
  );
}
