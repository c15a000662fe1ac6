import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import { useTranslation } from 'react-i18next';
import { AlertContext, type AlertKind, type AlertOptions } from '@/lib/alerts';

const icons: Record<AlertKind, ReactNode> = {
  success: <CheckCircleRounded color="success" sx={{ fontSize: 48 }} />,
  error: <ErrorRounded color="error" sx={{ fontSize: 48 }} />,
  info: <InfoRounded color="primary" sx={{ fontSize: 48 }} />,
};

/**
 * The app's alert: a header, a message and OK, as SPEC 8 shows 'Error Booking' and the success
 * messages. Unlike a toast it stays until the user has read it.
 */
export function AlertDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const [alert, setAlert] = useState<AlertOptions | null>(null);
  const [open, setOpen] = useState(false);
  // Kept apart from the state so closing runs the callback of the alert that was shown.
  const onClose = useRef<(() => void) | undefined>(undefined);

  const show = useCallback((options: AlertOptions) => {
    onClose.current = options.onClose;
    setAlert(options);
    setOpen(true);
  }, []);
  const alerts = useMemo(() => ({ show }), [show]);

  const close = () => {
    setOpen(false);
    const callback = onClose.current;
    onClose.current = undefined;
    callback?.();
  };

  const kind = alert?.kind ?? 'info';
  return (
    <AlertContext.Provider value={alerts}>
      {children}
      <Dialog
        open={open}
        onClose={close}
        role={kind === 'error' ? 'alertdialog' : 'dialog'}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        fullWidth
        maxWidth="xs"
      >
        {alert && (
          <>
            <Stack aria-hidden sx={{ alignItems: 'center', pt: 3 }}>
              {icons[kind]}
            </Stack>
            <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
              {alert.title}
            </DialogTitle>
            <DialogContent>
              <DialogContentText id={messageId} sx={{ textAlign: 'center' }}>
                {alert.message}
              </DialogContentText>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 3 }}>
              <Button variant="contained" fullWidth size="large" onClick={close}>
                {t('alerts.ok')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </AlertContext.Provider>
  );
}
