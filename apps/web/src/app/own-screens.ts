/**
 * The screens a feature's lists lead to (a form, a payment, one item's page): each its own
 * chunk, loaded without its feature's lists, so a link straight to one loads only what it shows.
 * This map is a chunk of its own too (see ownScreen in user-routes): every lazy import carries
 * the list of chunks it needs, and in the entry those lists would weigh on every first screen.
 */
export const ownScreens = {
  activityPayment: () => import('@/features/activities/routes/activity-payment-screen'),
  adminClub: () => import('@/features/admin/routes/admin-club-screen'),
  bookingPayment: () => import('@/features/bookings/routes/booking-payment-screen'),
  championshipDetails: () => import('@/features/championships/routes/championship-details-screen'),
  championshipPayment: () => import('@/features/championships/routes/championship-payment-screen'),
  championshipPage: () => import('@/features/championships/routes/championship-screen'),
  clubApplication: () => import('@/features/admin/routes/application-screen'),
  clubHours: () => import('@/features/club-courts/routes/club-hours-screen'),
  coinPackPayment: () => import('@/features/coins/routes/coin-pack-payment-screen'),
  courtForm: () => import('@/features/club-courts/routes/court-form-screen'),
  createActivity: () => import('@/features/activities/routes/create-activity-screen'),
  createSocial: () => import('@/features/socials/routes/create-social-screen'),
  createChampionship: () => import('@/features/championships/routes/create-championship-screen'),
  disputedResults: () => import('@/features/matches/routes/disputed-results-screen'),
  deleteProfile: () => import('@/features/profile/routes/delete-profile-screen'),
  levelQuiz: () => import('@/features/profile/routes/level-quiz-screen'),
  // Find Match draws without Material UI; My Matches, beside it in the feature, does not.
  findMatch: () => import('@/features/matches/routes/find-match-screen'),
  matchDetails: () => import('@/features/matches/routes/match-details-screen'),
  matchForm: () => import('@/features/matches/routes/create-match-screen'),
  newClub: () => import('@/features/admin/routes/new-club-screen'),
  walkIn: () => import('@/features/reservations/routes/walk-in-screen'),
};
