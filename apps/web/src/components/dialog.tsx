import { clsx } from 'clsx';
import { Dialog as Primitive } from '@base-ui/react/dialog';
import type { ComponentProps, ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  /**
   * Escape, a tap outside, or a button of the dialog's own. Without it (while its work is on
   * its way, say) the dialog stays until it is closed from outside.
   */
  onClose?: () => void;
  /** 'alertdialog' for an alert that must be answered, read out at once. */
  role?: 'dialog' | 'alertdialog';
  /**
   * For a long form: as wide as a tablet's, and on a phone filling the screen, which has no
   * room for margins around it.
   */
  fillsPhone?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: the screen behind it dimmed and out of reach (focus stays inside, the page
 * does not scroll), closed by Escape or a tap outside, focus going back where it was. It is
 * named by its `DialogTitle` and described by its `DialogDescription`.
 */
export function Dialog({ open, onClose, role, fillsPhone, children }: DialogProps) {
  return (
    <Primitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose?.();
      }}
      disablePointerDismissal={!onClose}
    >
      <Primitive.Portal>
        <Primitive.Backdrop className={styles.backdrop} />
        <Primitive.Popup
          role={role ?? 'dialog'}
          className={clsx(styles.popup, fillsPhone && styles.fillsPhone)}
        >
          {children}
        </Primitive.Popup>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

// The parts take no class: a class of another file would tie with the kit's on specificity.
type Part<Element extends keyof React.JSX.IntrinsicElements> = Omit<
  ComponentProps<Element>,
  'className'
>;

/** The dialog's name (an h2); `centred` under an alert's icon. */
export function DialogTitle({ centred, ...title }: Part<'h2'> & { centred?: boolean }) {
  return <Primitive.Title className={clsx(styles.title, centred && styles.centred)} {...title} />;
}

/** What the dialog asks or says, in a sentence or two: read out with its name. */
export function DialogDescription({ centred, ...description }: Part<'p'> & { centred?: boolean }) {
  const classes = clsx(styles.description, centred && styles.centredText);
  return <Primitive.Description className={classes} {...description} />;
}

/** The dialog's body, which scrolls when it is taller than the screen. */
export function DialogContent(content: Part<'div'>) {
  return <div className={styles.content} {...content} />;
}

/** The dialog's buttons, at its end: the one that does it last. */
export function DialogActions(actions: Part<'div'>) {
  return <div className={styles.actions} {...actions} />;
}
