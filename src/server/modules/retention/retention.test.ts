import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { claimJobRun } from '../../db/job-runs.ts';
import {
  backInStockRequests,
  contactMessages,
  customBeerRequests,
  jobRuns,
  mailOutbox,
  newsletterSubscribers,
} from '../../db/schema.ts';
import { unsubscribeAddress } from '../newsletter/repository.ts';
import { seedOrderFixtures } from '../orders/order-fixtures.ts';
import { freshDatabase, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { removeExpiredInquiries, removeExpiredRecords } from './retention.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RETENTION_DAYS: '90' } });
});
const periods = () => ({
  inquiryDays: t.deps.env.RETENTION_DAYS,
  auditDays: t.deps.env.AUDIT_RETENTION_DAYS,
  mailDays: t.deps.env.MAIL_RETENTION_DAYS,
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

test('copies of mails delivered or given up on are removed after MAIL_RETENTION_DAYS; mails still to go stay', async () => {
  const db = t.database.db;
  expect(t.deps.env.MAIL_RETENTION_DAYS).toBe(30);
  const mail = (subject: string, fields: Partial<typeof mailOutbox.$inferInsert>) => ({
    kind: 'order-acknowledgement',
    recipient: 'aminah@example.my',
    subject,
    textBody: 'Aminah, 12 Jalan Ampang',
    htmlBody: '<p>Aminah, 12 Jalan Ampang</p>',
    ...fields,
  });
  await db
    .insert(mailOutbox)
    .values([
      mail('delivered long ago', { status: 'sent', createdAt: daysAgo(32), sentAt: daysAgo(31) }),
      mail('delivered last week', { status: 'sent', createdAt: daysAgo(40), sentAt: daysAgo(7) }),
      mail('given up on long ago', { status: 'failed', createdAt: daysAgo(31) }),
      mail('given up on lately', { status: 'failed', createdAt: daysAgo(2) }),
      mail('still to go', { status: 'pending', createdAt: daysAgo(60) }),
    ]);

  expect((await removeExpiredRecords(db, periods())).mailCopies).toBe(2);
  const left = await db.select({ subject: mailOutbox.subject }).from(mailOutbox);
  expect(left.map((m) => m.subject).sort()).toEqual([
    'delivered last week',
    'given up on lately',
    'still to go',
  ]);
  expect((await removeExpiredRecords(db, periods())).mailCopies).toBe(0);
  await db.delete(mailOutbox);
});

test('a back-in-stock request is removed MAIL_RETENTION_DAYS after its mail, or after its link lapsed unconfirmed', async () => {
  const db = t.database.db;
  const { can } = await seedOrderFixtures(db);
  const request = (email: string, fields: Partial<typeof backInStockRequests.$inferInsert>) => ({
    variantId: can.variantId,
    email,
    noticeVersion: '1.0',
    tokenExpiresAt: daysAgo(100),
    createdAt: daysAgo(107),
    ...fields,
  });
  await db
    .insert(backInStockRequests)
    .values([
      request('told-long-ago@example.my', { confirmedAt: daysAgo(100), notifiedAt: daysAgo(31) }),
      request('told-lately@example.my', { confirmedAt: daysAgo(100), notifiedAt: daysAgo(3) }),
      request('still-waiting@example.my', { confirmedAt: daysAgo(100) }),
      request('never-confirmed@example.my', { tokenHash: 'a'.repeat(64), tokenExpiresAt: daysAgo(31) }),
      request('link-lapsed-lately@example.my', { tokenHash: 'b'.repeat(64), tokenExpiresAt: daysAgo(2) }),
      request('link-still-good@example.my', { tokenHash: 'c'.repeat(64), tokenExpiresAt: daysAgo(-5) }),
    ]);

  expect((await removeExpiredRecords(db, periods())).backInStockRequests).toBe(2);
  const left = await db.select({ email: backInStockRequests.email }).from(backInStockRequests);
  expect(left.map((r) => r.email).sort()).toEqual([
    'link-lapsed-lately@example.my',
    'link-still-good@example.my',
    'still-waiting@example.my',
    'told-lately@example.my',
  ]);
});

test('a newsletter address unsubscribed, or never confirmed, is removed MAIL_RETENTION_DAYS later', async () => {
  const db = t.database.db;
  const subscriber = (
    email: string,
    status: 'pending' | 'active' | 'unsubscribed',
    changedDaysAgo: number,
  ) => ({
    email,
    status,
    isActive: status === 'active',
    createdAt: daysAgo(400),
    statusChangedAt: daysAgo(changedDaysAgo),
  });
  await db
    .insert(newsletterSubscribers)
    .values([
      subscriber('left-long-ago@example.my', 'unsubscribed', 31),
      subscriber('left-lately@example.my', 'unsubscribed', 5),
      subscriber('never-confirmed@example.my', 'pending', 31),
      subscriber('signed-up-lately@example.my', 'pending', 3),
      subscriber('reader-for-years@example.my', 'active', 400),
    ]);

  expect((await removeExpiredRecords(db, periods())).newsletterSubscribers).toBe(2);
  const left = await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
  expect(left.map((r) => r.email).sort()).toEqual([
    'left-lately@example.my',
    'reader-for-years@example.my',
    'signed-up-lately@example.my',
  ]);
});

test('unsubscribing starts the period: an address read for years stays for it after leaving', async () => {
  const db = t.database.db;
  await db.insert(newsletterSubscribers).values({
    email: 'leaving@example.my',
    status: 'active',
    isActive: true,
    statusChangedAt: daysAgo(400),
  });
  await unsubscribeAddress(db, 'leaving@example.my');
  expect((await removeExpiredRecords(db, periods())).newsletterSubscribers).toBe(0);
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, 'leaving@example.my'));
  expect(row?.status).toBe('unsubscribed');
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
    expect(sweeps[0].removed).toEqual({
      contactMessages: 3,
      customBeerRequests: 0,
      auditEvents: 0,
      mailCopies: 0,
      backInStockRequests: 0,
      newsletterSubscribers: 0,
    });
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
