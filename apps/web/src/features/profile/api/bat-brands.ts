import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/bat/all: the bat brands a padel player picks from. */
export const batBrandsQuery = () =>
  queryOptions({
    queryKey: profileKeys.batBrands(),
    queryFn: ({ signal }) =>
      apiRequest('/user/bat/all', { schema: sharedSchema('batBrandListSchema'), signal }),
    staleTime: Infinity,
  });

export const useBatBrands = () => useQuery(batBrandsQuery());
