import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { Button } from './button';
import styles from './leave-waitlist-button.module.css';

interface LeaveWaitlistProps {
  /** A place is kept for the player: leaving passes it to the next in line. */
  offered: boolean;
  /** Leaves the line (a night's, a session's); settles once the server has answered. */
  leave: () => Promise<unknown>;
}

/** A player in a waitlist steps out, once they say yes; a place kept for them passes on. */
export function LeaveWaitlistButton({ offered, leave }: LeaveWaitlistProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await leave();
      toast.show({ message: t('waitlist.leave.done') });
    } catch (error) {
      toast.show({
        message: refusalMessage(error, t('common.unexpectedError')),
        severity: 'error',
      });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button onClick={() => setAsking(true)} className={styles.button}>
        {t('waitlist.leave.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('waitlist.leave.title')}
        message={t(`waitlist.leave.${offered ? 'offeredMessage' : 'message'}`)}
        confirmLabel={t('waitlist.leave.confirm')}
        keepLabel={t('waitlist.leave.keep')}
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onKeep={() => setAsking(false)}
      />
    </>
  );
}
