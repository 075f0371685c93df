// The server process refuses to start, naming the setting, when its S3 bucket is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawnServer } from '../test-support/server-process.ts';
import { startS3Server, type S3Server } from '../test-support/s3-server.ts';
import { emptyPgliteDatabase } from '../test-support/test-app.ts';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

test('the server process stops at start with the setting named when the bucket is missing', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-s3-start-'));
  emptyPgliteDatabase(dataDir);
  try {
    const server = await spawnServer({
      ...s3.env,
      S3_BUCKET: 'gone-bucket',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/S3_BUCKET: the bucket "gone-bucket" does not exist in the object store/);
    expect(server.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
