// Double opt-in and consent records (docs/rules/messages.md), as a visitor, a subscriber following the
// mailed link, and staff see them over the HTTP API.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import {
  consentRecords,
  mailOutbox,
  newsletterConfirmationTokens,
  newsletterSubscribers,
} from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const signUp = (email: string, extra: Record<string, unknown> = {}, address?: string) =>
  t.client(address).post('/api/newsletter/subscribe', {
    email,
    language: 'en',
    source: 'home',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ...extra,
  });

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The token of the newest confirmation link mailed to the address. */
async function confirmationToken(email: string): Promise<string> {
  const mail = (await mailsTo(email)).find((m) => m.kind === 'newsletter-confirm');
  const match = /\/newsletter\/confirm\?token=(\S+)/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no confirmation link for ${email}`);
  return decodeURIComponent(match[1]!);
}

const subscriber = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const consentsOf = (email: string) =>
  t.database.db.select().from(consentRecords).where(eq(consentRecords.email, email));
const confirm = (token: string, address?: string) =>
  t.client(address).post('/api/newsletter/confirm', { token });

test('a sign-up stays pending with a confirmation mail until the link is followed, then it is active', async () => {
  const email = 'aisyah@example.my';
  const res = await signUp(email, { language: 'ms', source: 'contact' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ received: true });
  expect(await subscriber(email)).toMatchObject({ status: 'pending', isActive: false });
  expect(await consentsOf(email)).toEqual([]);
  const mails = await mailsTo(email);
  expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirm']);
  expect(mails[0]!.subject).toBe('Sila sahkan langganan surat berita Taproom anda');

  const token = await confirmationToken(email);
  // The link's token itself is never stored, only its hash.
  const stored = await t.database.db.select().from(newsletterConfirmationTokens);
  expect(stored.some((row) => row.tokenHash === token)).toBe(false);

  // A forwarded header is not trusted without TRUST_PROXY: the connecting address is recorded.
  const confirmed = await confirm(token, '203.0.113.9');
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toEqual({ email });
  expect(await subscriber(email)).toMatchObject({ status: 'active', isActive: true });
  const [consent] = await consentsOf(email);
  expect(consent).toMatchObject({
    kind: 'newsletter',
    sourceForm: 'contact',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    withdrawnAt: null,
  });
  expect(consent!.clientAddress).toMatch(/127\.0\.0\.1|::1/);
  expect(consent!.givenAt).toBeInstanceOf(Date);
  expect((await mailsTo(email)).map((m) => m.kind)).toContain('newsletter-welcome');
});

test('a used, unknown or expired link answers 400 with its reason and changes nothing', async () => {
  const email = 'reuse@example.my';
  await signUp(email);
  const token = await confirmationToken(email);
  expect((await confirm(token)).status).toBe(200);
  const consentsAfterFirst = await consentsOf(email);

  const reused = await confirm(token);
  expect(reused.status).toBe(400);
  expect(reused.body).toMatchObject({
    reason: 'used',
    message: 'This confirmation link has already been used.',
  });
  expect(await consentsOf(email)).toEqual(consentsAfterFirst);

  const unknown = await confirm('x'.repeat(43));
  expect(unknown.status).toBe(400);
  expect(unknown.body.reason).toBe('invalid');
  expect((await confirm('')).status).toBe(400);

  const late = 'late@example.my';
  await signUp(late);
  const lateToken = await confirmationToken(late);
  await t.database.db
    .update(newsletterConfirmationTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(newsletterConfirmationTokens.subscriberId, (await subscriber(late))!.id));
  const expired = await confirm(lateToken);
  expect(expired.status).toBe(400);
  expect(expired.body).toMatchObject({ reason: 'expired' });
  expect(await subscriber(late)).toMatchObject({ status: 'pending', isActive: false });
  expect(await consentsOf(late)).toEqual([]);
  expect((await mailsTo(late)).map((m) => m.kind)).toEqual(['newsletter-confirm']);
});

test('a missing, outdated or unknown notice version or form answers 400 and stores nothing', async () => {
  const email = 'noversion@example.my';
  for (const extra of [
    { noticeVersion: undefined },
    { noticeVersion: '' },
    { noticeVersion: '0.9' },
    { source: undefined },
    { source: 'somewhere' },
  ]) {
    const res = await signUp(email, extra);
    expect(res.status, JSON.stringify(extra)).toBe(400);
    expect(res.body.issues.length).toBeGreaterThan(0);
  }
  expect((await signUp(email, { noticeVersion: undefined })).body.message).toBe(
    'The privacy notice version is required',
  );
  expect((await signUp(email, { noticeVersion: '0.9' })).body.message).toMatch(/privacy notice has changed/);
  expect(await subscriber(email)).toBeUndefined();
  expect(await mailsTo(email)).toEqual([]);
});

test('new, pending and confirmed addresses get the same answer; a confirmed one stays confirmed', async () => {
  const email = 'same@example.my';
  const fresh = await signUp(email);
  const firstToken = await confirmationToken(email);
  const pending = await signUp(email);
  expect(pending.status).toBe(fresh.status);
  expect(pending.body).toEqual(fresh.body);
  // Signing up again sends a new link; the earlier one stops working.
  const secondToken = await confirmationToken(email);
  expect(secondToken).not.toBe(firstToken);
  expect((await confirm(firstToken)).body.reason).toBe('invalid');
  expect((await confirm(secondToken)).status).toBe(200);

  const mailsBefore = (await mailsTo(email)).length;
  const confirmed = await signUp(email);
  expect(confirmed.status).toBe(fresh.status);
  expect(confirmed.body).toEqual(fresh.body);
  expect(await subscriber(email)).toMatchObject({ status: 'active', isActive: true });
  expect((await mailsTo(email)).length).toBe(mailsBefore);
});

test('unsubscribing withdraws the consent; staff see pending, confirmed and withdrawn subscribers', async () => {
  const email = 'leaving@example.my';
  await signUp(email, { source: 'home' });
  await confirm(await confirmationToken(email));
  await signUp('waiting@example.my');

  const admin = await signInAdmin(t);
  const list = (await admin.get('/api/admin/newsletter-subscribers')).body.items as {
    email: string;
    status: string;
    consent: Record<string, unknown> | null;
  }[];
  expect(list.find((s) => s.email === 'waiting@example.my')).toMatchObject({
    status: 'pending',
    isActive: false,
    consent: null,
  });
  expect(list.find((s) => s.email === email)).toMatchObject({
    status: 'active',
    consent: {
      kind: 'newsletter',
      sourceForm: 'home',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      givenAt: expect.any(String),
      withdrawnAt: null,
    },
  });

  const welcome = (await mailsTo(email)).find((m) => m.kind === 'newsletter-welcome')!;
  const token = decodeURIComponent(/\/newsletter\/unsubscribe\?token=(\S+)/.exec(welcome.textBody)![1]!);
  expect((await t.client().post('/api/newsletter/unsubscribe', { token })).status).toBe(200);
  expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed', isActive: false });
  const [withdrawn] = await consentsOf(email);
  expect(withdrawn!.withdrawnAt).toBeInstanceOf(Date);

  const after = (await admin.get('/api/admin/newsletter-subscribers')).body.items as typeof list;
  expect(after.find((s) => s.email === email)).toMatchObject({
    status: 'unsubscribed',
    consent: { withdrawnAt: expect.any(String) },
  });
  // Staff routes stay behind the admin guard.
  expect((await t.client().get('/api/admin/newsletter-subscribers')).status).toBe(401);
});

test('signing up again after unsubscribing waits for a new confirmation', async () => {
  const email = 'again@example.my';
  await signUp(email);
  await confirm(await confirmationToken(email));
  await t.database.db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', isActive: false })
    .where(eq(newsletterSubscribers.email, email));
  await signUp(email);
  expect(await subscriber(email)).toMatchObject({ status: 'pending', isActive: false });
  expect((await confirm(await confirmationToken(email))).status).toBe(200);
  const records = await t.database.db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.email, email), eq(consentRecords.kind, 'newsletter')));
  expect(records).toHaveLength(2);
});
