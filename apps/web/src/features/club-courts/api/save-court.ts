import { useMutation } from '@tanstack/react-query';
import type { CourtInput } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useCourtChanged } from './court-changed';
import { setCourtPhoto } from './set-court-photo';

/** POST /owner/court (a new court) or PUT /owner/court/{id}: the court's fields. */
function saveCourt(id: string | undefined, input: CourtInput) {
  return apiRequest(id ? `/owner/court/${encodeURIComponent(id)}` : '/owner/court', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: sharedSchema('ownedCourtSchema'),
  });
}

/** Saves the court's fields, then its photo when one was chosen. */
export function useSaveCourt() {
  const changed = useCourtChanged();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      photo,
    }: {
      id?: string;
      input: CourtInput;
      photo?: File | null;
    }) => {
      const court = await saveCourt(id, input);
      return photo ? setCourtPhoto(court.id, photo) : court;
    },
    onSuccess: changed,
  });
}
