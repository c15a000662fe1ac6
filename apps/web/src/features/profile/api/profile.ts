import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { profileKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me', { schema: sharedSchema('profileSchema'), signal }),
  });

export const batBrandsQuery = () =>
  queryOptions({
    queryKey: profileKeys.batBrands(),
    queryFn: ({ signal }) =>
      apiRequest('/user/bat/all', { schema: sharedSchema('batBrandListSchema'), signal }),
    staleTime: Infinity,
  });

export const useProfile = () => useQuery(profileQuery());
export const useBatBrands = () => useQuery(batBrandsQuery());

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

const nothing = { parse: () => undefined };

/** Closes the account (issue 13 Delete Profile); the caller then signs out on this device. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest('/user/me', { method: 'DELETE', schema: nothing }),
  });
}

/** Everything stored about the signed-in person, saved as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest('/user/me/export', {
        schema: { parse: (value: unknown) => value as { exportedAt?: string } },
      });
      const day = (data.exportedAt ?? new Date().toISOString()).slice(0, 10);
      downloadFile(
        `courtside-my-data-${day}.json`,
        'application/json',
        JSON.stringify(data, null, 2),
      );
    },
  });
}
