import { apiRequest } from '../api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** PUT /user/club/{clubId}/favourite: marks the club; marking it again changes nothing. */
export const addFavouriteClub = (clubId: string) =>
  apiRequest(`/user/club/${encodeURIComponent(clubId)}/favourite`, {
    method: 'PUT',
    schema: sharedSchema('noContentSchema'),
  });
