import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertContext, type AlertOptions } from '@/lib/alerts';
import { openedLazily } from './opened-lazily';

// The dialog's code loads with the first alert: most screens never show one.
const AlertDialogView = openedLazily(
  async () => (await import('./alert-dialog-view')).AlertDialogView,
);

/**
 * The app's alert: a header, a message and OK, as SPEC 8 shows 'Error Booking' and the success
 * messages. Unlike a toast it stays until the user has read it.
 */
export function AlertDialogProvider({ children }: { children: ReactNode }) {
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

  return (
    <AlertContext.Provider value={alerts}>
      {children}
      <AlertDialogView open={open} alert={alert} onClose={close} />
    </AlertContext.Provider>
  );
}
