import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { severityIcons, type Severity } from './alert';
import { Icon } from './icon';
import alertStyles from './alert.module.css';
import styles from './toast.module.css';

/** SPEC 9: toasts last 1500 ms and sit at the top unless a screen says otherwise. */
export const defaultToastDurationMs = 1500;

export type ToastSeverity = Severity;

export interface ToastOptions {
  message: string;
  /** A short header above the message (SPEC 5: 'Select Duration' / 'Select duration for booking'). */
  title?: string;
  /** A second line under the message, e.g. when to try again. */
  detail?: string;
  severity?: ToastSeverity;
  durationMs?: number;
  position?: 'top' | 'bottom';
}

interface OpenToast extends Required<Omit<ToastOptions, 'title' | 'detail'>> {
  title?: string;
  detail?: string;
  id: number;
}

interface Toasts {
  show: (toast: ToastOptions) => void;
  /** Closes the current toast early, e.g. an error the user has since put right. */
  dismiss: () => void;
}

const ToastContext = createContext<Toasts | null>(null);

/**
 * One toast at a time, drawn without Material UI so the sign-in screens can show one before
 * the rest of the app has loaded; it looks like Material's filled alert in a snackbar.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<OpenToast | null>(null);
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
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  const toasts = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  // A toast runs its full time; tapping elsewhere does not cut it short.
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismiss, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {toast && <ToastView key={toast.id} toast={toast} />}
    </ToastContext.Provider>
  );
}

function ToastView({ toast }: { toast: OpenToast }) {
  return (
    <div className={`${styles.anchor} ${styles[toast.position]}`} data-position={toast.position}>
      <div
        role="alert"
        className={`${styles.alert} ${styles[toast.severity]}`}
        data-severity={toast.severity}
      >
        <Icon path={severityIcons[toast.severity]} className={alertStyles.icon} />
        <div className={alertStyles.message}>
          {toast.title && <span className={alertStyles.title}>{toast.title}</span>}
          {toast.message}
          {toast.detail && <span className={styles.detail}>{toast.detail}</span>}
        </div>
      </div>
    </div>
  );
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a ToastProvider');
  return toasts;
}
