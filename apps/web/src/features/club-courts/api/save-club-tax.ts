import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubTax } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { clubTaxKeys } from './club-tax';

/** PUT /owner/tax: what later receipts print; receipts already issued keep theirs. */
export function useSaveClubTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubTax) =>
      apiRequest('/owner/tax', { method: 'PUT', body, schema: sharedSchema('clubTaxSchema') }),
    onSuccess: (saved) => queryClient.setQueryData(clubTaxKeys.all, saved),
  });
}
