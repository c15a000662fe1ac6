import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { clubKeys } from '../query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/club/{clubId}/favourite: whether the player marked the club. In lib: the club's
 * page (bookings) shows the heart the club lists (clubs) show on each card.
 */
export const useClubFavourite = (clubId: string) =>
  useQuery({
    queryKey: clubKeys.favourite(clubId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/club/${encodeURIComponent(clubId)}/favourite`, {
        schema: sharedSchema('clubFavouriteSchema'),
        signal,
      }),
  });
