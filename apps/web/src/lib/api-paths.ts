/**
 * API paths the router asks for ahead of a screen (`askEarly` in ./api-client) and the screen
 * reads, named once so that the two always ask for the same answer.
 */
export const earlyApiPaths = {
  /** The category home's grid (SPEC 2). */
  events: '/user/events',
  /** Find Match's list; its first page, with no filter, is this path as it is. */
  findMatches: '/user/match/find',
  /** The clubs Find Match filters by and a match is played at. */
  padelClubs: '/user/club/all?type=padel',
} as const;
