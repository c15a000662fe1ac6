/**
 * API paths the router asks for ahead of a screen (`askEarly` in ./api-client) and the screen
 * reads, named once so that the two always ask for the same answer.
 */
export const earlyApiPaths = {
  /**
   * A club's courts, those chosen or all (GET /user/club/:clubId/court?court=): the booking
   * screen's first read.
   */
  clubCourts: (clubId: string, courtIds: readonly string[]) => {
    const query =
      courtIds.length > 0 ? `?${new URLSearchParams({ court: courtIds.join(',') })}` : '';
    return `/user/club/${encodeURIComponent(clubId)}/court${query}`;
  },
  /**
   * The taken hours of courts on one club-local day (GET /booking?date=&court=): the booking
   * grid's read. The courts in one order, so the address and the answer's list agree.
   */
  dayBookings: (date: string, courtIds: readonly string[]) =>
    `/booking?${new URLSearchParams({ date, court: [...courtIds].sort().join(',') })}`,
  /** Each of a club's courts' closed hours on one day (GET /user/club/:clubId/closed?date=). */
  dayClosed: (clubId: string, date: string) =>
    `/user/club/${encodeURIComponent(clubId)}/closed?${new URLSearchParams({ date })}`,
  /** The player's bookings still waiting for their hosted payment, marked on the grid. */
  myHolds: '/user/me/holds',
  /** The category home's grid (SPEC 2). */
  events: '/user/events',
  /** Find Match's list; its first page, with no filter, is this path as it is. */
  findMatches: '/user/match/find',
  /** The clubs Find Match filters by and a match is played at. */
  padelClubs: '/user/club/all?type=padel',
} as const;
