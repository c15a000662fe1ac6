import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { throttledForSeconds, waitInWords } from './retry-wait';

/** A failed call told at the top: `message`, and how long to wait when it was throttled. */
export function useFailureToast() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return (message: string, error: unknown, durationMs?: number) => {
    const waitSeconds = throttledForSeconds(error);
    toast.show({
      message,
      detail:
        waitSeconds === null
          ? undefined
          : t('login.tryAgainIn', { wait: waitInWords(waitSeconds, i18n.language) }),
      severity: 'error',
      durationMs,
      position: 'top',
    });
  };
}
