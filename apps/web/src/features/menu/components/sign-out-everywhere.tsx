import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * Sign out everywhere: after a confirmation, every device signed in to the account (this one
 * too) is signed out. Log out, beside it, ends this device's session alone.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  const { signOutEverywhere } = useSession();
  const [confirming, setConfirming] = useState(false);
  const signOut = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => navigate(paths.root, { replace: true }),
  });
  const close = () => {
    setConfirming(false);
    signOut.reset();
  };

  return (
    <>
      <Button color="error" startIcon={<DevicesRounded />} onClick={() => setConfirming(true)}>
        {t('menu.signOutEverywhere.button')}
      </Button>
      <Dialog
        open={confirming}
        onClose={close}
        aria-labelledby={titleId}
        aria-describedby={textId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{t('menu.signOutEverywhere.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <DialogContentText id={textId}>{t('menu.signOutEverywhere.text')}</DialogContentText>
            {signOut.isError && (
              <Alert severity="error">{t('menu.signOutEverywhere.failed')}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('menu.signOutEverywhere.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
