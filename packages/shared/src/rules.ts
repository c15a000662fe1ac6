/**
 * The shared rules without zod: constants and functions a screen uses before its first
 * answer, so it need not wait for zod and the schemas (`@courtside/shared/rules`). Each
 * module here is also exported, with its schemas, by the package's index. The season draw,
 * league tables and social rounds are not here: no screen computes them, and this barrel loads
 * with the app's entry (a night's score check has a path of its own, `/social-rounds`).
 */
export * from './activities-rules.js';
export * from './bookings-rules.js';
export * from './championships-rules.js';
export * from './chats-rules.js';
export * from './club-day-rules.js';
export * from './club-staff-rules.js';
export * from './csv.js';
export * from './club-hours-rules.js';
export * from './club-pages-rules.js';
export * from './club-time-rules.js';
export * from './clubs-rules.js';
export * from './coins-rules.js';
export * from './court-admin-rules.js';
export * from './errors-rules.js';
export * from './match-rules.js';
export * from './matches-rules.js';
export * from './money-rules.js';
export * from './notice-links.js';
export * from './notifications-rules.js';
export * from './pricing-rules.js';
export * from './profile-rules.js';
export * from './push-rules.js';
export * from './reports-rules.js';
export * from './series-rules.js';
export * from './slots-rules.js';
export * from './shared-pages.js';
export * from './socials-rules.js';
export * from './championship-tabs.js';
export * from './conflict-codes.js';
export * from './geo.js';
export * from './intl-formats.js';
export * from './padel-score.js';
export * from './sport-categories.js';
export * from './receipts-rules.js';
export * from './memberships-rules.js';
export * from './customers-rules.js';
