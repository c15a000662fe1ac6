import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'sqlite:<file> or postgres://…')
    .default('sqlite:./data/courtside.db'),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  SEED_DEMO: booleanFromEnv.default(true),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; connectionString: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: DatabaseTarget;
  jwtSecret: string;
  jwtExpiresIn: string;
  seedDemo: boolean;
  /** Address the browser reaches this server at; used for sandbox checkout links. */
  publicUrl: string | null;
  logLevel: string;
}

export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) return { dialect: 'sqlite', file: url.slice('sqlite:'.length) };
  return { dialect: 'postgres', connectionString: url };
}

/**
 * For local use a secret is minted once and kept beside the database, so tokens survive
 * restarts without any set-up; production must bring its own.
 */
function localJwtSecret(database: DatabaseTarget): string {
  const folder = database.dialect === 'sqlite' ? dirname(resolve(database.file)) : resolve('data');
  const file = resolve(folder, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(folder, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    database,
    jwtSecret: values.JWT_SECRET ?? localJwtSecret(database),
    jwtExpiresIn: values.JWT_EXPIRES_IN,
    seedDemo: values.SEED_DEMO,
    publicUrl: values.PUBLIC_URL ?? null,
    logLevel: values.LOG_LEVEL,
  };
}
