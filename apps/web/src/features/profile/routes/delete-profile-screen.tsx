import { cancellationNoticeHours } from '@courtside/shared/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { downloadIcon } from '@/components/icons/download';
import { personRemoveIcon } from '@/components/icons/person-remove';
import { useToast } from '@/components/toast';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';
import styles from './delete-profile-screen.module.css';

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
    <section className={styles.card} aria-labelledby="download-title">
      <h2 id="download-title" className={styles.title}>
        {t('account.download.title')}
      </h2>
      <p className={styles.secondary}>{t('account.download.text')}</p>
      {download.isError && <Alert severity="error">{download.error.message}</Alert>}
      <Button
        variant="outlined"
        startIcon={<Icon path={downloadIcon} />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('account.download.button')}
      </Button>
    </section>
  );
}

const accountDeletedToastMs = 8000;

function ConfirmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{t('account.confirm.title')}</DialogTitle>
      <DialogContent>
        <div className={styles.dialogBody}>
          <DialogDescription>{t('account.confirm.text')}</DialogDescription>
          {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('account.confirm.keep')}</Button>
        <Button danger variant="contained" loading={remove.isPending} onClick={confirm}>
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
    <div className={styles.screen}>
      <DownloadCard />
      <section className={styles.card} aria-labelledby="delete-title">
        <h2 id="delete-title" className={styles.title}>
          {t('account.delete.title')}
        </h2>
        <p className={styles.text}>{t('account.delete.intro')}</p>
        <ul className={styles.consequences}>
          {consequences.map((item) => (
            <li key={item}>{t(`account.delete.${item}`, { hours: cancellationNoticeHours })}</li>
          ))}
        </ul>
        <Alert severity="info">{t('account.delete.owners')}</Alert>
        <Button
          danger
          variant="contained"
          size="large"
          startIcon={<Icon path={personRemoveIcon} />}
          onClick={() => setConfirming(true)}
        >
          {t('account.delete.button')}
        </Button>
      </section>
      <ConfirmDialog open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}
