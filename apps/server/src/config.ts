import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import type { HttpSmsConfig } from './modules/messaging/messaging.service.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'sqlite:<file> or postgres://…')
    .default('sqlite:./data/courtside.db'),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'mailto:<address> or https://…')
    .optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  PAYMENTS_SANDBOX: booleanFromEnv.optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, dot, dash and underscore')
    .default('courtside'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  UPLOADS_STORAGE: z.enum(['folder', 'database']).default('folder'),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Courtside <no-reply@courtside.local>'),
  SMS_API_URL: z.string().url().optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
      'a secret key (sk_test_…) or restricted key (rk_test_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'whsec_…')
    .optional(),
  /** Another address for Stripe's API, e.g. a local stand-in such as stripe-mock. */
  STRIPE_API_URL: z.string().url().optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, '16 to 256 visible ASCII characters')
    .optional(),
};

/** The name of every variable the server reads (docs/configuration.md lists each). */
export const configVariables = Object.keys(envShape);

/**
 * An empty value reads as unset, for every variable: `SMTP_URL=` in an env file, or compose's
 * `${SMTP_URL:-}` when .env leaves it out, keeps the feature off (or the default) instead of
 * refusing to start.
 */
const envSchema = z.preprocess(
  (env) =>
    Object.fromEntries(
      Object.entries(env as NodeJS.ProcessEnv).filter(([, value]) => value !== ''),
    ),
  z.object(envShape),
);

/**
 * Which proxies may name the client in X-Forwarded-For: none, the nearest N hops, or the
 * listed addresses and ranges. Trusting every sender would let any client pick its own
 * address and escape every per-address limit.
 */
export type TrustProxy = false | number | string[];

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const maxBits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= maxBits;
};

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0)
    throw new Error(
      `Invalid configuration: TRUST_PROXY takes a hop count or proxy addresses, not ${bad.join(', ')}`,
    );
  return entries;
}

export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; connectionString: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: DatabaseTarget;
  jwtSecret: string;
  /** The local file the secret was read from or written to; null when JWT_SECRET gave it. */
  jwtSecretFile: string | null;
  jwtExpiresIn: string;
  /** The key pair web push is signed with (VAPID), and whom push services may contact. */
  vapid: VapidKeys;
  /** The local file the VAPID keys were read from or written to; null when the env gave them. */
  vapidKeysFile: string | null;
  seedDemo: boolean;
  /** Address the browser reaches this server at; used for sandbox checkout links. */
  publicUrl: string | null;
  logLevel: string;
  trustProxy: TrustProxy;
  /** The embedded sandbox checkout approves any payment for free: never on by accident in production. */
  paymentsSandbox: boolean;
  /** Redis carrying notification signals between server processes; null uses the database. */
  redisUrl: string | null;
  /** Prefix of this deployment's Redis channels, so that two deployments can share a Redis. */
  redisNamespace: string;
  /** PostgreSQL connections each server process keeps at most (its listener aside). */
  databasePoolSize: number;
  /** How long start-up keeps trying to reach the database before giving up. */
  databaseWaitMs: number;
  /** How long a PostgreSQL statement may take before it is given up (503). */
  databaseQueryTimeoutMs: number;
  /** Folder uploaded pictures are kept in (with `folder` storage); several processes must share it. */
  uploadsDir: string;
  /** Where uploaded pictures are kept: `folder` (UPLOADS_DIR) or `database` (no shared folder). */
  uploadsStorage: 'folder' | 'database';
  /** How often the background jobs (lapsed holds, owed refunds, …) are due. */
  sweepIntervalMs: number;
  /** How long a stopping process waits for requests under way before it closes them. */
  shutdownTimeoutMs: number;
  /** Bearer token that /metrics asks for; null leaves /metrics off (404). */
  metricsToken: string | null;
  /** Card payments through Stripe; null keeps cards on the sandbox (or off). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /** The SMTP server e-mails go through, and their sender; null writes them to the log. */
  mail: { smtpUrl: string; from: string } | null;
  /** The SMS API (Twilio's Messages API shape); null writes text messages to the log. */
  sms: HttpSmsConfig | null;
}

function messagingConfig(values: z.infer<typeof envSchema>): Pick<Config, 'mail' | 'sms'> {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = values;
  return { mail: smtpUrl ? { smtpUrl, from } : null, sms: smsConfig(values) };
}

/** The SMS API is configured by all four of its variables, or none. */
function smsConfig(values: z.infer<typeof envSchema>): HttpSmsConfig | null {
  const parts = {
    SMS_API_URL: values.SMS_API_URL,
    SMS_ACCOUNT_SID: values.SMS_ACCOUNT_SID,
    SMS_AUTH_TOKEN: values.SMS_AUTH_TOKEN,
    SMS_FROM: values.SMS_FROM,
  };
  const missing = Object.entries(parts).filter(([, value]) => value === undefined);
  if (missing.length === 4) return null;
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration: the SMS API also needs ${missing.map(([name]) => name).join(', ')}`,
    );
  return {
    apiUrl: parts.SMS_API_URL ?? '',
    accountSid: parts.SMS_ACCOUNT_SID ?? '',
    authToken: parts.SMS_AUTH_TOKEN ?? '',
    from: parts.SMS_FROM ?? '',
  };
}

export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) return { dialect: 'sqlite', file: url.slice('sqlite:'.length) };
  return { dialect: 'postgres', connectionString: url };
}

/** The folder local secrets are kept in: the SQLite file's, or ./data. */
const dataFolder = (database: DatabaseTarget) =>
  database.dialect === 'sqlite' ? dirname(resolve(database.file)) : resolve('data');

/**
 * For local use a secret is minted once and kept beside the database, so tokens survive
 * restarts without any set-up; production must bring its own.
 */
function localJwtSecret(database: DatabaseTarget): { secret: string; file: string } {
  const folder = dataFolder(database);
  const file = resolve(folder, 'jwt-secret');
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), file };
  mkdirSync(folder, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return { secret, file };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Like the token secret, a VAPID key pair is minted once and kept beside the database: a
 * device's subscription is bound to the public key, so a new pair would silence every device.
 */
function localVapidKeys(database: DatabaseTarget): {
  keys: Omit<VapidKeys, 'subject'>;
  file: string;
} {
  const file = resolve(dataFolder(database), 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { keys: { publicKey: kept.publicKey, privateKey: kept.privateKey }, file };
  }
  mkdirSync(dirname(file), { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { keys, file };
}

/** Both VAPID keys come together; several processes must share them (docs/configuration.md). */
function vapidConfig(values: z.infer<typeof envSchema>, database: DatabaseTarget) {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  if (!publicKey !== !privateKey)
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const subject = vapidSubject(values);
  if (publicKey && privateKey)
    return { vapid: { publicKey, privateKey, subject }, vapidKeysFile: null };
  const local = localVapidKeys(database);
  return { vapid: { ...local.keys, subject }, vapidKeysFile: local.file };
}

/** Whom push services may contact: VAPID_SUBJECT, else the https PUBLIC_URL. */
function vapidSubject(values: z.infer<typeof envSchema>): string {
  if (values.VAPID_SUBJECT) return values.VAPID_SUBJECT;
  const url = values.PUBLIC_URL;
  return url?.startsWith('https://') ? url : 'mailto:admin@localhost';
}

/**
 * Where the token secret came from, said at start-up: a secret kept in a local file is this
 * folder's alone, and tokens signed by one process are refused by another that reads its own.
 */
export function jwtSecretNotice(config: Pick<Config, 'jwtSecretFile'>): string {
  return config.jwtSecretFile === null
    ? 'tokens are signed with JWT_SECRET'
    : `tokens are signed with the secret kept in ${config.jwtSecretFile}; several server processes must share one secret: set JWT_SECRET to the same value in each (docs/configuration.md)`;
}

/** Stripe's keys come together, and Stripe sends the payer back to PUBLIC_URL. */
function stripeConfig(values: z.infer<typeof envSchema>): Config['stripe'] {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = values;
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret)
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together (docs/configuration.md, Card payments with Stripe)',
    );
  if (!values.PUBLIC_URL)
    throw new Error(
      'Invalid configuration: Stripe needs PUBLIC_URL, the address it sends the payer back to',
    );
  return { secretKey, webhookSecret, apiUrl: values.STRIPE_API_URL ?? null };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.JWT_SECRET) {
    throw new Error('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  const database = parseDatabaseUrl(values.DATABASE_URL);
  const jwt = values.JWT_SECRET
    ? { secret: values.JWT_SECRET, file: null }
    : localJwtSecret(database);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    database,
    jwtSecret: jwt.secret,
    jwtSecretFile: jwt.file,
    jwtExpiresIn: values.JWT_EXPIRES_IN,
    ...vapidConfig(values, database),
    seedDemo: values.SEED_DEMO,
    publicUrl: values.PUBLIC_URL ?? null,
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    paymentsSandbox: values.PAYMENTS_SANDBOX ?? values.NODE_ENV !== 'production',
    redisUrl: values.REDIS_URL ?? null,
    redisNamespace: values.REDIS_NAMESPACE,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    databaseWaitMs: values.DATABASE_WAIT_SECONDS * 1000,
    databaseQueryTimeoutMs: values.DATABASE_QUERY_TIMEOUT_MS,
    uploadsDir: values.UPLOADS_DIR,
    uploadsStorage: values.UPLOADS_STORAGE,
    sweepIntervalMs: values.SWEEP_INTERVAL_SECONDS * 1000,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    metricsToken: values.METRICS_TOKEN ?? null,
    ...messagingConfig(values),
    stripe: stripeConfig(values),
  };
}
