import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactMessages, customBeerRequests } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
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
