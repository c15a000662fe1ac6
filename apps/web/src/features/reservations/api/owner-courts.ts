import { useQuery } from '@tanstack/react-query';
import { courtDetailListSchema, type CourtDetail } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /user/court: the signed-in owner's courts, each with its club. */
export function fetchOwnerCourts(): Promise<CourtDetail[]> {
  return apiRequest('/user/court', { schema: courtDetailListSchema });
}

export function useOwnerCourts() {
  return useQuery({ queryKey: ['user', 'court'], queryFn: fetchOwnerCourts });
}
