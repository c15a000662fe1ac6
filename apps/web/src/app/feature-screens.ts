/**
 * Each feature's lists arrive as one chunk, fetched the first time the router needs one of
 * them, so the first screen loads only its own feature's code.
 */
export const featureScreens = {
  activities: () => import('@/features/activities/routes'),
  admin: () => import('@/features/admin/routes'),
  bookings: () => import('@/features/bookings/routes'),
  championships: () => import('@/features/championships/routes'),
  clubs: () => import('@/features/clubs/routes'),
  clubApplication: () => import('@/features/club-application/routes'),
  clubCourts: () => import('@/features/club-courts/routes'),
  coins: () => import('@/features/coins/routes'),
  customers: () => import('@/features/customers/routes'),
  events: () => import('@/features/events/routes'),
  matches: () => import('@/features/matches/routes'),
  memberships: () => import('@/features/memberships/routes'),
  info: () => import('@/features/info/routes'),
  membershipsPlayer: () => import('@/features/memberships-player/routes'),
  menu: () => import('@/features/menu/routes'),
  notifications: () => import('@/features/notifications/routes'),
  reports: () => import('@/features/reports/routes'),
  receipts: () => import('@/features/receipts/routes'),
  profile: () => import('@/features/profile/routes'),
  reservations: () => import('@/features/reservations/routes'),
  series: () => import('@/features/series/routes'),
  socials: () => import('@/features/socials/routes'),
  staff: () => import('@/features/staff/routes'),
};
