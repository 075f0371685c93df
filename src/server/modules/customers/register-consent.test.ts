// The separate, unticked "news and offers" choice at registration (docs/rules/messages.md).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import { consentRecords, customers, mailOutbox, newsletterSubscribers } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const account = (email: string) => ({
  email,
  password: 'hops-and-malt-9',
  firstName: 'Wei',
  lastName: 'Jie',
});

const recordsFor = async (email: string) => ({
  customers: await t.database.db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email}`),
  consents: await t.database.db.select().from(consentRecords).where(eq(consentRecords.email, email)),
  subscribers: await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email)),
  mails: await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)),
});

test('registering without ticking the choice records no consent and signs nobody up', async () => {
  const res = await t.client().post('/api/customer/register', account('quiet@example.my'));
  expect(res.status).toBe(201);
  const found = await recordsFor('quiet@example.my');
  expect(found.customers).toHaveLength(1);
  expect(found.consents).toEqual([]);
  expect(found.subscribers).toEqual([]);
  // The one mail is the link that proves the address, never a newsletter confirmation.
  expect(found.mails.map((m) => m.kind)).toEqual(['email-verification']);

  const unticked = await t.client().post('/api/customer/register', {
    ...account('unticked@example.my'),
    marketingConsent: false,
  });
  expect(unticked.status).toBe(201);
  expect((await recordsFor('unticked@example.my')).consents).toEqual([]);
});

test('ticking the choice records a marketing consent and mails a newsletter confirmation link', async () => {
  const res = await t
    .client('203.0.113.5')
    .post(
      '/api/customer/register',
      { ...account('News.Fan@Example.my'), marketingConsent: true, noticeVersion: PRIVACY_NOTICE_VERSION },
      { 'accept-language': 'ms' },
    );
  expect(res.status).toBe(201);
  const found = await recordsFor('news.fan@example.my');
  expect(found.consents).toEqual([
    expect.objectContaining({
      kind: 'marketing',
      customerId: res.body.id,
      sourceForm: 'register',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      withdrawnAt: null,
    }),
  ]);
  // The forwarded header is not trusted without TRUST_PROXY.
  expect(found.consents[0]!.clientAddress).toMatch(/127\.0\.0\.1|::1/);
  // The newsletter itself waits for the address to be confirmed.
  expect(found.subscribers).toEqual([expect.objectContaining({ status: 'pending', isActive: false })]);
  expect(found.mails.map((m) => m.kind).sort()).toEqual(['email-verification', 'newsletter-confirm']);
});

test('a ticked choice without the current notice version is refused and creates no account', async () => {
  for (const extra of [
    { marketingConsent: true },
    { marketingConsent: true, noticeVersion: '' },
    { marketingConsent: true, noticeVersion: '0.1' },
    { marketingConsent: 'yes', noticeVersion: PRIVACY_NOTICE_VERSION },
  ]) {
    const res = await t.client().post('/api/customer/register', { ...account('hasty@example.my'), ...extra });
    expect(res.status, JSON.stringify(extra)).toBe(400);
    expect(res.body.issues.length).toBeGreaterThan(0);
  }
  const found = await recordsFor('hasty@example.my');
  expect(found.customers).toEqual([]);
  expect(found.consents).toEqual([]);
  expect(found.subscribers).toEqual([]);
});
