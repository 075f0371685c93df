// The only reader of process.env. Every setting is validated here; a bad value stops start-up with a
// message naming the variable.
import net from 'node:net';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 ms')
    .max(3_600_000, 'must be at most an hour')
    .default(fallback);

/** A retention period: whole days, 30 to 3650. */
const retentionDays = (fallback: number) =>
  z.coerce
    .number('must be a whole number of days')
    .int('must be a whole number of days')
    .min(30, 'must be at least 30 days')
    .max(3650, 'must be at most 3650 days')
    .default(fallback);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may say who the client is through X-Forwarded-For: off (the default: the connecting peer
 * is the client), a number of proxy hops in front of the server, or a comma-separated list of proxy
 * addresses and CIDR ranges (also loopback, linklocal, uniquelocal).
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (!value || ['off', 'false', '0'].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'must be a hop count from 0 to 10' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be off, a hop count, or proxy addresses/CIDRs; not ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Where the built web app and custom-beer element are served from. */
  DIST_DIR: z.string().trim().min(1).default('./dist'),
  ACCESS_CODE: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Encrypts staff members' authenticator secrets at rest; derived from the signing secret when unset. */
  TWO_FACTOR_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: trustProxySetting,
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Taproom <orders@taproom.my>'),
  BREWERY_EMAIL: z.email({ message: 'must be an email address' }).default('brewer@taproom.my'),
  /** Days contact messages and custom-beer requests are kept before the retention sweep removes them. */
  RETENTION_DAYS: retentionDays(365),
  /** Days the audit trail of staff changes is kept before the retention sweep removes older events. */
  AUDIT_RETENTION_DAYS: retentionDays(730),
  /**
   * Days the copy of a delivered or failed mail is kept, a back-in-stock request after its mail went out or
   * its link lapsed unconfirmed, and a newsletter address after a sign-up never confirmed or after it
   * unsubscribed, before the retention sweep removes them.
   */
  MAIL_RETENTION_DAYS: retentionDays(30),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  /** `on` (set by `npm run dev`): pages and modules come from Vite's development server inside this one. */
  WEB_DEV_SERVER: z.enum(['on', 'off']).default('off'),
  /** The longest date range, in days, one CSV export (back office or command line) may cover. */
  EXPORT_MAX_DAYS: z.coerce
    .number('must be a whole number of days')
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(3660, 'must be at most 3660 days')
    .default(366),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The level of the access log's line for an answer under 500 (src/server/access-log.ts). */
  ACCESS_LOG_LEVEL: z.enum(['warn', 'info', 'debug', 'trace']).default('info'),
  /** The share of successful answers the access log writes, 0 to 1; errors and slow ones always. */
  ACCESS_LOG_SAMPLE: z.coerce
    .number('must be a number from 0 to 1')
    .min(0, 'must be from 0 to 1')
    .max(1, 'must be from 0 to 1')
    .default(1),
  /** An answer slower than this is always logged, at warn. */
  ACCESS_LOG_SLOW_MS: milliseconds(1_000),
  /** A client must send its request headers within this time. */
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  /** …and the whole request, headers and body, within this time. */
  BODY_TIMEOUT_MS: milliseconds(30_000),
  /** A connection with nothing sent or received for this long is closed, whatever it was doing. */
  REQUEST_TIMEOUT_MS: milliseconds(60_000),
  /** An idle kept-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  /** How often each server looks for low sizes; the mail itself goes out once a Malaysian day at most. */
  LOW_STOCK_CHECK_MS: milliseconds(900_000),
  /** How often one of the servers answers back-in-stock requests whose size can be ordered again. */
  BACK_IN_STOCK_CHECK_MS: milliseconds(60_000),
  /** How long a message the mail sender has taken stays reserved to it before another server may send it. */
  MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(300_000),
  /** Open connections at most; more are refused until some close. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(1_000),
  /** Open connections (behind TRUST_PROXY: open requests) of one client address at most; see below. */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Multiplies every rate limit; 1 in the shop, higher only where one address stands for many (test runs). */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000).default(1),
  /** Where uploaded images live: local (DATA_DIR/uploads, one server) or s3 (a bucket every server shares). */
  STORAGE_DRIVER: optionalText.pipe(z.enum(['local', 's3'], { message: 'must be local or s3' }).optional()),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)',
      )
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1, 'must name a region').default('us-east-1'),
  /** An S3-compatible store's own address (MinIO, R2, …); empty for AWS itself. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  ),
  /** Bucket in the path (http://host/bucket/key) rather than in the host name; most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: optionalText
    .pipe(z.enum(['true', 'false', '1', '0', 'on', 'off'], { message: 'must be true or false' }).optional())
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'on'].includes(value))),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** S3 settings go together: a bucket for the s3 driver, and both halves of a key pair or neither. */
function storageProblem(env: Env): string | null {
  if (storageDriver(env) === 'local') return null;
  if (!env.S3_BUCKET) return 'S3_BUCKET: required with STORAGE_DRIVER=s3';
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY)
    return 'S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID';
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID)
    return 'S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY';
  return null;
}

/** The storage driver in force: STORAGE_DRIVER, else s3 when a bucket is named, else local disk. */
export function storageDriver(env: Env): 'local' | 's3' {
  return env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
}

/** One client's share of the connections: the setting, else 50 or half of MAX_CONNECTIONS if that is less. */
export function connectionsPerClient(env: Env): number {
  return env.MAX_CONNECTIONS_PER_CLIENT ?? Math.max(1, Math.min(50, Math.floor(env.MAX_CONNECTIONS / 2)));
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const env = result.data;
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD)
      throw new EnvError('ADMIN_PASSWORD: required with ADMIN_EMAIL');
    if (env.HEADERS_TIMEOUT_MS > env.BODY_TIMEOUT_MS || env.BODY_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
      throw new EnvError('HEADERS_TIMEOUT_MS ≤ BODY_TIMEOUT_MS ≤ REQUEST_TIMEOUT_MS must hold');
    if ((env.MAX_CONNECTIONS_PER_CLIENT ?? 0) > env.MAX_CONNECTIONS / 2)
      throw new EnvError('MAX_CONNECTIONS_PER_CLIENT must be at most half of MAX_CONNECTIONS');
    const s3 = storageProblem(env);
    if (s3) throw new EnvError(s3);
    return env;
  }
  const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n  ${lines.join('\n  ')}`);
}
