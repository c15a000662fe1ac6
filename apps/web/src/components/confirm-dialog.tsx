import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from './dialog';

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
  return (
    <Dialog open={open} onClose={busy ? undefined : onKeep}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogDescription>{message}</DialogDescription>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} disabled={busy}>
          {keepLabel}
        </Button>
        <Button variant="contained" danger={destructive} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
