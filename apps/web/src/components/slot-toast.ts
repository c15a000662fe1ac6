import { useCallback } from 'react';
import type { SlotToast } from '@courtside/shared';
import { slotToastTexts, toastDurationMs, toastPosition } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast';

/**
 * SPEC 5: what a refused slot choice says, at the top for 1.5 s. 'Select Duration' and
 * 'Select Hour' come with their message line; 'Already Booked' and 'Not available' stand alone.
 */
export function useSlotToast(): (toast: SlotToast) => void {
  const { t } = useTranslation();
  const toasts = useToast();
  return useCallback(
    (toast: SlotToast) =>
      toasts.show({
        title: slotToastTexts[toast].header === null ? undefined : t(`slotToast.${toast}.title`),
        message: t(`slotToast.${toast}.message`),
        severity: 'warning',
        durationMs: toastDurationMs,
        position: toastPosition,
      }),
    [t, toasts],
  );
}
