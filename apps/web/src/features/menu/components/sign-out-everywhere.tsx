import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { Icon } from '@/components/icon';
import { devicesIcon } from '@/components/icons/devices';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import styles from './sign-out-everywhere.module.css';

/**
 * Sign out everywhere: after a confirmation, every device signed in to the account (this one
 * too) is signed out. Log out, beside it, ends this device's session alone.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
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
      <Button danger startIcon={<Icon path={devicesIcon} />} onClick={() => setConfirming(true)}>
        {t('menu.signOutEverywhere.button')}
      </Button>
      <Dialog open={confirming} onClose={close}>
        <DialogTitle>{t('menu.signOutEverywhere.title')}</DialogTitle>
        <DialogContent>
          <div className={styles.body}>
            <DialogDescription>{t('menu.signOutEverywhere.text')}</DialogDescription>
            {signOut.isError && (
              <Alert severity="error">{t('menu.signOutEverywhere.failed')}</Alert>
            )}
          </div>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            danger
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
