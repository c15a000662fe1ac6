import { useMutation } from '@tanstack/react-query';
import type { OpeningHoursBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useHoursChanged } from './hours-changed';

/** PUT /owner/hours: the club's opening hours. */
export function useSaveOpeningHours() {
  const changed = useHoursChanged();
  return useMutation({
    mutationFn: (body: OpeningHoursBody) =>
      apiRequest('/owner/hours', { method: 'PUT', body, schema: sharedSchema('clubHoursSchema') }),
    onSuccess: changed,
  });
}
