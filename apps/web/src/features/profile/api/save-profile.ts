import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** Sends the form (multipart, only the non-empty fields); the answer is the new profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest('/user/me', { method: 'POST', body: form, schema: sharedSchema('profileSchema') }),
    onSuccess: async (profile: Profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      // An address typed into the form is not verified.
      await queryClient.invalidateQueries({ queryKey: profileKeys.email() });
    },
  });
}
