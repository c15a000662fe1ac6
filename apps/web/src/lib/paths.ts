/** Destinations inside the app (SPEC 2); user-area screens may arrive with later features. */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  user: '/user',
  profile: '/user/profile',
  menu: '/user/menu',
  matches: '/user/matches',
  championRequest: '/user/champion-request',
  createMatch: '/user/create-match',
  createActivity: '/user/create-activity',
  manageReservation: '/user/manage-reservation',
  coinsPack: '/user/coins-pack',
  myBooking: '/user/my-booking',
} as const;

/** Event categories name their screen relative to the user area, e.g. 'find-padel-court'. */
export function userAreaPath(route: string): string {
  return `${paths.user}/${route.replace(/^\/+/, '')}`;
}

/**
 * SPEC 2: a club's booking screen; `court` lists the chosen courts (comma-separated ids) and
 * `date` the day picked while finding the club.
 */
export function bookCourtPath(clubId: string, query: { court: readonly string[]; date: string }) {
  const search = new URLSearchParams({ court: query.court.join(','), date: query.date });
  return `${paths.user}/book-court/${encodeURIComponent(clubId)}?${search}`;
}
