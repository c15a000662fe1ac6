/**
 * File-level import cycles, in the server, the web app and the shared package: a file
 * reaches nothing that reaches back to it, types included (`npm run lint` runs it). And the
 * screens drawn without Material UI reach none of it, however far or lazily. The web app is
 * cruised on its own, with its tsconfig, so that its `@/` imports resolve.
 */
/** The screens marked withoutMaterial in app/user-routes.tsx, under apps/web/src/features/. */
const screensWithoutMaterial = [
  'events/routes/home-screen',
  'bookings/routes/book-court-screen',
  'bookings/routes/my-booking-screen',
  'matches/routes/find-match-screen',
  'matches/routes/my-matches-screen',
  'matches/routes/create-match-screen',
  'matches/routes/match-requests-screen',
  'championships/routes/championships-screen',
  'championships/routes/championship-requests-screen',
  'championships/routes/championship-details-screen',
  'championships/routes/create-championship-screen',
  'menu/routes/menu-screen',
  'profile/routes/delete-profile-screen',
  'profile/routes/level-quiz-screen',
  'notifications/routes/notifications-screen',
  'coins/routes/coins-pack-screen',
  'coins/routes/coin-pack-payment-screen',
  'receipts/routes/receipt-screen',
  'info/routes/about-screen',
  'info/routes/faq-screen',
  'info/routes/privacy-screen',
  'bookings/routes/club-details-screen',
  'bookings/routes/booking-payment-screen',
  'matches/routes/match-details-screen',
  'matches/routes/disputed-results-screen',
  'championships/routes/championship-screen',
  'championships/routes/championship-payment-screen',
  'memberships-player/routes/my-memberships-screen',
  'profile/routes/profile-screen',
  'clubs/routes/find-club-screen',
  'activities/routes/activities-screen',
  'activities/routes/activity-payment-screen',
  'socials/routes/socials-screen',
  'socials/routes/social-night-screen',
  'staff/routes/staff-screen',
  'activities/routes/create-activity-screen',
  'socials/routes/create-social-screen',
  'reservations/routes/manage-reservation-screen',
  'reservations/routes/court-day-screen',
  'reservations/routes/walk-in-screen',
  'reports/routes/reports-screen',
  'reports/routes/club-receipts-screen',
  'customers/routes/customers-screen',
  'customers/routes/customer-screen',
  'memberships/routes/memberships-screen',
  'series/routes/series-screen',
  'club-courts/routes/club-courts-screen',
  'club-courts/routes/court-form-screen',
  'club-courts/routes/club-hours-screen',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two files that import each other are one piece: split out what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'screens-without-material',
      severity: 'error',
      comment:
        "These screens are marked withoutMaterial in app/user-routes.tsx: Material UI's theme does not load for them, so nothing they draw or open may use it.",
      from: {
        // The owner area's gate too: it stands around every owner screen, marked or not.
        path: `apps/web/src/(features/(${screensWithoutMaterial.join('|')})|app/authorization/require-owner)\\.tsx$`,
      },
      to: { path: 'node_modules/@mui/', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/test/|/e2e/|/dist/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
