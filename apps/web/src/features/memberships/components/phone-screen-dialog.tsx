import { Dialog as Primitive } from '@base-ui/react/dialog';
import type { ReactNode } from 'react';
import dialogStyles from '@/components/dialog.module.css';
import styles from './plan-form.module.css';

interface PhoneScreenDialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The kit's dialog (named by its DialogTitle, closed by Escape or a tap outside, focus kept
 * inside) for a long form: it fills a phone's screen, by CSS alone.
 */
export function PhoneScreenDialog({ open, onClose, children }: PhoneScreenDialogProps) {
  return (
    <Primitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Primitive.Portal>
        <Primitive.Backdrop className={dialogStyles.backdrop} />
        <Primitive.Popup role="dialog" className={styles.wide}>
          {children}
        </Primitive.Popup>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
