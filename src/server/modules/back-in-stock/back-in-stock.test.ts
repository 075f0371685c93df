// Back in stock: a shopper asks on a sold-out size, confirms from the mailed link, and gets one mail in
// their language when the size can be ordered again, with a link that removes the request.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import { backInStockRequests, consentRecords, mailOutbox } from '../../db/schema.ts';
import { createRateLimiter } from '../../limits/rate-limiter.ts';
import { createNotifications } from '../../mail/notifications.ts';
import { proveEmail } from '../../test-support/email-verification.ts';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import { startCatalogueTest, validProduct } from '../catalog/admin-test-fixture.ts';
import { stockedSize, type StockedSize } from '../stock/test-support.ts';
import { answerBackInStock } from './service.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ t, admin } = await startCatalogueTest());
});
afterAll(() => t.close());

const ask = (size: StockedSize, email: string, language = 'ms', client = t.client()) =>
  client.post('/api/back-in-stock', {
    variantId: size.variantId,
    email,
    language,
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
const mailsTo = (email: string, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
const linkIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(text)![1]!);
const answer = () =>
  answerBackInStock(
    t.database.db,
    createNotifications(
      { breweryEmail: 'brewer@taproom.test', baseUrl: 'https://shop.taproom.test', secret: t.deps.secret },
      createRateLimiter(t.database.db),
    ),
  );
const confirmFrom = async (email: string) => {
  const [mail] = await mailsTo(email, 'back-in-stock-confirm');
  return t
    .client()
    .post('/api/back-in-stock/confirm', { token: linkIn(mail!.textBody, '/back-in-stock/confirm') });
};

test('a confirmed shopper gets exactly one mail, in their language, when the size is back', async () => {
  const size = await stockedSize(admin, { name: 'Aaa Return Stout', stock: 0 });
  await admin.put(`/api/admin/products/${size.productId}`, {
    ...validProduct,
    name: 'Aaa Return Stout',
    translations: { ms: { name: 'Stout Kembali' } },
  });
  const email = 'aminah@example.my';
  const asked = await ask(size, 'Aminah@Example.my ');
  expect(asked.status).toBe(200);
  expect(asked.body).toEqual({ received: true });
  const [confirmation] = await mailsTo(email, 'back-in-stock-confirm');
  expect(confirmation?.subject).toBe('Sahkan: beritahu saya apabila Stout Kembali boleh dipesan');

  // Not confirmed yet: the return mails nobody.
  expect((await admin.put(`${size.url}/stock`, { count: 5 })).status).toBe(200);
  expect(await answer()).toBe(0);
  expect((await admin.put(`${size.url}/stock`, { count: 0 })).status).toBe(200);

  const confirmed = await confirmFrom(email);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toEqual({ email });
  expect((await confirmFrom(email)).status).toBe(400); // a link works once
  const consents = await t.database.db.select().from(consentRecords).where(eq(consentRecords.email, email));
  expect(consents).toEqual([
    expect.objectContaining({
      kind: 'back-in-stock',
      sourceForm: 'product',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    }),
  ]);
  expect(await answer()).toBe(0); // still sold out
  // Staff see how many wait for the size, never who.
  const listed = (await admin.get<{ id: string; variants: { waiting?: number }[] }[]>('/api/admin/products'))
    .body;
  expect(listed.find((p) => p.id === size.productId)?.variants[0]?.waiting).toBe(1);

  expect((await admin.put(`${size.url}/stock`, { count: 12 })).status).toBe(200);
  expect(await answer()).toBe(1);
  expect(await answer()).toBe(0);
  const notices = await mailsTo(email, 'back-in-stock');
  expect(notices).toHaveLength(1);
  expect(notices[0]?.subject).toBe('Stout Kembali kini boleh dipesan di Taproom');
  expect(notices[0]?.textBody).toContain(`https://shop.taproom.test/product/${size.productId}?lang=ms`);

  // The mail's removal link forgets the request and the address.
  const stop = await t
    .client()
    .post('/api/back-in-stock/stop', { token: linkIn(notices[0]!.textBody, '/back-in-stock/stop') });
  expect(stop.status).toBe(200);
  expect(
    await t.database.db.select().from(backInStockRequests).where(eq(backInStockRequests.email, email)),
  ).toHaveLength(0);
});

test('a product still to be released answers its waiting shoppers when it opens', async () => {
  const size = await stockedSize(admin, { name: 'Aaa Coming Saison', stock: 20 });
  const later = new Date(Date.now() + 3600 * 1000).toISOString();
  await admin.put(`/api/admin/products/${size.productId}`, { ...validProduct, releaseAt: later });
  expect((await ask(size, 'siti@example.my', 'zh')).status).toBe(200);
  expect((await confirmFrom('siti@example.my')).status).toBe(200);
  expect(await answer()).toBe(0);
  await admin.put(`/api/admin/products/${size.productId}`, { ...validProduct, releaseAt: null });
  expect(await answer()).toBe(1);
  expect((await mailsTo('siti@example.my', 'back-in-stock'))[0]?.subject).toContain('现已可在 Taproom 订购');
});

test('bad requests are refused with a clear 4xx and change nothing; a forged removal link is refused', async () => {
  const size = await stockedSize(admin, { stock: 0 });
  const bad = [
    {
      variantId: size.variantId,
      email: 'not-an-email',
      language: 'en',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    },
    {
      variantId: size.variantId,
      email: 'a@example.my',
      language: 'fr',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    },
    { variantId: size.variantId, email: 'a@example.my', language: 'en' },
    { variantId: 'nope', email: 'a@example.my', language: 'en', noticeVersion: PRIVACY_NOTICE_VERSION },
  ];
  for (const body of bad) expect((await t.client().post('/api/back-in-stock', body)).status).toBe(400);
  const unknown = await t
    .client()
    .post('/api/back-in-stock', { ...bad[0], email: 'a@example.my', variantId: crypto.randomUUID() });
  expect(unknown.status).toBe(404);
  expect(await mailsTo('a@example.my', 'back-in-stock-confirm')).toHaveLength(0);
  const forged = await t.client().post('/api/back-in-stock/stop', { token: `${crypto.randomUUID()}.AAAA` });
  expect(forged.status).toBe(400);
});

test("a customer's requests are in their data export and go when the account is deleted", async () => {
  const size = await stockedSize(admin, { name: 'Aaa Export Ale', stock: 0 });
  const client = t.client();
  const email = 'farah@example.my';
  const registered = await client.post('/api/customer/register', {
    email,
    password: 'secret12',
    firstName: 'Farah',
    lastName: 'Aziz',
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  expect(registered.status).toBe(201);
  await proveEmail(t, email);
  expect((await ask(size, email, 'en', client)).status).toBe(200);
  expect((await confirmFrom(email)).status).toBe(200);

  const exported = await client.get<{ backInStockRequests: object[] }>('/api/customer/data-export');
  expect(exported.status).toBe(200);
  expect(exported.body.backInStockRequests).toEqual([
    expect.objectContaining({
      product: 'Aaa Export Ale',
      size: '330ML Bottle',
      email,
      confirmedAt: expect.any(String),
    }),
  ]);
  expect((await client.request('DELETE', '/api/customer/account')).status).toBe(204);
  expect(
    await t.database.db.select().from(backInStockRequests).where(eq(backInStockRequests.email, email)),
  ).toHaveLength(0);
  const [consent] = await t.database.db.select().from(consentRecords).where(eq(consentRecords.email, email));
  expect(consent?.withdrawnAt).toBeInstanceOf(Date);
});
