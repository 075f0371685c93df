// The embedded database's folder is open in one process at a time (folder-lock.ts): a command run while
// the server holds it refuses and changes nothing, and works once the server has stopped, however it
// stopped.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { spawnServer, waitUntilReady } from '../test-support/server-process.ts';
import { emptyPgliteDatabase } from '../test-support/test-app.ts';

const cliFile = path.join(import.meta.dirname, '..', 'cli', 'taproom.ts');

async function taproom(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cliFile, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test(
  'a command refuses while the server holds the embedded database, and works once it has stopped',
  { timeout: 90_000 },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-held-'));
    emptyPgliteDatabase(dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off' };
    const server = await spawnServer(env);
    try {
      await waitUntilReady(server);
      const refused = await taproom(dataDir, 'staff', 'create', 'owner@example.my');
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain(
        `the embedded database in ${dataDir} is open in another Taproom process`,
      );
      expect(refused.stdout).not.toMatch(/password/i);
      // A second server on the same folder stops at once with the same message.
      const second = await spawnServer(env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is open in another Taproom process');
      // The first one goes on serving.
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      // Killed outright: the folder is free again without the server's own clean-up.
      server.child.kill('SIGKILL');
      await server.exited;
    }
    const created = await taproom(dataDir, 'staff', 'create', 'owner@example.my');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/owner@example\.my/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
);
