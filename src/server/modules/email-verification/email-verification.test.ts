import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import {
  consentRecords,
  contactMessages,
  customBeerRequests,
  customers,
  emailVerificationTokens,
  mailOutbox,
  newsletterSubscribers,
} from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { proveEmail, verificationToken } from '../../test-support/email-verification.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A guest who wrote, asked for a custom beer and confirmed the newsletter, all with `email`. */
async function guestRecords(email: string): Promise<void> {
  const guest = t.client('198.51.100.7');
  const contact = await guest.post('/api/contact', {
    name: 'Siti Guest',
    email,
    phone: '+60 13-555 0101',
    message: 'Please deliver to 12 Jalan Ampang, Kuala Lumpur',
  });
  expect(contact.status).toBe(201);
  const brief = await guest.post('/api/custom-beer/submit', {
    email,
    name: 'Siti Guest',
    occasion: ['wedding'],
  });
  expect(brief.status).toBe(201);
  const subscribed = await guest.post('/api/newsletter/subscribe', {
    email,
    source: 'home',
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  expect(subscribed.status).toBe(200);
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'newsletter-confirm'), eq(mailOutbox.recipient, email)));
  const token = decodeURIComponent(/\/newsletter\/confirm\?token=(\S+)/.exec(mail!.textBody)![1]!);
  expect((await guest.post('/api/newsletter/confirm', { token })).status).toBe(200);
}

async function register(email: string, headers: Record<string, string> = {}, app: TestApp = t) {
  const client = app.client('203.0.113.9');
  const res = await client.post(
    '/api/customer/register',
    { email, password: 'secret12', firstName: 'Taker', lastName: 'Other' },
    headers,
  );
  expect(res.status).toBe(201);
  return client;
}

test('an account registered with a guest email gets none of the guest records until it proves the address', async () => {
  await guestRecords('siti.guest@example.my');
  const taker = await register('SITI.GUEST@example.my');
  // Signed in at once, and told the address is not proven yet.
  const profile = await taker.get('/api/customer/profile');
  expect(profile.body).toMatchObject({ email: 'siti.guest@example.my', emailVerified: false });

  const exported = await taker.get('/api/customer/data-export');
  expect(exported.status).toBe(200);
  expect(exported.body.profile.emailVerified).toBe(false);
  expect(exported.body.contactMessages).toEqual([]);
  expect(exported.body.customBeerRequests).toEqual([]);
  expect(exported.body.consents.newsletter).toEqual([]);
  expect(exported.body.consents.records).toEqual([]);
  expect(exported.text).not.toContain('Jalan Ampang');
  expect(exported.text).not.toContain('198.51.100.7');

  expect((await taker.delete('/api/customer/account')).status).toBe(204);
  const { db } = t.database;
  expect(
    await db.select().from(contactMessages).where(eq(contactMessages.email, 'siti.guest@example.my')),
  ).toHaveLength(1);
  expect(
    await db.select().from(customBeerRequests).where(eq(customBeerRequests.email, 'siti.guest@example.my')),
  ).toHaveLength(1);
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, 'siti.guest@example.my'));
  expect(subscriber).toMatchObject({ status: 'active', isActive: true });
  const [consent] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.email, 'siti.guest@example.my'));
  expect(consent?.withdrawnAt).toBeNull();
});

test('the mailed link proves the address once; the export then covers what was sent with it', async () => {
  await t
    .client()
    .post('/api/contact', { name: 'Mei', email: 'mei@example.my', message: 'Do you brew stout?' });
  const owner = await register('mei@example.my', { 'accept-language': 'zh' });
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, 'mei@example.my'));
  const verification = mails.find((m) => m.kind === 'email-verification')!;
  expect(verification.subject).toBe('确认您 Taproom 账户的邮箱地址');

  const token = (await verificationToken(t, 'mei@example.my'))!;
  const verified = await t.client().post('/api/customer/verify-email', { token });
  expect(verified.status).toBe(200);
  expect(verified.body).toEqual({ email: 'mei@example.my' });
  expect((await owner.get('/api/customer/profile')).body.emailVerified).toBe(true);
  const exported = await owner.get('/api/customer/data-export');
  expect(exported.body.profile.emailVerified).toBe(true);
  expect(exported.body.contactMessages.map((m: { message: string }) => m.message)).toEqual([
    'Do you brew stout?',
  ]);

  const again = await t.client().post('/api/customer/verify-email', { token });
  expect(again.status).toBe(400);
  expect(again.body).toMatchObject({ reason: 'used', issues: [{ path: 'token' }] });
});

test('unknown, expired and malformed links are refused with a reason, never a 500', async () => {
  const unknown = await t.client().post('/api/customer/verify-email', { token: 'not-a-real-token' });
  expect(unknown.status).toBe(400);
  expect(unknown.body.reason).toBe('invalid');
  expect((await t.client().post('/api/customer/verify-email', { token: '' })).status).toBe(400);
  expect((await t.client().post('/api/customer/verify-email', { token: 'x'.repeat(500) })).status).toBe(400);
  expect((await t.client().post('/api/customer/verify-email', {})).status).toBe(400);

  const late = await register('late@example.my');
  const token = (await verificationToken(t, 'late@example.my'))!;
  await t.database.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
  const expired = await t.client().post('/api/customer/verify-email', { token });
  expect(expired.status).toBe(400);
  expect(expired.body.reason).toBe('expired');
  expect((await late.get('/api/customer/profile')).body.emailVerified).toBe(false);
});

test('an unverified customer asks for a new link: the old one stops working, and asking is rate limited', async () => {
  // The limits at their real size: three new links an hour per account.
  const real = await startTestApp({ rateLimitScale: 1 });
  const client = await register('again@example.my', {}, real);
  const first = (await verificationToken(real, 'again@example.my'))!;
  const resent = await client.post('/api/customer/verification-link');
  expect(resent.status).toBe(202);
  const second = (await verificationToken(real, 'again@example.my'))!;
  expect(second).not.toBe(first);
  expect((await real.client().post('/api/customer/verify-email', { token: first })).body.reason).toBe(
    'invalid',
  );
  expect((await client.post('/api/customer/verification-link')).status).toBe(202);
  expect((await client.post('/api/customer/verification-link')).status).toBe(202);
  const limited = await client.post('/api/customer/verification-link');
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await real.client().post('/api/customer/verification-link')).status).toBe(401);
  await real.close();
});

test('a verified customer asking again gets no new mail', async () => {
  const client = await register('done@example.my');
  await proveEmail(t, 'done@example.my');
  const before = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, 'done@example.my'));
  expect((await client.post('/api/customer/verification-link')).status).toBe(202);
  const after = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, 'done@example.my'));
  expect(after).toHaveLength(before.length);
});

test('staff export still gathers everything sent with the account email, proven or not', async () => {
  await guestRecords('staff.view@example.my');
  await register('staff.view@example.my');
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(eq(customers.email, 'staff.view@example.my'));
  const admin = await signInAdmin(t);
  const exported = await admin.get(`/api/admin/customers/${row!.id}/data-export`);
  expect(exported.status).toBe(200);
  expect(exported.body.contactMessages).toHaveLength(1);
  expect(exported.body.customBeerRequests).toHaveLength(1);
  expect(exported.body.consents.newsletter).toHaveLength(1);
});
