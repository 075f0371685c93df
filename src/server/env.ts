// The only reader of process.env. Every setting is validated here; a bad value stops start-up with a
// message naming the variable.
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

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
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Taproom <orders@taproom.my>'),
  BREWERY_EMAIL: z.email({ message: 'must be an email address' }).default('brewer@taproom.my'),
  /** Days contact messages and custom-beer requests are kept before the retention sweep removes them. */
  RETENTION_DAYS: z.coerce
    .number('must be a whole number of days')
    .int('must be a whole number of days')
    .min(30, 'must be at least 30 days')
    .max(3650, 'must be at most 3650 days')
    .default(365),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const env = result.data;
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD)
      throw new EnvError('ADMIN_PASSWORD: required with ADMIN_EMAIL');
    return env;
  }
  const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n  ${lines.join('\n  ')}`);
}
