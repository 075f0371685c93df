import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { runAdminCli } from './admin-cli.ts';
import { verifyPassword } from './auth/password.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';

// The CLI opens the database itself from the environment: here an embedded one in a folder of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runAdminCli(args, { NODE_ENV: 'test', DATA_DIR: dataDir }, (line) => lines.push(line));
  return { code, lines };
}

async function storedHash(email: string): Promise<string | null | undefined> {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row?.passwordHash;
  } finally {
    await database.close();
  }
}

test('the admin CLI refuses a missing or invalid email with usage help', async () => {
  expect((await run([])).code).toBe(2);
  expect((await run(['create'])).lines[0]).toBe('Usage: npm run admin -- create <email>');
  expect((await run(['create', 'not-an-email'])).code).toBe(2);
}, 60_000);

test('the CLI creates an admin whose password is the one it printed, and resets it when run again', async () => {
  const first = await run(['create', 'Brewer@Taproom.test']);
  expect(first.code).toBe(0);
  expect(first.lines[0]).toBe('Admin brewer@taproom.test created.');
  const password = first.lines.find((l) => l.startsWith('Password: '))!.slice('Password: '.length);
  expect(password.length).toBeGreaterThanOrEqual(16);
  expect(await verifyPassword(password, (await storedHash('brewer@taproom.test'))!)).toBe(true);

  const second = await run(['create', 'brewer@taproom.test']);
  expect(second.lines[0]).toBe('Admin brewer@taproom.test already existed; password reset.');
  const newPassword = second.lines.find((l) => l.startsWith('Password: '))!.slice('Password: '.length);
  const hash = (await storedHash('brewer@taproom.test'))!;
  expect(await verifyPassword(newPassword, hash)).toBe(true);
  expect(await verifyPassword(password, hash)).toBe(false);
}, 120_000);
