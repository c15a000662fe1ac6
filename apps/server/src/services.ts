import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { Logger } from './lib/logger.js';
import { createActivities } from './modules/activities/activities.service.js';
import { createSocials, nightEncounters } from './modules/socials/socials.service.js';
import { createAdmin, createApplicantData } from './modules/admin/admin.service.js';
import { insertAudit } from './modules/admin/audit.repo.js';
import { createClubHours } from './modules/club-hours/club-hours.service.js';
import {
  createAccountEmail,
  createAuthService,
  createCodeThrottle,
  createOneTimeCodes,
  createOneTimeCodesRepo,
  createPasswordRecovery,
  hashPassword,
  signInPersonalData,
  type CodeLimits,
} from './modules/auth/auth.service.js';
import {
  createMessenger,
  type MailSender,
  type SmsSender,
} from './modules/messaging/messaging.service.js';
import { databaseWindowCounter } from './plugins/rate-limit-store.js';
import { createSignInThrottle, type ThrottlePolicy } from './modules/auth/sign-in-throttle.js';
import { createThrottleRepo } from './modules/auth/throttle.repo.js';
import { createSessionsRepo } from './modules/auth/sessions.repo.js';
import { createBookings, type BookingRules } from './modules/bookings/bookings.service.js';
import { createChampionships } from './modules/championships/championships.service.js';
import { createClubsRepo } from './modules/clubs/clubs.repo.js';
import { createClubsService } from './modules/clubs/clubs.service.js';
import { createCoinPacks } from './modules/coinpacks/coinpacks.service.js';
import { createCourtTime } from './modules/court-time/court-time.service.js';
import { createEventsRepo } from './modules/events/events.repo.js';
import type { VapidKeys } from './config.js';
import { createPush } from './modules/notifications/push.service.js';
import {
  createNotifications,
  type LiveFeed,
} from './modules/notifications/notifications.service.js';
import {
  createMatches,
  matchEncounters,
  sharedMatches,
} from './modules/matches/matches.service.js';
import { createPlayedWith } from './modules/played-with/played-with.service.js';
import { createStaff } from './modules/staff/staff.service.js';
import { createMatchShares } from './modules/match-shares/match-shares.service.js';
import { createMatchResults } from './modules/match-results/match-results.service.js';
import {
  championshipChat,
  createChats,
  matchChat,
  nightChat,
} from './modules/chats/chats.service.js';
import { createPayments } from './modules/payments/payments.service.js';
import { createReceiptMail } from './modules/receipts/receipt-mail.js';
import { createReceipts, receiptsPersonalData } from './modules/receipts/receipts.service.js';
import { createReports } from './modules/reports/reports.service.js';
import { createCustomers } from './modules/customers/customers.service.js';
import { customerCategoryReads } from './modules/customers/category-reads.js';
import { createMemberships } from './modules/memberships/memberships.service.js';
import { createReportsRepo } from './modules/reports/reports.repo.js';
import { createUsersRepo, eraseAccount } from './modules/users/users.service.js';
import { createProfile } from './modules/profile/profile.service.js';
import {
  createAccountClosure,
  createDataExport,
  type PersonalDataHolders,
} from './modules/account/account.service.js';
import { createSandboxProviders } from './payments/sandbox/sandbox-provider.js';
import { createStripeProvider, type StripeSettings } from './payments/stripe/stripe-provider.js';
import { pingDatabase } from './db/ping.js';
import { createPagePreviews } from './modules/page-previews/page-previews.js';
import { createUploads, type UploadStorage } from './modules/uploads/uploads.service.js';
import {
  createStreamHub,
  defaultStreamLimits,
  type StreamLimits,
} from './modules/notifications/notifications.service.js';
import { createLifecycle } from './lib/lifecycle.js';
import { createAfterAnswer } from './lib/after-answer.js';

export interface RouteLimits {
  /** Per-address rate limit on account creation, as @fastify/rate-limit route options. */
  signUpPerMinute: { max: number; timeWindow: number };
  /** Live event streams per account and per address (defaults: 10 and 100). */
  streams?: StreamLimits;
}

export interface ServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  throttlePolicy: ThrottlePolicy;
  limits: RouteLimits;
  /** Secret the sandbox payment provider signs its checkout tokens and callbacks with. */
  paymentSecret: string;
  /** Absolute address prefix for checkout links; empty keeps them relative to this server. */
  publicUrl: string;
  /** Whether the embedded sandbox provider serves the hosted methods. */
  paymentsSandbox: boolean;
  /** Card payments through Stripe, in place of the sandbox's card; null without an account. */
  stripe: StripeSettings | null;
  bookingRules: BookingRules;
  /** How long the booking screen's day read may be served from memory. */
  dayReadCacheMs: number;
  /** How notification signals reach every server process; this process alone when unset. */
  liveFeed?: LiveFeed;
  /** Where uploaded pictures are kept. */
  uploadStorage: UploadStorage;
  /** How e-mail and SMS go out; a message without a sender is written to the log. */
  mail: MailSender | null;
  sms: SmsSender | null;
  /** The key one-time codes are hashed with. */
  codeSecret: string;
  codeLimits: CodeLimits;
  /** The VAPID keys notices are pushed with; null: no push. */
  vapid: VapidKeys | null;
}

/** Court time, money, notices, clubs, people and pictures: the services features build on. */
function createPlatform(deps: ServiceDeps) {
  const { db, clock, log } = deps;
  const courtTime = createCourtTime({ db, clock, log, dayReadCacheMs: deps.dayReadCacheMs });
  const sandbox = createSandboxProviders(deps.paymentSecret, deps.publicUrl);
  const stripe = deps.stripe ? createStripeProvider(deps.stripe) : null;
  const providers = {
    ...(deps.paymentsSandbox && { sandbox }),
    ...(stripe && { stripe: { card: stripe } }),
  };
  const uploads = createUploads({ storage: deps.uploadStorage });
  const messenger = createMessenger({ mail: deps.mail, sms: deps.sms, log });
  const afterAnswer = createAfterAnswer(log);
  const notifications = createNotifications({ db, clock, feed: deps.liveFeed, messenger, log });
  const clubs = createClubsService({
    db,
    clubs: createClubsRepo(db),
    clock,
    takenHours: courtTime.takenHours,
    blockNewClaims: courtTime.blockNewClaims,
    futureClaims: courtTime.futureClaims,
    uploads,
    placesChanged: () => notifications.cacheChanged('court-places'),
  });
  notifications.onCacheChanged('court-places', clubs.forgetPlaces);
  return {
    courtTime,
    sandbox,
    stripe,
    clubs,
    uploads,
    payments: createPayments({
      db,
      clock,
      log,
      providers,
      receiptIssued: createReceiptMail({ db, messenger, log, publicUrl: deps.publicUrl }),
    }),
    notifications,
    push: createPush({ db, clock, log, vapid: deps.vapid }),
    messenger,
    afterAnswer,
    users: createUsersRepo(db),
  };
}

type Platform = ReturnType<typeof createPlatform>;

/** The features that hold court time or take money, each registered with the platform. */
/** Memberships, which read the clubs' customer categories through the customers' reader. */
function membershipsOf({ db, clock, log }: ServiceDeps, platform: Platform) {
  const { clubs, payments, notifications } = platform;
  const categories = customerCategoryReads;
  return createMemberships({ db, clock, log, clubs, payments, notifications, categories });
}

function createFeatures(deps: ServiceDeps, platform: Platform) {
  const { db, clock, log } = deps;
  const { clubs, courtTime, payments, notifications, users } = platform;
  const shares = createMatchShares({ db, clock, clubs, payments, matches: sharedMatches });
  const playedWith = createPlayedWith({ db, clock, readers: [matchEncounters, nightEncounters] });
  const matches = createMatches({
    db,
    clock,
    clubs,
    courtTime,
    payments,
    notifications,
    shares,
    playedWith,
  });
  const memberships = membershipsOf(deps, platform);
  const clubHours = createClubHours({
    db,
    clock,
    courtTime,
    audit: (tx, entry) => insertAudit(tx.db, { ...entry, at: clock.now().toISOString() }),
  });
  return {
    clubHours,
    playedWith,
    bookings: createBookings({
      db,
      clock,
      log,
      clubs,
      courtTime,
      clubHours,
      payments,
      notifications,
      rules: deps.bookingRules,
      memberTerms: memberships.memberTerms,
    }),
    memberships,
    matches,
    customers: createCustomers({ db, clock, clubs, sections: [memberships.customerSection] }),
    matchResults: createMatchResults({ db, clock, notifications, matches }),
    championships: createChampionships({
      db,
      clock,
      log,
      clubs,
      courtTime,
      payments,
      notifications,
      playedWith,
    }),
    activities: createActivities({
      db,
      clock,
      log,
      clubs,
      courtTime,
      payments,
      notifications,
      users,
      hashPassword,
    }),
    socials: createSocials({ db, clock, log, clubs, courtTime, payments, notifications }),
    // A night or a championship gets its chat by registering its kind here.
    chats: createChats({
      db,
      clock,
      notifications,
      subjects: {
        match: matchChat(matches.canSee),
        night: nightChat(),
        championship: championshipChat(),
      },
      audit: (tx, entry) => insertAudit(tx.db, { ...entry, at: clock.now().toISOString() }),
    }),
  };
}

/**
 * Closing an account and Download my data: every module that keeps something about people
 * releases, erases and exports it through its holder, in this order (the account's own row
 * last, so every other module can still read whom it erases).
 */
function createAccount(
  deps: ServiceDeps,
  { payments, uploads, users, clubs, notifications, push }: Platform,
  features: ReturnType<typeof createFeatures>,
) {
  const { db, clock, log } = deps;
  const {
    bookings,
    championships,
    matches,
    matchResults,
    activities,
    socials,
    chats,
    customers,
    memberships,
  } = features;
  const holders: PersonalDataHolders = [
    { name: 'clubs', ...clubs.personalData },
    { name: 'club-applications', ...createApplicantData(clock) },
    { name: 'bookings', ...bookings.personalData },
    { name: 'championships', ...championships.personalData },
    { name: 'matches', ...matches.personalData },
    { name: 'match-results', ...matchResults.personalData },
    { name: 'activities', ...activities.personalData },
    { name: 'socials', ...socials.personalData },
    { name: 'customers', ...customers.personalData },
    { name: 'memberships', ...memberships.personalData },
    { name: 'chats', ...chats.personalData },
    { name: 'payments', ...payments.personalData },
    { name: 'receipts', ...receiptsPersonalData },
    { name: 'notifications', ...notifications.personalData },
    { name: 'push', ...push.personalData },
    { name: 'sign-in', ...signInPersonalData },
    {
      name: 'account',
      erase: (tx, userId) => eraseAccount(tx.db, userId, clock.now().toISOString()),
    },
  ];
  return {
    close: createAccountClosure({ db, log, users, payments, uploads, holders }),
    exportOf: createDataExport({ db, clock, users, holders }),
  };
}

/** Forget Password, Change password and the account's e-mail, on one-time codes. */
function createAccountSecurity(
  deps: ServiceDeps,
  { users, messenger, afterAnswer }: Platform,
  auth: ReturnType<typeof createAuthService>,
) {
  const { db, clock, log } = deps;
  const codes = createOneTimeCodes({
    codes: createOneTimeCodesRepo(db),
    clock,
    secret: deps.codeSecret,
  });
  const codeThrottle = createCodeThrottle(databaseWindowCounter(db, clock), deps.codeLimits);
  return {
    oneTimeCodes: codes,
    passwordRecovery: createPasswordRecovery({
      users,
      codes,
      codeThrottle,
      signInThrottle: auth.throttle,
      messenger,
      afterAnswer,
      signOutEverywhere: auth.signOutEverywhere,
      log,
    }),
    accountEmail: createAccountEmail({ users, codes, codeThrottle, messenger, clock }),
  };
}

/**
 * The composition root: every service built once per app. Court time and payments come
 * first and import no feature; each feature is built on them and registers with them what
 * happens to its holds and its payments.
 */
export function createServices(deps: ServiceDeps) {
  const { db, clock, log, throttlePolicy, limits } = deps;
  const platform = createPlatform(deps);
  const features = createFeatures(deps, platform);
  const { users, uploads, notifications, push } = platform;
  const auth = createAuthService({
    forgetPushDevices: push.forgetDevicesOf,
    users,
    sessions: createSessionsRepo(db),
    throttle: createSignInThrottle({
      throttle: createThrottleRepo(db),
      clock,
      policy: throttlePolicy,
    }),
    clock,
  });
  return {
    limits,
    ...createAccountSecurity(deps, platform, auth),
    lifecycle: createLifecycle(),
    pingDatabase: () => pingDatabase(db),
    auth,
    /** This process's live notification streams. */
    streams: createStreamHub({
      notifications,
      tokenStateOf: (userId) => auth.tokenState(userId),
      log,
      limits: limits.streams ?? defaultStreamLimits,
    }),
    events: createEventsRepo(db),
    profile: createProfile({
      db,
      users,
      uploads,
      matches: features.matches,
      championships: features.championships,
      levelFromResults: features.matchResults.levelFromResults,
    }),
    coinPacks: createCoinPacks({ db, payments: platform.payments }),
    staff: createStaff({ db, clock, clubs: platform.clubs, publicUrl: deps.publicUrl }),
    reports: createReports({ reports: createReportsRepo(db), clubs: platform.clubs }),
    receipts: createReceipts({ db, access: platform.clubs.access }),
    admin: createAdmin({
      db,
      clock,
      clubs: platform.clubs,
      bookings: features.bookings,
      notifications,
      messenger: platform.messenger,
      uploads,
      blockNewClaims: platform.courtTime.blockNewClaims,
      publicUrl: deps.publicUrl,
      hashPassword,
    }),
    ...platform,
    ...features,
    account: createAccount(deps, platform, features),
    /** What the links players share show before they are opened. */
    pagePreviews: createPagePreviews({
      match: features.matches.preview,
      night: features.socials.preview,
      championship: features.championships.preview,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
