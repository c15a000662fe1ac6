import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingWindow } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { bookingWindowKeys } from './booking-window';

/** PUT /owner/booking-window: its players read it with the club, so the club lists refresh. */
export function useSaveBookingWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingWindow) =>
      apiRequest('/owner/booking-window', {
        method: 'PUT',
        body,
        schema: sharedSchema('bookingWindowSchema'),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingWindowKeys.all, saved);
      return queryClient.invalidateQueries({ queryKey: clubKeys.all });
    },
  });
}
