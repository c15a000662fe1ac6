import { createContext, useContext } from 'react';

export type AlertKind = 'success' | 'error' | 'info';

export interface AlertOptions {
  title: string;
  message: string;
  kind?: AlertKind;
  /** Runs once the user has dismissed the alert, e.g. to leave the screen afterwards. */
  onClose?: () => void;
}

export interface Alerts {
  show: (alert: AlertOptions) => void;
}

/** Filled by components/alert-dialog's AlertDialogProvider, which shows the alert. */
export const AlertContext = createContext<Alerts | null>(null);

export function useAlertDialog(): Alerts {
  const alerts = useContext(AlertContext);
  if (!alerts) throw new Error('useAlertDialog needs an AlertDialogProvider');
  return alerts;
}
