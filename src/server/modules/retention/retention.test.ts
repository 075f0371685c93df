import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { claimJobRun } from '../../db/job-runs.ts';
import { contactMessages, customBeerRequests, jobRuns } from '../../db/schema.ts';
import { freshDatabase, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { removeExpiredInquiries } from './retention.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RETENTION_DAYS: '90' } });
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

test('messages and custom-beer requests older than the retention period are removed, newer ones stay', async () => {
  const db = t.database.db;
  await db.insert(contactMessages).values([
    { name: 'Old', email: 'old@example.my', message: 'From long ago', createdAt: daysAgo(91) },
    { name: 'Recent', email: 'recent@example.my', message: 'From last month', createdAt: daysAgo(30) },
  ]);
  await db.insert(customBeerRequests).values([
    { email: 'old@example.my', occasion: { type: 'party' }, createdAt: daysAgo(200) },
    { email: 'new@example.my', occasion: { type: 'wedding' }, createdAt: daysAgo(89) },
  ]);

  expect(await removeExpiredInquiries(db, t.deps.env.RETENTION_DAYS)).toEqual({
    contactMessages: 1,
    customBeerRequests: 1,
  });
  expect((await db.select().from(contactMessages)).map((m) => m.name)).toEqual(['Recent']);
  expect((await db.select().from(customBeerRequests)).map((r) => r.email)).toEqual(['new@example.my']);
  // A second sweep finds nothing more to remove.
  expect(await removeExpiredInquiries(db, 90)).toEqual({ contactMessages: 0, customBeerRequests: 0 });
});

test('two servers starting on one database sweep once between them', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-sweep-'));
  const database = await freshDatabase(dir);
  await database.db.insert(contactMessages).values(
    Array.from({ length: 3 }, (_, i) => ({
      name: `Old ${i}`,
      email: `old${i}@example.my`,
      message: 'From long ago',
      createdAt: daysAgo(400),
    })),
  );
  const lines: string[] = [];
  const logDestination = { write: (line: string) => void lines.push(line) };
  const servers = await Promise.all(
    [1, 2].map(() => startTestApp({ database, logDestination, env: { LOG_LEVEL: 'info' } })),
  );
  try {
    const sweeps = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'retention sweep');
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0].removed).toEqual({ contactMessages: 3, customBeerRequests: 0, auditEvents: 0 });
    expect(await database.db.select().from(contactMessages)).toEqual([]);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a periodic job is claimed by one caller per period, and again once the period has passed', async () => {
  const db = t.database.db;
  const HOUR = 60 * 60 * 1000;
  const claims = await Promise.all(Array.from({ length: 5 }, () => claimJobRun(db, 'test-job', HOUR)));
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect(await claimJobRun(db, 'test-job', HOUR)).toBe(false);
  // The last run is moved back in time instead of waiting for the period to pass.
  const lastRunBack = (minutes: number) =>
    db
      .update(jobRuns)
      .set({ startedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(jobRuns.name, 'test-job'));
  await lastRunBack(50);
  expect(await claimJobRun(db, 'test-job', HOUR)).toBe(false);
  await lastRunBack(60);
  expect(await claimJobRun(db, 'test-job', HOUR)).toBe(true);
  expect(await claimJobRun(db, 'test-job', HOUR)).toBe(false);
});
