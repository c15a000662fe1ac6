import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubSummary, CourtDetail } from '@courtside/shared';
import { ApiError, apiRequest } from '@/lib/api-client';
import { earlyApiPaths } from '@/lib/api-paths';
import { clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/club/:clubId/court?court=: the chosen courts of a club, each with its price; all
 * of the club's courts when none is named. A club that is not there (or is suspended) has no
 * courts: its page says so rather than offering to try again.
 */
export async function fetchClubCourts(
  clubId: string,
  courtIds: readonly string[],
  signal?: AbortSignal,
): Promise<CourtDetail[]> {
  try {
    return await apiRequest(earlyApiPaths.clubCourts(clubId, courtIds), {
      schema: sharedSchema('courtDetailListSchema'),
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const clubCourtsQuery = (clubId: string, courtIds: readonly string[]) =>
  queryOptions({
    queryKey: clubKeys.courts(clubId, courtIds),
    queryFn: ({ signal }) => fetchClubCourts(clubId, courtIds, signal),
  });

export function useClubCourts(clubId: string, courtIds: readonly string[]) {
  return useQuery(clubCourtsQuery(clubId, courtIds));
}

/** A club's page: the club, which each of its courts carries, and the chosen courts. */
export interface ClubWithCourts {
  club: ClubSummary;
  courts: CourtDetail[];
}

/** The club of the courts, with them; null when there are none (no such club, no such court). */
function clubWithCourts(courts: CourtDetail[]): ClubWithCourts | null {
  const club = courts[0]?.club;
  return club ? { club, courts } : null;
}

/** The same courts as `useClubCourts`, read as their club's page (null when there is none). */
export function useClubWithCourts(clubId: string, courtIds: readonly string[]) {
  return useQuery({ ...clubCourtsQuery(clubId, courtIds), select: clubWithCourts });
}
