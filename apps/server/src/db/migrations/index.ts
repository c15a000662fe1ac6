import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './001-initial.js';
import * as courtTimeAndMoney from './002-court-time-and-money.js';
import * as signInHardening from './003-sign-in-hardening.js';
import * as matches from './004-matches.js';
import * as championships from './005-championships.js';
import * as notificationFeed from './006-notification-feed.js';
import * as activities from './007-activities.js';
import * as clubCancelReason from './008-club-cancel-reason.js';
import * as courtsAndPeakPrices from './009-courts-and-peak-prices.js';
import * as notificationsAbout from './010-notifications-about.js';
import * as rateLimitWindows from './011-rate-limit-windows.js';
import * as phoneDigits from './012-phone-digits.js';
import * as partnerAnswers from './013-partner-answers.js';
import * as signInSessions from './014-sign-in-sessions.js';
import * as providerEvents from './015-provider-events.js';
import * as accountRecovery from './016-account-recovery.js';
import * as clubOnboarding from './017-club-onboarding.js';
import * as uploadBlobs from './018-upload-blobs.js';
import * as clubGrid from './019-club-grid.js';
import * as clubHours from './020-club-hours.js';
import * as clubApplications from './021-club-applications.js';
import * as matchShares from './022-match-shares.js';
import * as matchResults from './023-match-results.js';
import * as socialNights from './024-social-nights.js';
import * as listOrderIndexes from './025-list-order-indexes.js';
import * as matchOpenJoin from './026-match-open-join.js';
import * as paymentProviders from './027-payment-providers.js';
import * as courtVersions from './028-court-versions.js';
import * as homeCategories from './029-home-categories.js';
import * as wholePhoneNumbers from './030-whole-phone-numbers.js';
import * as clubCancellationRule from './031-club-cancellation-rule.js';
import * as halfHourCourtTime from './032-half-hour-court-time.js';
import * as openingHalfHours from './033-opening-half-hours.js';
import * as pushSubscriptions from './034-push-subscriptions.js';
import * as favouriteClubs from './035-favourite-clubs.js';
import * as chats from './036-chats.js';
import * as matchInvitations from './037-match-invitations.js';
import * as chatPushes from './038-chat-pushes.js';
import * as championshipSeasons from './039-championship-seasons.js';
import * as championshipRosters from './040-championship-rosters.js';
import * as championshipResultProposals from './041-championship-result-proposals.js';
import * as padelFixtureSets from './042-padel-fixture-sets.js';
import * as clubStaff from './043-club-staff.js';
import * as receipts from './044-receipts.js';
import * as clubCustomers from './045-club-customers.js';
import * as bookingSeries from './046-booking-series.js';
import * as memberships from './047-memberships.js';
import * as clubBookingWindow from './048-club-booking-window.js';
import * as planCategories from './049-plan-categories.js';

/** Migrations are imported statically so the bundled server carries them with it. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-court-time-and-money': courtTimeAndMoney,
  '003-sign-in-hardening': signInHardening,
  '004-matches': matches,
  '005-championships': championships,
  '006-notification-feed': notificationFeed,
  '007-activities': activities,
  '008-club-cancel-reason': clubCancelReason,
  '009-courts-and-peak-prices': courtsAndPeakPrices,
  '010-notifications-about': notificationsAbout,
  '011-rate-limit-windows': rateLimitWindows,
  '012-phone-digits': phoneDigits,
  '013-partner-answers': partnerAnswers,
  '014-sign-in-sessions': signInSessions,
  '015-provider-events': providerEvents,
  '016-account-recovery': accountRecovery,
  '017-club-onboarding': clubOnboarding,
  '018-upload-blobs': uploadBlobs,
  '019-club-grid': clubGrid,
  '020-club-hours': clubHours,
  '021-club-applications': clubApplications,
  '022-match-shares': matchShares,
  '023-match-results': matchResults,
  '024-social-nights': socialNights,
  '025-list-order-indexes': listOrderIndexes,
  '026-match-open-join': matchOpenJoin,
  '027-payment-providers': paymentProviders,
  '028-court-versions': courtVersions,
  '029-home-categories': homeCategories,
  '030-whole-phone-numbers': wholePhoneNumbers,
  '031-club-cancellation-rule': clubCancellationRule,
  '032-half-hour-court-time': halfHourCourtTime,
  '033-opening-half-hours': openingHalfHours,
  '034-push-subscriptions': pushSubscriptions,
  '035-favourite-clubs': favouriteClubs,
  '036-chats': chats,
  '037-match-invitations': matchInvitations,
  '038-chat-pushes': chatPushes,
  '039-championship-seasons': championshipSeasons,
  '040-championship-rosters': championshipRosters,
  '041-championship-result-proposals': championshipResultProposals,
  '042-padel-fixture-sets': padelFixtureSets,
  '043-club-staff': clubStaff,
  '044-receipts': receipts,
  '045-club-customers': clubCustomers,
  '046-booking-series': bookingSeries,
  '047-memberships': memberships,
  '048-club-booking-window': clubBookingWindow,
  '049-plan-categories': planCategories,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
