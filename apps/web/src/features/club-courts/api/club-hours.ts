import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubHours } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export const clubHoursKeys = { all: ['club-hours'] as const };

/** GET /owner/hours: the club's opening hours and closures. */
export const clubHoursQuery = () =>
  queryOptions({
    queryKey: clubHoursKeys.all,
    queryFn: ({ signal }): Promise<ClubHours> =>
      apiRequest('/owner/hours', { schema: sharedSchema('clubHoursSchema'), signal }),
  });

export function useClubHours() {
  return useQuery(clubHoursQuery());
}
