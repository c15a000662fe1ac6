import { clsx } from 'clsx';
import { Dialog } from '@base-ui/react/dialog';
import type { ReactNode } from 'react';
import dialogStyles from './dialog.module.css';
import styles from './bottom-sheet.module.css';

interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the sheet. */
  labelledBy: string;
  /** Inner padding for free content; lists bring their own. */
  padded?: boolean;
  children: ReactNode;
}

/**
 * A phone-style sheet rising from the bottom, with its grab handle, phone-width on desktop: a
 * modal dialog (the screen behind dimmed and out of reach, closed by Escape or a tap outside).
 */
export function BottomSheet({
  open,
  onClose,
  labelledBy,
  padded = false,
  children,
}: BottomSheetProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Popup
          role="dialog"
          aria-labelledby={labelledBy}
          className={clsx(styles.sheet, padded && styles.padded)}
        >
          <div aria-hidden className={styles.handle} />
          {children}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
