import { useMutation } from '@tanstack/react-query';
import type { ValidClubApplicationBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * POST /club-applications, or /user/club-applications when signed in: then the account
 * itself becomes the club's owner once the application is approved.
 */
export function useSendApplication(signedIn: boolean) {
  return useMutation({
    mutationFn: (body: ValidClubApplicationBody) =>
      apiRequest(signedIn ? '/user/club-applications' : '/club-applications', {
        method: 'POST',
        body,
        schema: sharedSchema('clubApplicationReceiptSchema'),
      }),
  });
}
