import { useState } from 'react';
import type { RefundChoice } from '@courtside/shared';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { RefundChoiceField } from './refund-choice';

export interface RefundDialogProps extends Omit<ConfirmDialogProps, 'onConfirm' | 'children'> {
  /** Gives the seat or place back, its money coming back as the player chose. */
  onConfirm: (refundTo: RefundChoice) => void;
}

/**
 * A player gives back what they paid for (an activity's seat, a place at a night), once they
 * say yes and how the money comes back; each opening starts from "the way I paid".
 */
export function RefundDialog({ onConfirm, open, ...props }: RefundDialogProps) {
  const [refundTo, setRefundTo] = useState<RefundChoice>('original');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRefundTo('original');
  }
  return (
    <ConfirmDialog {...props} open={open} destructive onConfirm={() => onConfirm(refundTo)}>
      <RefundChoiceField value={refundTo} onChange={setRefundTo} />
    </ConfirmDialog>
  );
}
