import { useId, type ReactNode } from 'react';
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
import type { AlertKind, AlertOptions } from '@/lib/alerts';

const icons: Record<AlertKind, ReactNode> = {
  success: <CheckCircleRounded color="success" sx={{ fontSize: 48 }} />,
  error: <ErrorRounded color="error" sx={{ fontSize: 48 }} />,
  info: <InfoRounded color="primary" sx={{ fontSize: 48 }} />,
};

export interface AlertDialogViewProps {
  open: boolean;
  alert: AlertOptions | null;
  onClose: () => void;
}

/** The alert as drawn: an icon, a header, a message and OK (SPEC 8). */
export function AlertDialogView({ open, alert, onClose }: AlertDialogViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const kind = alert?.kind ?? 'info';
  return (
    <Dialog
      open={open}
      onClose={onClose}
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
            <Button variant="contained" fullWidth size="large" onClick={onClose}>
              {t('alerts.ok')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
