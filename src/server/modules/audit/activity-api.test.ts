// The Activity screen's API: staff only, newest first, paged, filtered by staff member, kind, shop days
// and label; the export reads a date range in order; the retention sweep prunes old events.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { malaysiaDay } from '../../../shared/dates.ts';
import { auditEvents } from '../../db/schema.ts';
import { signInAdmin, TEST_ADMIN } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { upsertAdmin, findStaffByEmail } from '../staff/staff-accounts.ts';
import { removeExpiredRecords } from '../retention/retention.ts';
import { activityExportBatches } from './repository.ts';

let t: TestApp;
let admin: TestClient;
let me: { id: string; email: string };
let other: { id: string; email: string };

const at = (iso: string) => new Date(iso);
const event = (
  actor: { id: string; email: string },
  action: string,
  entityType: string,
  label: string,
  createdAt: Date,
) => ({
  actorId: actor.id,
  actorEmail: actor.email,
  action,
  entityType,
  entityId: null,
  entityLabel: label,
  changes: { before: {}, after: {} },
  createdAt,
});

beforeAll(async () => {
  t = await startTestApp({ env: { AUDIT_RETENTION_DAYS: '400' } });
  admin = await signInAdmin(t);
  await upsertAdmin(t.database.db, 'brewer@taproom.test', 'another-password-1');
  me = (await findStaffByEmail(t.database.db, TEST_ADMIN.email))!;
  other = (await findStaffByEmail(t.database.db, 'brewer@taproom.test'))!;
  // Fixed moments long before the test's own sign-ins (which are "now"), one of them just before
  // midnight in Kuala Lumpur (UTC+8) and one just after.
  await t.database.db
    .insert(auditEvents)
    .values([
      event(me, 'variant.price', 'variant', 'Hornbill Pale Ale 330 ml', at('2026-03-01T15:59:00Z')),
      event(other, 'order.status', 'order', 'TR-1042', at('2026-03-01T16:01:00Z')),
      event(me, 'product.update', 'product', 'Kelip Stout', at('2026-03-02T04:00:00Z')),
      event(other, 'settings.update', 'settings', '', at('2026-03-03T04:00:00Z')),
      event(me, 'order.note', 'order', 'TR-1043', at('2026-03-04T04:00:00Z')),
    ]);
});
afterAll(() => t.close());

type Page = { items: { action: string; entityLabel: string; actorEmail: string }[]; total: number };
const labels = (page: Page) => page.items.map((item) => item.entityLabel);
const list = async (query: string) => {
  const res = await admin.get<Page>(`/api/admin/activity?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

test('visitors and customers cannot read the activity', async () => {
  expect((await t.client().get('/api/admin/activity')).status).toBe(401);
  const customer = t.client();
  await customer.post('/api/customer/register', {
    email: 'aina@example.my',
    password: 'secret-123',
    firstName: 'Aina',
    lastName: 'Rahman',
  });
  expect((await customer.get('/api/admin/activity')).status).toBe(401);
  expect((await customer.get('/api/admin/activity/staff')).status).toBe(401);
});

test('staff read the newest first, one page at a time', async () => {
  const first = await list('pageSize=2&to=2026-03-31');
  expect(first.total).toBe(5);
  expect(labels(first)).toEqual(['TR-1043', '']);
  expect(labels(await list('pageSize=2&page=3&to=2026-03-31'))).toEqual(['Hornbill Pale Ale 330 ml']);
  // The test's own sign-in is the newest event of all.
  expect((await list('pageSize=1')).items[0]).toMatchObject({ action: 'staff.sign-in' });
});

test('filters: staff member, kind of thing, whole days in the shop time zone, and the label', async () => {
  expect(labels(await list(`actor=${other.id}`))).toEqual(['', 'TR-1042']);
  expect(labels(await list('kind=orders'))).toEqual(['TR-1043', 'TR-1042']);
  expect(labels(await list('kind=products'))).toEqual(['Kelip Stout', 'Hornbill Pale Ale 330 ml']);
  // 2026-03-01T16:01Z is already 2 March in Kuala Lumpur; 15:59Z is still 1 March.
  expect(labels(await list('from=2026-03-02&to=2026-03-02'))).toEqual(['Kelip Stout', 'TR-1042']);
  expect(labels(await list('to=2026-03-01'))).toEqual(['Hornbill Pale Ale 330 ml']);
  expect(labels(await list('q=hornbill'))).toEqual(['Hornbill Pale Ale 330 ml']);
  expect(labels(await list(`q=TR-104&actor=${me.id}&kind=orders`))).toEqual(['TR-1043']);
  expect((await list('kind=signIns')).items.every((item) => item.action.startsWith('staff.'))).toBe(true);
  expect((await list('q=%25')).total).toBe(0);
});

test('bad parameters answer 400 naming the parameter', async () => {
  for (const [query, message] of [
    ['pageSize=101', 'pageSize must be at most 100'],
    ['kind=recipes', 'kind must be'],
    ['actor=me', 'actor must be a staff account id'],
    ['from=2026-03-05&to=2026-03-01', 'from must not be after to'],
    ['from=yesterday', 'from must be a date like 2026-01-31'],
  ]) {
    const res = await admin.get(`/api/admin/activity?${query}`);
    expect(res.status, query).toBe(400);
    expect(res.text, query).toContain(message);
  }
});

test('the staff filter lists every staff account', async () => {
  const res = await admin.get('/api/admin/activity/staff');
  expect(res.body).toEqual([
    { id: other.id, email: 'brewer@taproom.test' },
    { id: me.id, email: TEST_ADMIN.email },
  ]);
});

test('the export yields every event of a range once, oldest first, across batches', async () => {
  const range = { from: '2026-03-02', to: '2026-03-03' };
  const seen = [];
  for await (const batch of activityExportBatches(t.database.db, range, 1))
    seen.push(...batch.map((item) => item.entityLabel));
  expect(seen).toEqual(['TR-1042', 'Kelip Stout', '']);
  // Several events in one transaction share a timestamp; batches still neither skip nor repeat any.
  const now = new Date();
  await t.database.db
    .insert(auditEvents)
    .values(['a', 'b', 'c', 'd', 'e'].map((label) => event(me, 'image.reorder', 'product', label, now)));
  const same = [];
  const today = malaysiaDay(now);
  for await (const batch of activityExportBatches(
    t.database.db,
    { from: today, to: today, status: 'products' },
    2,
  ))
    same.push(...batch.map((item) => item.entityLabel));
  expect(same).toEqual(['a', 'b', 'c', 'd', 'e']);
});

test('the retention sweep removes events older than AUDIT_RETENTION_DAYS and keeps the rest', async () => {
  const db = t.database.db;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await db
    .insert(auditEvents)
    .values([
      event(me, 'product.update', 'product', 'Expired', daysAgo(401)),
      event(me, 'product.update', 'product', 'Kept', daysAgo(399)),
    ]);
  const periods = { inquiryDays: 365, auditDays: t.deps.env.AUDIT_RETENTION_DAYS, mailDays: 30 };
  // The five fixed events of March 2026 are older than 400 days by the test's clock only if it runs
  // after April 2027; count what is older than the period instead of assuming it.
  const expired = (await db.select().from(auditEvents)).filter(
    (row) => row.createdAt.getTime() < daysAgo(400).getTime(),
  ).length;
  expect((await removeExpiredRecords(db, periods)).auditEvents).toBe(expired);
  const left = (await db.select().from(auditEvents)).map((row) => row.entityLabel);
  expect(left).toContain('Kept');
  expect(left).not.toContain('Expired');
  expect((await removeExpiredRecords(db, periods)).auditEvents).toBe(0);
});
