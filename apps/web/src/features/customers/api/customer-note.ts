import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { customerKeys } from '@/lib/query-keys';

/** PUT /owner/customers/:id/note: the owner's private note (empty removes it). */
export function useSaveCustomerNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiRequest(`/owner/customers/${encodeURIComponent(id)}/note`, {
        method: 'PUT',
        body: { note },
        schema: noContent,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.one(id) }),
  });
}
