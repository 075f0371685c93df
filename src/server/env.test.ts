import { expect, test } from 'vitest';
import { connectionsPerClient, EnvError, loadEnv } from './env.ts';

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
  expect(loadEnv({}).RATE_LIMIT_SCALE).toBe(1);
  expect(() => loadEnv({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  expect(loadEnv({}).RETENTION_DAYS).toBe(365);
  expect(loadEnv({ RETENTION_DAYS: '90' }).RETENTION_DAYS).toBe(90);
  expect(() => loadEnv({ RETENTION_DAYS: '7' })).toThrow(/RETENTION_DAYS: must be at least 30 days/);
  expect(() => loadEnv({ RETENTION_DAYS: 'a year' })).toThrow(/RETENTION_DAYS/);
  expect(() => loadEnv({ RETENTION_DAYS: '30.5' })).toThrow(/RETENTION_DAYS: must be a whole number/);
});

test('the audit trail is kept two years by default, for 30 to 3650 whole days', () => {
  expect(loadEnv({}).AUDIT_RETENTION_DAYS).toBe(730);
  expect(loadEnv({ AUDIT_RETENTION_DAYS: '400' }).AUDIT_RETENTION_DAYS).toBe(400);
  expect(() => loadEnv({ AUDIT_RETENTION_DAYS: '29' })).toThrow(
    /AUDIT_RETENTION_DAYS: must be at least 30 days/,
  );
  expect(() => loadEnv({ AUDIT_RETENTION_DAYS: '3651' })).toThrow(
    /AUDIT_RETENTION_DAYS: must be at most 3650/,
  );
});

test('copies of sent mail are kept 30 days by default, for 30 to 3650 whole days', () => {
  expect(loadEnv({}).MAIL_RETENTION_DAYS).toBe(30);
  expect(loadEnv({ MAIL_RETENTION_DAYS: '90' }).MAIL_RETENTION_DAYS).toBe(90);
  expect(() => loadEnv({ MAIL_RETENTION_DAYS: '7' })).toThrow(
    /MAIL_RETENTION_DAYS: must be at least 30 days/,
  );
});

test('connection timeouts default to 10 s, 30 s and 60 s and refuse nonsense', () => {
  const env = loadEnv({});
  expect([env.HEADERS_TIMEOUT_MS, env.BODY_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS]).toEqual([
    10_000, 30_000, 60_000,
  ]);
  expect(() => loadEnv({ BODY_TIMEOUT_MS: 'soon' })).toThrow(/BODY_TIMEOUT_MS: must be a number/);
  expect(() => loadEnv({ HEADERS_TIMEOUT_MS: '5' })).toThrow(/HEADERS_TIMEOUT_MS: must be at least 100 ms/);
  expect(() => loadEnv({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HEADERS_TIMEOUT_MS ≤ BODY_TIMEOUT_MS/);
  expect(() => loadEnv({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
});

test("one client's share of the connections is 50, at most half of MAX_CONNECTIONS", () => {
  expect(connectionsPerClient(loadEnv({}))).toBe(50);
  expect(connectionsPerClient(loadEnv({ MAX_CONNECTIONS: '60' }))).toBe(30);
  expect(connectionsPerClient(loadEnv({ MAX_CONNECTIONS_PER_CLIENT: '8' }))).toBe(8);
  expect(() => loadEnv({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_CLIENT: '51' })).toThrow(
    /MAX_CONNECTIONS_PER_CLIENT must be at most half/,
  );
});

test('TRUST_PROXY is off by default and takes a hop count or proxy addresses and CIDRs', () => {
  expect(loadEnv({}).TRUST_PROXY).toBe(false);
  expect(loadEnv({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1, loopback' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '192.0.2.7',
    '::1',
    'loopback',
  ]);
  expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be off, a hop count/);
  expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  expect(() => loadEnv({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY: must be a hop count/);
});
