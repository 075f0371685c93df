// Fuzz: every control character (and each half of a surrogate pair, alone) sent in a text field of every
// endpoint that takes text. Each must be refused with a 400 naming the field, and no table may change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { line, seedOrderFixtures, submission } from './modules/orders/order-fixtures.ts';
import { DEMO_BUSINESS_PROFILE } from '../shared/business-profile.ts';
import { signInAdmin } from './test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from './test-support/test-app.ts';
import { PRIVACY_NOTICE_VERSION } from '../shared/policies.ts';

const codes = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0xd800,
  0xdfff,
];
const BAD = codes.map((code) => String.fromCharCode(code));
/** Allowed in multi-line fields only. */
const LINE_BREAKS_AND_TAB = new Set(['\t', '\n', '\r']);

interface Endpoint {
  method: string;
  url: string;
  body: Record<string, unknown>;
  single: string[];
  multi?: string[];
  as?: 'admin' | 'customer';
}

let t: TestApp;
let admin: TestClient;
let customer: TestClient;
let endpoints: Endpoint[];

beforeAll(async () => {
  t = await startTestApp();
  const f = await seedOrderFixtures(t.database.db);
  admin = await signInAdmin(t);
  customer = t.client();
  const account = { email: 'fuzz@example.my', password: 'fuzz-password', firstName: 'Fu', lastName: 'Zz' };
  expect((await customer.post('/api/customer/register', account)).status).toBe(201);
  const placed = await t.client().post('/api/orders', submission([line(f.can, 1)]));
  expect(placed.status).toBe(201);
  const product = { name: 'Fuzz Ale', category: 'beer', description: 'd', style: 's', color: 'c' };
  endpoints = [
    {
      method: 'POST',
      url: '/api/orders',
      body: {
        ...submission([line(f.can, 1)]),
        deliveryAddress: 'Jalan 1',
        notes: 'n',
        newCustomerPassword: 'p',
      },
      single: ['customerName', 'customerEmail', 'customerPhone', 'newCustomerPassword'],
      multi: ['deliveryAddress', 'notes'],
    },
    {
      method: 'POST',
      url: '/api/customer/register',
      body: { ...account, email: 'new@example.my', phone: '012-345 6789', address: 'a' },
      single: ['email', 'password', 'firstName', 'lastName', 'phone'],
      multi: ['address'],
    },
    { method: 'POST', url: '/api/customer/login', body: account, single: ['email', 'password'] },
    {
      method: 'PUT',
      url: '/api/customer/profile',
      as: 'customer',
      body: { firstName: 'A', lastName: 'B', phone: '012-345 6789', address: 'a' },
      single: ['firstName', 'lastName', 'phone'],
      multi: ['address'],
    },
    {
      method: 'POST',
      url: '/api/admin/login',
      body: { email: 'staff@taproom.test', password: 'whatever-1' },
      single: ['email', 'password'],
    },
    {
      method: 'POST',
      url: '/api/contact',
      body: { name: 'N', email: 'c@example.my', phone: '012-345 6789', message: 'A message long enough' },
      single: ['name', 'email', 'phone'],
      multi: ['message'],
    },
    {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      body: { email: 'n@example.my', source: 'home', noticeVersion: PRIVACY_NOTICE_VERSION },
      single: ['email', 'noticeVersion'],
    },
    { method: 'POST', url: '/api/newsletter/confirm', body: { token: 'abc' }, single: ['token'] },
    { method: 'POST', url: '/api/newsletter/unsubscribe', body: { token: 'abc' }, single: ['token'] },
    {
      method: 'POST',
      url: '/api/password-reset/request',
      body: { email: 'fuzz@example.my', account: 'customer' },
      single: ['email'],
    },
    {
      method: 'POST',
      url: '/api/password-reset',
      body: { token: 'A'.repeat(43), password: 'new-fuzz-password' },
      single: ['token', 'password'],
    },
    {
      method: 'POST',
      url: '/api/custom-beer/submit',
      body: { name: 'N', email: 'b@example.my', phone: '+60123456789', notes: 'n', occasion: ['party'] },
      single: ['name', 'email', 'phone'],
      multi: ['notes'],
    },
    {
      method: 'POST',
      url: '/api/analytics/pageview',
      body: { path: '/shop', language: 'en' },
      single: ['path'],
    },
    ...['POST /api/admin/products', `PUT /api/admin/products/${f.can.productId}`].map((route) => ({
      method: route.split(' ')[0]!,
      url: route.split(' ')[1]!,
      as: 'admin' as const,
      body: { ...product, tastingNotes: 't', brewingStory: 'b' },
      single: ['name', 'style', 'color'],
      multi: ['description', 'tastingNotes', 'brewingStory'],
    })),
    {
      method: 'POST',
      url: `/api/admin/products/${f.can.productId}/variants`,
      as: 'admin',
      body: { size: '330ML', price: 10 },
      single: ['size'],
    },
    {
      method: 'PUT',
      url: `/api/admin/products/${f.can.productId}/variants/${f.can.variantId}`,
      as: 'admin',
      body: { size: '330ML', price: 14 },
      single: ['size'],
    },
    {
      method: 'PUT',
      url: `/api/admin/products/${f.can.productId}/image`,
      as: 'admin',
      body: { imageURL: '/objects/uploads/a.webp' },
      single: ['imageURL'],
    },
    {
      method: 'POST',
      url: `/api/admin/products/${f.can.productId}/images`,
      as: 'admin',
      body: { imageUrl: '/objects/uploads/a.webp', altText: 'alt', displayOrder: 0 },
      single: ['imageUrl', 'altText'],
    },
    {
      method: 'PUT',
      url: `/api/admin/orders/${placed.body.order.id}`,
      as: 'admin',
      body: { status: 'confirmed', adminNotes: 'note', staffNote: 'private' },
      single: [],
      multi: ['adminNotes', 'staffNote'],
    },
    {
      method: 'PUT',
      url: '/api/admin/settings',
      as: 'admin',
      body: { ...DEMO_BUSINESS_PROFILE },
      single: ['legalName', 'ssmNumber', 'phone', 'email', 'whatsappNumber', 'openingHoursWeekdays'],
      multi: ['address'],
    },
    {
      method: 'POST',
      url: '/api/admin/normalize-object-path',
      as: 'admin',
      body: { imageURL: 'x' },
      single: ['imageURL'],
    },
  ];
});
afterAll(() => t.close());

/** A fingerprint of every table's whole content (of the outbox, which the sender updates, its rows). */
async function everyTable(): Promise<Record<string, string>> {
  const tables = (
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    )
  ).rows as { name: string }[];
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const rows = (
      await t.database.db.execute(
        name === 'mail_outbox'
          ? sql`select md5(coalesce(string_agg(id::text, '|' order by id), '')) as h from mail_outbox`
          : sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
      )
    ).rows as { h: string }[];
    prints[name] = rows[0]!.h;
  }
  return prints;
}

test('every control character and lone surrogate in any text field gets 400 naming the field; nothing is written', async () => {
  const before = await everyTable();
  let sent = 0;
  for (const endpoint of endpoints) {
    const client = endpoint.as === 'admin' ? admin : endpoint.as === 'customer' ? customer : t.client();
    const fields = [
      ...endpoint.single.map((f) => ({ f, multi: false })),
      ...(endpoint.multi ?? []).map((f) => ({ f, multi: true })),
    ];
    // Each character goes to a field that must refuse it, taking the fields in turn (a form with only
    // multi-line fields has none that refuses a tab or line break).
    const requests = BAD.flatMap((char, i) => {
      const target = [...fields.slice(i % fields.length), ...fields].find(
        (x) => !(x.multi && LINE_BREAKS_AND_TAB.has(char)),
      );
      if (!target) return [];
      return [{ char, field: target.f, body: { ...endpoint.body, [target.f]: `ab${char}cd` } }];
    });
    // Ten at a time: one client holds at most MAX_CONNECTIONS_PER_CLIENT connections at once.
    const answers = [];
    for (let i = 0; i < requests.length; i += 10) {
      const batch = requests.slice(i, i + 10);
      answers.push(
        ...(await Promise.all(
          batch.map((r) => client.request(endpoint.method, endpoint.url, { json: r.body })),
        )),
      );
    }
    answers.forEach((res, i) => {
      const { char, field } = requests[i]!;
      const label = `${endpoint.method} ${endpoint.url} ${field} U+${char.charCodeAt(0).toString(16)}`;
      expect(res.status, label).toBe(400);
      expect(
        res.body.issues.map((issue: { path: string }) => issue.path),
        label,
      ).toContain(field);
    });
    sent += answers.length;
  }
  const url = `/api/products/ab${encodeURIComponent('\u0000')}cd`;
  expect((await t.client().get(url)).status).toBe(400);
  // Text in a query string: the mail clients' one-click unsubscribe address.
  for (const char of BAD.filter((c) => c.charCodeAt(0) < 0xd800)) {
    const oneClick = `/api/newsletter/unsubscribe/one-click?token=ab${encodeURIComponent(char)}cd`;
    const res = await t.client().post(oneClick);
    expect(res.status, `one-click U+${char.charCodeAt(0).toString(16)}`).toBe(400);
    sent += 1;
  }
  expect(sent).toBeGreaterThan(endpoints.length * (BAD.length - LINE_BREAKS_AND_TAB.size));
  expect(await everyTable()).toEqual(before);
});

test('a search text with a control character gets 400 from every back-office list, not a server error', async () => {
  const lists = [
    '/api/admin/orders',
    '/api/admin/customers',
    '/api/admin/contact-messages',
    '/api/admin/newsletter-subscribers',
    '/api/admin/custom-beer-requests',
  ];
  for (const list of lists) {
    for (const char of ['\u0000', '\u001b', '\u007f', '\u0085']) {
      const res = await admin.get(`${list}?q=${encodeURIComponent(`ab${char}cd`)}`);
      const label = `${list} U+${char.charCodeAt(0).toString(16)}`;
      expect(res.status, label).toBe(400);
      expect(res.body.message, label).toMatch(/q must not contain control characters/);
    }
  }
});

test('multi-line fields keep tabs and line breaks; single-line fields keep every printable script', async () => {
  const res = await t.client().post('/api/contact', {
    name: 'Lim 林 Ñandú 🍺',
    email: 'multi@example.my',
    message: 'First line\r\nSecond line\n\tIndented',
  });
  expect(res.status).toBe(201);
});
