import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import {
  consentRecords,
  contactMessages,
  customers,
  mailOutbox,
  newsletterSubscribers,
  orders,
} from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { proveEmail } from '../../test-support/email-verification.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from '../orders/order-fixtures.ts';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

/** A registered, signed-in customer who proved the address, with one order, one message and a newsletter sign-up. */
async function customerWithHistory(email: string): Promise<{ client: TestClient; orderId: string }> {
  const client = t.client();
  const registered = await client.post('/api/customer/register', {
    email,
    password: 'secret12',
    firstName: 'Nurul',
    lastName: 'Huda',
    phone: '+60 12-111 2222',
    marketingConsent: true,
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  expect(registered.status).toBe(201);
  await proveEmail(t, email);
  const order = await client.post(
    '/api/orders',
    submission([line(f.can, 2)], { customerEmail: email, customerName: 'Nurul Huda', notes: 'Ring twice' }),
  );
  expect(order.status).toBe(201);
  await t
    .client()
    .post('/api/contact', { name: 'Nurul', email: email.toUpperCase(), message: 'Hello brewer' });
  // The newsletter sign-up that registration started, confirmed from the mailed link.
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'newsletter-confirm')));
  const token = decodeURIComponent(/\/newsletter\/confirm\?token=(\S+)/.exec(mail!.textBody)![1]!);
  expect((await t.client().post('/api/newsletter/confirm', { token })).status).toBe(200);
  return { client, orderId: order.body.order.id };
}

test('a signed-in customer downloads everything held about them as JSON', async () => {
  const { client, orderId } = await customerWithHistory('nurul@example.my');
  const res = await client.get('/api/customer/data-export');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="taproom-data-.+\.json"$/);
  expect(res.body.profile).toMatchObject({
    email: 'nurul@example.my',
    firstName: 'Nurul',
    phone: '+60121112222',
  });
  expect(res.body.profile).not.toHaveProperty('password');
  expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
  expect(res.body.contactMessages.map((m: { message: string }) => m.message)).toEqual(['Hello brewer']);
  expect(res.body.consents.newsletter).toEqual([
    expect.objectContaining({ status: 'active', subscribed: true }),
  ]);
  // Both consents: the choice ticked at registration, and the newsletter confirmed from the mail.
  expect(res.body.consents.records).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        kind: 'marketing',
        sourceForm: 'register',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        givenAt: expect.any(String),
        withdrawnAt: null,
      }),
      expect.objectContaining({ kind: 'newsletter', sourceForm: 'register', withdrawnAt: null }),
    ]),
  );
  expect(res.body.consents.records).toHaveLength(2);
  expect(res.body.consents.ageDeclarations[0].declaredAt).toEqual(expect.any(String));
  // The mails whose copies the shop still holds, by subject and date: the order's among them.
  expect(res.body.mails).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        kind: 'order-acknowledgement',
        subject: expect.stringMatching(/order/i),
        writtenAt: expect.any(String),
      }),
    ]),
  );
  expect(res.body.mails.every((m: object) => !('textBody' in m) && !('htmlBody' in m))).toBe(true);
});

test('export and deletion need the signed-in session: a visitor gets 401 and nothing changes', async () => {
  const before = await t.database.db.select().from(customers);
  expect((await t.client().get('/api/customer/data-export')).status).toBe(401);
  expect((await t.client().request('DELETE', '/api/customer/account')).status).toBe(401);
  expect(await t.database.db.select().from(customers)).toEqual(before);
});

test('a customer deletes their account: orders stay without personal fields, sessions end, the email is free again', async () => {
  const { client, orderId } = await customerWithHistory('delete.me@example.my');
  const other = await customerWithHistory('stays@example.my');
  // Every mail so far delivered, and one more still to go to the address being deleted.
  const db = t.database.db;
  await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() });
  const copiesTo = async (email: string) =>
    (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((m) => m.status);
  expect((await copiesTo('delete.me@example.my')).length).toBeGreaterThan(0);
  // Due in an hour, so the mail sender running beside the test does not deliver it first.
  await db.insert(mailOutbox).values({
    kind: 'order-status',
    recipient: 'delete.me@example.my',
    subject: 'Your order is ready',
    textBody: 'Ready',
    htmlBody: '<p>Ready</p>',
    nextAttemptAt: new Date(Date.now() + 3_600_000),
  });
  const othersCopies = await copiesTo('stays@example.my');
  expect((await client.request('DELETE', '/api/customer/account')).status).toBe(204);
  // The delivered copies go; the mail still to go is sent; another customer's copies stay.
  expect(await copiesTo('delete.me@example.my')).toEqual(['pending']);
  expect(await copiesTo('stays@example.my')).toEqual(othersCopies);

  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({
    customerId: null,
    customerName: 'Deleted customer',
    customerEmail: '',
    customerPhone: null,
    notes: null,
    totalAmount: '28.00',
  });
  expect(
    await t.database.db.select().from(contactMessages).where(eq(contactMessages.name, 'Nurul')),
  ).toHaveLength(2);
  expect(
    await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'delete.me@example.my')),
  ).toEqual([]);
  // The consents stay as proof, withdrawn and no longer tied to an account.
  const consents = await t.database.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.email, 'delete.me@example.my'));
  expect(consents).toHaveLength(2);
  for (const consent of consents) {
    expect(consent.withdrawnAt).toBeInstanceOf(Date);
    expect(consent.customerId).toBeNull();
  }
  const kept = await t.database.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.email, 'stays@example.my'));
  expect(kept.map((c) => c.withdrawnAt)).toEqual([null, null]);
  // The old session no longer reads anything, and the email registers anew.
  expect((await client.get('/api/customer/orders')).status).toBe(401);
  expect((await client.get('/api/customer/data-export')).status).toBe(401);
  const again = await t.client().post('/api/customer/register', {
    email: 'delete.me@example.my',
    password: 'secret12',
    firstName: 'New',
    lastName: 'Owner',
  });
  expect(again.status).toBe(201);
  // Someone else's data is untouched.
  expect((await other.client.get('/api/customer/orders')).body).toHaveLength(1);
});

test('staff export and delete a customer from the back office; customers and visitors cannot', async () => {
  const { client } = await customerWithHistory('staff.request@example.my');
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(eq(customers.email, 'staff.request@example.my'));
  const id = row!.id;
  expect((await client.get(`/api/admin/customers/${id}/data-export`)).status).toBe(401);
  expect((await client.request('DELETE', `/api/admin/customers/${id}`)).status).toBe(401);

  const admin = await signInAdmin(t);
  const exported = await admin.get(`/api/admin/customers/${id}/data-export`);
  expect(exported.status).toBe(200);
  expect(exported.body.profile.email).toBe('staff.request@example.my');
  expect((await admin.request('DELETE', `/api/admin/customers/${id}`)).status).toBe(204);
  expect((await admin.request('DELETE', `/api/admin/customers/${id}`)).status).toBe(404);
  expect((await admin.get(`/api/admin/customers/${id}/data-export`)).status).toBe(404);
  expect((await admin.get('/api/admin/customers/not-a-uuid/data-export')).status).toBe(400);
  expect((await client.get('/api/customer/profile')).body).toBeNull();
});
