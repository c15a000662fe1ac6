import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { RoutesPlugin } from './routes-plugin.js';
import type { Kysely } from 'kysely';
import type { TrustProxy } from './config.js';
import type { Database } from './db/database.js';
import { systemClock, type Clock } from './lib/clock.js';
import { defaultThrottlePolicy, type ThrottlePolicy } from './modules/auth/sign-in-throttle.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { socialsRoutes } from './modules/socials/socials.routes.js';
import {
  adminClubPhotoRoutes,
  adminClubRoutes,
  adminClubStateRoutes,
  adminReadRoutes,
} from './modules/admin/admin.routes.js';
import { invitationRoutes } from './modules/admin/invitation.routes.js';
import {
  adminApplicationRoutes,
  clubApplicationRoutes,
} from './modules/admin/club-application.routes.js';
import { logStaffActions, staffRoutes } from './modules/staff/staff.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { clubsRoutes } from './modules/clubs/clubs.routes.js';
import { adminClubHoursRoutes, clubHoursRoutes } from './modules/club-hours/club-hours.routes.js';
import { courtAdminRoutes, courtPhotoRoutes } from './modules/clubs/court-admin.routes.js';
import { receiptsRoutes } from './modules/receipts/receipts.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { coinPacksRoutes } from './modules/coinpacks/coinpacks.routes.js';
import { membershipsRoutes } from './modules/memberships/memberships.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { seriesRoutes } from './modules/bookings/series.routes.js';
import { championshipsRoutes } from './modules/championships/championships.routes.js';
import { matchesRoutes } from './modules/matches/matches.routes.js';
import { matchResultsRoutes } from './modules/match-results/match-results.routes.js';
import {
  championshipChatRoutes,
  matchChatRoutes,
  nightChatRoutes,
} from './modules/chats/chats.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { pushRoutes } from './modules/notifications/push.routes.js';
import type { VapidKeys } from './config.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createMemoryStorage, type UploadStorage } from './modules/uploads/uploads.service.js';
import type { LiveFeed } from './modules/notifications/notifications.service.js';
import type { Logger } from './lib/logger.js';
import { sandboxRoutes } from './payments/sandbox/sandbox.routes.js';
import { stripeRoutes } from './payments/stripe/stripe.routes.js';
import type { StripeSettings } from './payments/stripe/stripe-provider.js';
import formBody from '@fastify/formbody';
import { createHmac } from 'node:crypto';
import { registerAuth } from './plugins/auth.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import { createMetrics, registerMetrics, type Metrics } from './plugins/metrics.js';
import {
  registerRequestContext,
  requestAwareLogger,
  requestIdOf,
} from './plugins/request-context.js';
import { poolUseOf } from './db/dialect.js';
import { scheduleSweeps, sweepJobs } from './sweeps.js';
import type { JobObserver, JobQueue } from './jobs/job-queue.js';
import { createInProcessQueue } from './jobs/in-process-queue.js';
import { registerErrorHandler } from './plugins/errors.js';
import { requireOperationDocs } from './plugins/operation-docs.js';
import { registerCompression } from './plugins/compression.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { defaultBookingRules, type BookingRules } from './modules/bookings/bookings.service.js';
import { createServices, type RouteLimits, type Services } from './services.js';
import { accountEmailRoutes, passwordRoutes } from './modules/auth/recovery.routes.js';
import { defaultCodeLimits, type CodeLimits } from './modules/auth/auth.service.js';
import type { MailSender, SmsSender } from './modules/messaging/messaging.service.js';

export const apiPrefix = '/api';

export interface AppOptions {
  db: Kysely<Database>;
  jwtSecret: string;
  jwtExpiresIn?: string;
  clock?: Clock;
  /** Folder of the built web app; null serves the API only. */
  webRoot?: string | null;
  logLevel?: string;
  throttlePolicy?: ThrottlePolicy;
  limits?: RouteLimits;
  /** Prefix for checkout links handed to payers, e.g. https://courtside.example. */
  publicUrl?: string | null;
  /** Booking limits; unset ones keep their defaults (bookings/booking-rules.ts). */
  bookingRules?: Partial<BookingRules>;
  /** How long the day read may be served from memory (default 1 s); 0 turns it off. */
  dayReadCacheMs?: number;
  /** How often lapsed holds and owed refunds are swept; 0 turns it off (tests sweep by hand). */
  holdSweepMs?: number;
  /**
   * Makes the queue the sweeps run on (createPgBossQueue on PostgreSQL, shared by every
   * process); it stops with the app. Unset: an in-process queue, for one process.
   */
  jobQueue?: (log: Logger, observe: JobObserver) => JobQueue;
  /** How long a closing app waits for the background jobs under way (default 10 s). */
  jobsStopMs?: number;
  /** Proxies whose X-Forwarded-For names the client (default: none, the socket's address). */
  trustProxy?: TrustProxy;
  /**
   * Whether the embedded sandbox serves card, wallet and mobile payments. Anyone can approve
   * their own payment on it, so every caller decides; without it those methods are refused.
   */
  paymentsSandbox: boolean;
  /** Card payments through Stripe (its keys; PUBLIC_URL for the way back); unset, none. */
  stripe?: Omit<StripeSettings, 'publicUrl'> | null;
  /** Makes the feed that carries notification signals to every server process (createLiveFeed); it closes with the app. Unset: this process alone. */
  liveFeed?: (log: Logger) => LiveFeed;
  /** Where uploaded pictures are kept (createLocalStorage on a folder every process shares). Unset: this process's memory. */
  uploadStorage?: UploadStorage;
  /** Bearer token that GET /metrics asks for; unset or null, /metrics answers 404. */
  metricsToken?: string | null;
  /** Sends e-mail (SMTP_URL); unset or null, e-mails are written to the log. */
  mail?: MailSender | null;
  /** Sends SMS (SMS_*); unset or null, text messages are written to the log. */
  sms?: SmsSender | null;
  /** Limits on asking for and trying one-time codes; unset ones keep their defaults. */
  codeLimits?: Partial<CodeLimits>;
  /** The VAPID keys notices are pushed to devices with; unset or null, nothing is pushed. */
  vapid?: VapidKeys | null;
  /** Where log lines go (one JSON object each); unset, standard output. Tests read them here. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Every route plugin of the API, under its prefix. */
const apiRoutes: RoutesPlugin[] = [
  healthRoutes,
  authRoutes,
  passwordRoutes,
  accountEmailRoutes,
  eventsRoutes,
  clubsRoutes,
  courtAdminRoutes,
  courtPhotoRoutes,
  clubHoursRoutes,
  adminClubHoursRoutes,
  reportsRoutes,
  customersRoutes,
  receiptsRoutes,
  coinPacksRoutes,
  membershipsRoutes,
  bookingsRoutes,
  seriesRoutes,
  paymentsRoutes,
  notificationsRoutes,
  pushRoutes,
  championshipsRoutes,
  matchesRoutes,
  matchResultsRoutes,
  matchChatRoutes,
  nightChatRoutes,
  championshipChatRoutes,
  uploadsRoutes,
  profileRoutes,
  accountRoutes,
  activitiesRoutes,
  socialsRoutes,
  adminReadRoutes,
  adminClubRoutes,
  adminClubStateRoutes,
  adminClubPhotoRoutes,
  invitationRoutes,
  clubApplicationRoutes,
  adminApplicationRoutes,
  staffRoutes,
];

const defaultLimits: RouteLimits = { signUpPerMinute: { max: 20, timeWindow: 60_000 } };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.body.password'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // The caller's X-Request-Id is checked before it is used (request-context.ts), so Fastify
    // must not take the header as it comes.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Starting takes the job queue's and the database's first round trips: on a busy machine or
    // a cold database they outlast Fastify's 10 s, and a start given up is worse than a slow one.
    pluginTimeout: 60_000,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // While the process drains, a request on a connection already open is still served (with
    // Connection: close), so that liveness says 200 and readiness says why it is 503.
    return503OnClosing: false,
    bodyLimit: 100 * 1024,
    trustProxy: proxyTrust(options.trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>();

  registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, apiPrefix);
  await registerCompression(app);
  // Counted in the database: every server process counts the same requests.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(options.db, options.clock ?? systemClock),
  });
  await registerAuth(app, {
    secret: options.jwtSecret,
    expiresIn: options.jwtExpiresIn ?? '7d',
    apiPrefix,
    // The services are built further down; the guard only asks once requests arrive.
    tokenStateOf: async (userId) => {
      const { auth, clubs } = app.services;
      const [state, post] = await Promise.all([auth.tokenState(userId), clubs.staffPostOf(userId)]);
      return { ...state, staffRole: post?.role ?? null };
    },
  });

  await registerApiDocs(app);

  await app.register(formBody, { bodyLimit: 10 * 1024 });
  const services = appServices(app, options);
  app.decorate('services', services);
  // A log out on any server process drops the token states every process keeps.
  services.notifications.onCacheChanged('token-versions', () => app.tokenStates.forgetAll());
  registerMetricsAndSweeps(app, options);
  await app.register(
    async (api) => {
      logStaffActions(api, services.staff);
      for (const routes of apiRoutes) await api.register(routes, { services });
      if (options.paymentsSandbox) await api.register(sandboxRoutes, { services });
      if (services.stripe) await api.register(stripeRoutes(services.stripe), { services });
    },
    { prefix: apiPrefix },
  );

  await registerStaticWeb(app, options.webRoot ?? null, apiPrefix, services.pagePreviews);
  return app;
}

/**
 * The OpenAPI description of every route under /api, and a browser for it at /docs. Every
 * API route must name its operation, tag and security for it (plugins/operation-docs.ts).
 */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  requireOperationDocs(app, apiPrefix);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Courtside API', version: '1.0.0' },
      servers: [{ url: apiPrefix }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => jsonSchemaTransform({ ...input, url: input.url.replace(apiPrefix, '') }),
    // Schemas named with an id (`.meta({ id })`) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

/** Said at start-up: where e-mails and text messages (and the codes in them) go. */
function messagingNotice({ mail, sms }: AppOptions): string {
  const email = mail
    ? 'sent through SMTP'
    : 'no SMTP_URL: e-mails, and their codes, are written to this log';
  const text = sms
    ? 'sent through the SMS API'
    : 'no SMS_API_URL: text messages, and their codes, are written to this log';
  return `e-mail ${email}; SMS ${text}`;
}

/** How e-mail and SMS go out, and how one-time codes are kept and limited. */
function messagingDeps(options: AppOptions) {
  return {
    mail: options.mail ?? null,
    sms: options.sms ?? null,
    // Its own key, derived like the payments' one.
    codeSecret: createHmac('sha256', options.jwtSecret).update('one-time-codes').digest('hex'),
    codeLimits: { ...defaultCodeLimits, ...options.codeLimits },
  };
}

/** Every service, built once with the options' values or their defaults. */
function appServices(app: FastifyInstance, options: AppOptions): Services {
  const services = createServices({
    db: options.db,
    clock: options.clock ?? systemClock,
    // Lines logged while a request is served carry its id.
    log: requestAwareLogger(app.log),
    throttlePolicy: options.throttlePolicy ?? defaultThrottlePolicy,
    limits: options.limits ?? defaultLimits,
    // Its own key, derived so that one configured secret is enough for local use.
    paymentSecret: createHmac('sha256', options.jwtSecret).update('sandbox-payments').digest('hex'),
    publicUrl: options.publicUrl ?? '',
    paymentsSandbox: options.paymentsSandbox,
    stripe: stripeSettings(options),
    bookingRules: { ...defaultBookingRules, ...options.bookingRules },
    dayReadCacheMs: options.dayReadCacheMs ?? 1_000,
    liveFeed: options.liveFeed?.(app.log),
    uploadStorage: options.uploadStorage ?? createMemoryStorage(),
    vapid: options.vapid ?? null,
    ...messagingDeps(options),
  });
  app.addHook('onClose', async () => {
    // What requests left to do after their answer still uses the database and the senders.
    await services.afterAnswer.settled();
    services.messenger.close();
    return services.notifications.close();
  });
  app.log.info(messagingNotice(options));
  logProviders(app, services);
  return services;
}

function stripeSettings(options: AppOptions): StripeSettings | null {
  return options.stripe ? { ...options.stripe, publicUrl: options.publicUrl ?? '' } : null;
}

/** Says at start-up who takes the money of the hosted methods (/api/payments/providers). */
function logProviders(app: FastifyInstance, services: Services): void {
  const names = services.payments.providerNames();
  const off = (Object.keys(names) as Array<keyof typeof names>).filter((m) => names[m] === null);
  if (names.card === 'stripe') app.log.info('card payments go through Stripe');
  if (Object.values(names).includes('sandbox'))
    app.log.info('payments sandbox ON: anyone can approve their own payments on it');
  if (off.length > 0)
    app.log.info(
      `no provider for ${off.join(', ')}: those payments are refused until one is configured`,
    );
}

/**
 * Fastify ignores a bare hop count (it cannot check the nearest peer), so a count is
 * trusted here as proxy-addr defines it; that is safe only where nothing reaches this
 * server except through those proxies, which docs/configuration.md says.
 */
function proxyTrust(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The metrics (with a token only) and the periodic sweeps on their job queue, whose runs they count. */
function registerMetricsAndSweeps(app: FastifyInstance, options: AppOptions): void {
  const token = options.metricsToken ?? null;
  const metrics = token ? appMetrics(app, options.db) : null;
  registerMetrics(app, token && metrics ? { token, metrics } : null);
  const everyMs = options.holdSweepMs ?? 30_000;
  if (everyMs > 0) scheduleJobs(app, options, everyMs, metrics?.observeJob ?? (() => {}));
}

/** The sweeps on the configured job queue (this process's own by default). */
function scheduleJobs(
  app: FastifyInstance,
  options: AppOptions,
  everyMs: number,
  observe: JobObserver,
) {
  const queue = options.jobQueue
    ? options.jobQueue(app.log, observe)
    : createInProcessQueue({ log: app.log, observe });
  scheduleSweeps(app, queue, sweepJobs(app, options.db, everyMs), options.jobsStopMs ?? 10_000);
}

/** The metrics, read from the services and the database pool of this app. */
function appMetrics(app: FastifyInstance, db: Kysely<Database>): Metrics {
  const { streams, bookings, payments } = app.services;
  return createMetrics({
    openStreams: streams.count,
    poolUse: () => poolUseOf(db),
    bookingsByStatus: bookings.countsByStatus,
    paymentsByStatus: payments.countsByStatus,
    log: app.log,
  });
}
