import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import type { AlertKind, AlertOptions } from '@/lib/alerts';
import { Button } from './button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Icon } from './icon';
import { checkCircleIcon } from './icons/check-circle';
import { errorRoundedIcon } from './icons/error-rounded';
import { infoRoundedIcon } from './icons/info-rounded';
import styles from './alert-dialog-view.module.css';

const icons: Record<AlertKind, string> = {
  success: checkCircleIcon,
  error: errorRoundedIcon,
  info: infoRoundedIcon,
};

export interface AlertDialogViewProps {
  open: boolean;
  alert: AlertOptions | null;
  onClose: () => void;
}

/** The alert as drawn: an icon, a header, a message and OK (SPEC 8). */
export function AlertDialogView({ open, alert, onClose }: AlertDialogViewProps) {
  const { t } = useTranslation();
  const kind = alert?.kind ?? 'info';
  return (
    <Dialog open={open} onClose={onClose} role={kind === 'error' ? 'alertdialog' : 'dialog'}>
      {alert && (
        <>
          <Icon path={icons[kind]} className={clsx(styles.icon, styles[kind])} />
          <DialogTitle centred>{alert.title}</DialogTitle>
          <DialogContent>
            <DialogDescription centred>{alert.message}</DialogDescription>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" fullWidth size="large" onClick={onClose}>
              {t('alerts.ok')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
