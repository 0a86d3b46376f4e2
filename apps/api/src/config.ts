/** Settings from the environment, checked once at start so a bad value fails fast. */
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().min(1).optional(),
  APP_DIST: z.string().min(1).optional(),
  APP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_COOKIE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('backoffice_session'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Backoffice <no-reply@backoffice.local>'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Postgres schema to use on a server (tests isolate runs with their own). */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  appDist: string;
  /** Public base URL for links in mail; defaults to http://localhost:PORT. */
  appUrl: string | undefined;
  logLevel: string;
  production: boolean;
  sessionLifetimeMinutes: number;
  sessionCookie: string;
  trustProxy: boolean;
  pgPoolMax: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
}

/** Reads and checks the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in a shell's `DATABASE_URL= npm start`.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR ?? join(repoRoot, 'data')),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: undefined,
    redisUrl: e.REDIS_URL,
    appDist: resolve(e.APP_DIST ?? join(repoRoot, 'apps', 'backoffice', 'dist')),
    appUrl: e.APP_URL,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    sessionLifetimeMinutes: e.SESSION_LIFETIME_MINUTES,
    sessionCookie: e.SESSION_COOKIE,
    trustProxy: e.TRUST_PROXY,
    pgPoolMax: e.PG_POOL_MAX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
  };
}
