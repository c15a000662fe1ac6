import { useMutation } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';

/** Closes the account (issue 13 Delete Profile); the caller then signs out on this device. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest('/user/me', { method: 'DELETE', schema: noContent }),
  });
}
