import type { OwnedCourt } from '@courtside/shared';
import { courtPhotoField } from '@courtside/shared/rules';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** PUT /owner/court/{id}/photo (multipart): the court's photo; the answer is the court. */
export function setCourtPhoto(courtId: string, photo: File): Promise<OwnedCourt> {
  const form = new FormData();
  form.append(courtPhotoField, photo);
  return apiRequest(`/owner/court/${encodeURIComponent(courtId)}/photo`, {
    method: 'PUT',
    body: form,
    schema: sharedSchema('ownedCourtSchema'),
  });
}
