import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

/** SPEC 9: toasts last 1500 ms and sit at the top unless a screen says otherwise. */
export const defaultToastDurationMs = 1500;

export interface ToastOptions {
  message: string;
  /** A short header above the message (SPEC 5: 'Select Duration' / 'Select duration for booking'). */
  title?: string;
  severity?: AlertColor;
  durationMs?: number;
  position?: 'top' | 'bottom';
}

interface OpenToast extends Required<Omit<ToastOptions, 'title'>> {
  title?: string;
  id: number;
}

interface Toasts {
  show: (toast: ToastOptions) => void;
  /** Closes the current toast early, e.g. an error the user has since put right. */
  dismiss: () => void;
}

const ToastContext = createContext<Toasts | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<OpenToast | null>(null);
  const [open, setOpen] = useState(false);
  // A new id restarts the timer when the same toast is shown again.
  const nextId = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setToast({
      severity: 'info',
      durationMs: defaultToastDurationMs,
      position: 'top',
      ...options,
      id: nextId.current,
    });
    setOpen(true);
  }, []);

  const dismiss = useCallback(() => setOpen(false), []);
  const toasts = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A toast runs its full time; tapping elsewhere must not cut it short.
    if (reason === 'clickaway') return;
    dismiss();
  };

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {toast && (
        <Snackbar
          key={toast.id}
          open={open}
          autoHideDuration={toast.durationMs}
          onClose={close}
          anchorOrigin={{ vertical: toast.position, horizontal: 'center' }}
          sx={toast.position === 'top' ? { top: 'calc(env(safe-area-inset-top) + 16px)' } : {}}
        >
          <Alert severity={toast.severity} variant="filled" sx={{ width: '100%' }}>
            {toast.title && <AlertTitle sx={{ mb: 0 }}>{toast.title}</AlertTitle>}
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a ToastProvider');
  return toasts;
}
