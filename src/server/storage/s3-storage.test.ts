// The S3 driver against a local S3-protocol server: what one driver stores another reads, names are
// listed and removed, and opening the storage is refused with the setting named when the bucket cannot be
// used (s3-start.process.test.ts: the same for the server process).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadEnv } from '../env.ts';
import { startS3Server, type S3Server } from '../test-support/s3-server.ts';
import { freePort } from '../test-support/postgres-cluster.ts';
import { openStorage } from './open-storage.ts';
import { createS3Storage, s3SettingsFromEnv, StorageSetupError } from './s3-storage.ts';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const settings = (overrides: Record<string, string> = {}) =>
  s3SettingsFromEnv(loadEnv({ ...s3.env, ...overrides }));

test('a file stored through one client is read, listed and removed through another', async () => {
  const writer = createS3Storage(settings());
  const reader = createS3Storage(settings());
  const body = Buffer.from('RIFF....WEBPVP8 pretend');
  await writer.put('up-shared.webp', body, 'image/webp');
  const read = await reader.get('up-shared.webp');
  expect(read?.body.equals(body)).toBe(true);
  expect(read?.contentType).toBe('image/webp');
  expect(await reader.list()).toContain('up-shared.webp');
  await reader.remove('up-shared.webp');
  expect(await writer.get('up-shared.webp')).toBeNull();
  expect(await writer.list()).not.toContain('up-shared.webp');
  // Removing what is gone, or reading an unsafe name, is no error.
  await writer.remove('up-shared.webp');
  expect(await writer.get('../secret.webp')).toBeNull();
  writer.close();
  reader.close();
});

test('a name the shop never makes is read as missing without asking the store', async () => {
  // Nobody answers at this endpoint: any request to it would fail.
  const storage = createS3Storage(settings({ S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` }));
  expect(await storage.get('../secret.webp')).toBeNull();
  // Longer than the shop's names, and than the 1,024 bytes an S3 key may hold.
  expect(await storage.get(`${'a'.repeat(1100)}.webp`)).toBeNull();
  storage.close();
});

test('a bucket that does not exist stops start-up naming S3_BUCKET', async () => {
  const attempt = openStorage(loadEnv({ ...s3.env, S3_BUCKET: 'no-such-bucket' }), '/tmp');
  await expect(attempt).rejects.toThrow(StorageSetupError);
  await expect(attempt).rejects.toThrow(/^S3_BUCKET: the bucket "no-such-bucket" does not exist/);
});

test('wrong credentials stop start-up naming the key settings', async () => {
  // The local server knows one key id (it does not check version 4 signatures, so the id is what is wrong).
  const attempt = openStorage(loadEnv({ ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' }), '/tmp');
  await expect(attempt).rejects.toThrow(/^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: .*refused/);
});

test('an object store nobody answers at stops start-up naming S3_ENDPOINT', async () => {
  const endpoint = `http://127.0.0.1:${await freePort()}`;
  const attempt = openStorage(loadEnv({ ...s3.env, S3_ENDPOINT: endpoint }), '/tmp');
  await expect(attempt).rejects.toThrow(new RegExp(`^S3_ENDPOINT \\(${endpoint}\\): .*cannot be reached`));
});

test('S3 settings are checked together', () => {
  expect(() => loadEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required with STORAGE_DRIVER=s3/);
  expect(() => loadEnv({ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  expect(() => loadEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
  expect(() => loadEnv({ S3_ENDPOINT: 'ftp://store' })).toThrow(/S3_ENDPOINT/);
  expect(() => loadEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER: must be local or s3/);
  expect(loadEnv({}).STORAGE_DRIVER).toBeUndefined();
});
