import { useTranslation } from 'react-i18next';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useAlertDialog } from '@/lib/alerts';
import { ApiError } from '../../../../lib/api-client';

// Each has its message under clubDay.failed.<code>.
const known: readonly string[] = [
  conflictCodes.SLOT_TAKEN,
  conflictCodes.SLOT_UNAVAILABLE,
  conflictCodes.NOT_CHANGEABLE,
  conflictCodes.CASH_ALREADY_MARKED,
  conflictCodes.NOT_STARTED,
];

/** Tells the owner why a change of a booking failed, in their language. */
export function useActionFailure() {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.body.code : null;
    const reason = code && known.includes(code) ? code : 'other';
    alerts.show({
      kind: 'error',
      title: t('clubDay.failed.title'),
      message: t(`clubDay.failed.${reason}`),
    });
  };
}
