import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';

/** A refused or failed action at a night, said in a toast (the server's reason when it has one). */
export function useFailureToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return (error: unknown) =>
    toast.show({ message: refusalMessage(error, t('socials.tryLater')), severity: 'error' });
}
