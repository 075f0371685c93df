import { expect, test } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

test('an empty environment gives the documented defaults', () => {
  const env = loadEnv({});
  expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', NODE_ENV: 'development' });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.SMTP_URL).toBeUndefined();
});

test('blank optional values count as unset', () => {
  const env = loadEnv({ DATABASE_URL: '  ', SMTP_URL: '', ACCESS_CODE: '' });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.SMTP_URL).toBeUndefined();
  expect(env.ACCESS_CODE).toBeUndefined();
});

test('an invalid value stops start-up with a message naming the variable', () => {
  const attempt = () =>
    loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/shop', ADMIN_EMAIL: 'not-an-email' });
  expect(attempt).toThrow(EnvError);
  expect(attempt).toThrow(/PORT/);
  expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
  expect(attempt).toThrow(/ADMIN_EMAIL/);
});

test('an admin email without a password is refused', () => {
  expect(() => loadEnv({ ADMIN_EMAIL: 'brewer@taproom.my' })).toThrow(/ADMIN_PASSWORD/);
});

test('a short session secret is refused', () => {
  expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(
    /SESSION_SECRET: must be at least 32 characters/,
  );
});

test('the retention period defaults to a year and must be whole days between 30 and 3650', () => {
  expect(loadEnv({}).RETENTION_DAYS).toBe(365);
  expect(loadEnv({ RETENTION_DAYS: '90' }).RETENTION_DAYS).toBe(90);
  expect(() => loadEnv({ RETENTION_DAYS: '7' })).toThrow(/RETENTION_DAYS: must be at least 30 days/);
  expect(() => loadEnv({ RETENTION_DAYS: 'a year' })).toThrow(/RETENTION_DAYS/);
  expect(() => loadEnv({ RETENTION_DAYS: '30.5' })).toThrow(/RETENTION_DAYS: must be a whole number/);
});
