import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The button that does it, named for what it does ('Cancel seat'). */
  confirmLabel: string;
  /** The button that leaves things as they are ('Keep'). */
  keepLabel: string;
  /** Paints the confirm button red when the act takes something away. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  /** What the person may still choose before confirming (how a refund comes back, say). */
  children?: ReactNode;
}

/** One more look before a tap that cannot be taken back: what it does, then do it or keep. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  keepLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onKeep,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onKeep}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onKeep} disabled={busy}>
          {keepLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
