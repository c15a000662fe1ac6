import { apiRequest } from '../api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** DELETE /user/club/{clubId}/favourite: unmarks the club; unmarking it again changes nothing. */
export const removeFavouriteClub = (clubId: string) =>
  apiRequest(`/user/club/${encodeURIComponent(clubId)}/favourite`, {
    method: 'DELETE',
    schema: sharedSchema('noContentSchema'),
  });
