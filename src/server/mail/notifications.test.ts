// End to end: what a shopper or staff member does over the HTTP API puts the right emails in the outbox,
// and the background sender delivers them to a real SMTP server.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../shared/policies.ts';
import { mailOutbox, newsletterSubscribers, orders } from '../db/schema.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from '../modules/orders/order-fixtures.ts';
import { signInAdmin } from '../test-support/admin-session.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../test-support/smtp-sink.ts';
import { startTestApp, untilMailPass, type TestApp } from '../test-support/test-app.ts';

const BREWERY = 'brewer@taproom.test';
let smtp: SmtpSink;
let t: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({
    env: { SMTP_URL: smtp.url, BREWERY_EMAIL: BREWERY, PUBLIC_URL: 'https://shop.taproom.test' },
    mail: { pollIntervalMs: 50, backoffMs: () => 100 },
  });
  fixtures = await seedOrderFixtures(t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Waits until every queued message is delivered, then returns what reached these recipients. */
async function deliveredTo(...recipients: string[]): Promise<ReceivedMail[]> {
  await untilMailPass(t, async () => {
    const open = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'sending']));
    return open.length === 0;
  });
  return smtp.received.filter((m) => m.to.some((to) => recipients.includes(to)));
}

test('placing an order mails the customer an acknowledgement in their language and alerts the brewery', async () => {
  const res = await t.client().post(
    '/api/orders',
    submission([line(fixtures.keg, 1)], {
      customerEmail: 'mei@example.my',
      customerName: 'Mei',
      language: 'zh',
      kegDispenserRental: true,
    }),
  );
  expect(res.status).toBe(201);
  const reference: string = res.body.orderNumber;
  expect(reference).toMatch(/^TR-\d{4,}$/);

  const customer = await deliveredTo('mei@example.my');
  expect(customer).toHaveLength(1);
  expect(customer[0]!.subject).toBe(`我们已收到您的订单 ${reference}`);
  expect(customer[0]!.text).toContain('酿酒师将在 24 小时内与您联系');
  expect(customer[0]!.text).toContain('RM 740.00');
  expect(customer[0]!.text).toContain('我们会在自取或送货交接时核验');
  const alerts = smtp.received.filter((m) => m.to.includes(BREWERY) && m.subject.includes(reference));
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.subject).toBe(`New order ${reference} from Mei (RM 740.00)`);
  expect(alerts[0]!.text).toContain('https://shop.taproom.test/admin/orders');
  expect(alerts[0]!.headers.get('reply-to')).toBe('mei@example.my');
});

test('a retried submit with the same Idempotency-Key and a refused order send nothing more', async () => {
  const body = submission([line(fixtures.can, 2)], { customerEmail: 'retry@example.my' });
  const headers = { 'idempotency-key': 'mail-retry-1' };
  expect((await t.client().post('/api/orders', body, headers)).status).toBe(201);
  expect((await t.client().post('/api/orders', body, headers)).status).toBe(200);
  const before = (await t.database.db.select().from(mailOutbox)).length;
  const stale = await t
    .client()
    .post('/api/orders', { ...body, customerEmail: 'stale@example.my', totalAmount: '1.00' });
  expect(stale.status).toBe(409);
  expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  expect(await deliveredTo('retry@example.my', 'stale@example.my')).toHaveLength(1);
});

test('staff changing an order status emails the customer once; a notes-only edit sends nothing', async () => {
  const placed = await t
    .client()
    .post(
      '/api/orders',
      submission([line(fixtures.can, 1)], { customerEmail: 'status@example.my', language: 'ms' }),
    );
  const id: string = placed.body.order.id;
  const admin = await signInAdmin(t);
  expect(
    (await admin.put(`/api/admin/orders/${id}`, { status: 'confirmed', adminNotes: 'Pickup on Friday' }))
      .status,
  ).toBe(200);
  expect(
    (await admin.put(`/api/admin/orders/${id}`, { status: 'confirmed', adminNotes: 'Pickup on Saturday' }))
      .status,
  ).toBe(200);

  const mails = await deliveredTo('status@example.my');
  const reference: string = placed.body.orderNumber;
  expect(mails.map((m) => m.subject).sort()).toEqual([
    `Kami telah menerima pesanan anda ${reference}`,
    `Pesanan anda ${reference} kini Disahkan`,
  ]);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  expect(row!.status).toBe('confirmed');
});

test('a contact message alerts the brewery, with replies going to the sender', async () => {
  const res = await t.client().post('/api/contact', {
    name: 'Farid',
    email: 'farid@example.my',
    message: 'Do you deliver to Shah Alam on weekends?',
  });
  expect(res.status).toBe(201);
  await deliveredTo(BREWERY);
  const alerts = smtp.received.filter((m) => m.subject === 'New contact message from Farid');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.to).toEqual([BREWERY]);
  expect(alerts[0]!.headers.get('reply-to')).toBe('farid@example.my');
  expect(alerts[0]!.text).toContain('Do you deliver to Shah Alam on weekends?');
});

test('a custom-beer request alerts the brewery with the brief and acknowledges its choices and reference only', async () => {
  const res = await t.client().post('/api/custom-beer/submit', {
    name: 'Wei Ling',
    notes: 'Verify now at http://evil.example/login',
    email: 'weiling@example.my',
    occasion: ['wedding'],
    packaging: '500ml cans',
    quantity: 96,
    budgetPerKegMYR: 16,
    language: 'ms',
  });
  expect(res.status).toBe(201);
  const copy = await deliveredTo('weiling@example.my');
  expect(copy).toHaveLength(1);
  expect(copy[0]!.subject).toBe('Permintaan Bir Tempahan anda');
  expect(copy[0]!.text).toContain(res.body.id.slice(-8).toUpperCase());
  // The choices in the customer's language, quantity and budget in the packaging's unit.
  for (const said of [
    'Tin 500ml',
    'Kuantiti',
    '96 tin',
    'RM 16 setiap tin · jumlah RM 1,536',
    'Majlis perkahwinan',
  ])
    expect(copy[0]!.text).toContain(said);
  expect(copy[0]!.text).not.toContain('Wei Ling');
  expect(copy[0]!.text).not.toContain('evil.example');
  const alerts = smtp.received.filter(
    (m) => m.subject === 'New custom beer request from Wei Ling <weiling@example.my>',
  );
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.to).toEqual([BREWERY]);
  expect(alerts[0]!.text).toContain(res.body.summary.split('\n')[0]);
  expect(alerts[0]!.text).toContain('http://evil.example/login');
  for (const said of ['500ml cans', '96 cans', 'RM 16 per can · RM 1,536 in total', 'Wedding'])
    expect(alerts[0]!.text).toContain(said);
});

test('signing up mails a confirmation link; confirming sends a welcome whose unsubscribe link works', async () => {
  const email = 'fan@example.my';
  const form = { source: 'home', noticeVersion: PRIVACY_NOTICE_VERSION };
  const subscribe = (body: object) =>
    t.client().post('/api/newsletter/subscribe', { email, ...form, ...body });
  expect((await subscribe({ language: 'zh' })).status).toBe(200);
  const [request] = await deliveredTo(email);
  expect(request!.subject).toBe('请确认订阅 Taproom 通讯');
  const confirmLink = /https:\/\/shop\.taproom\.test\/newsletter\/confirm\?token=(\S+)/.exec(request!.text)!;
  const confirmed = await t
    .client()
    .post('/api/newsletter/confirm', { token: decodeURIComponent(confirmLink[1]!) });
  expect(confirmed.status).toBe(200);
  // Signing up an address already on the list mails nothing more.
  expect((await subscribe({})).status).toBe(200);
  const welcomes = (await deliveredTo(email)).slice(1);
  expect(welcomes).toHaveLength(1);
  expect(welcomes[0]!.subject).toBe('欢迎订阅 Taproom 通讯');
  expect(welcomes[0]!.headers.get('list-unsubscribe')).toMatch(
    /^<https:\/\/shop\.taproom\.test\/api\/newsletter\/unsubscribe\/one-click\?token=/,
  );

  const link = /https:\/\/shop\.taproom\.test\/newsletter\/unsubscribe\?token=(\S+)/.exec(welcomes[0]!.text)!;
  const token = decodeURIComponent(link[1]!);
  expect((await t.client().post('/api/newsletter/unsubscribe', { token })).status).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  expect(row!.isActive).toBe(false);

  // Signing up again asks for a new confirmation rather than welcoming at once.
  expect((await subscribe({})).status).toBe(200);
  const again = await deliveredTo(email);
  expect(again).toHaveLength(3);
  expect(again[2]!.subject).toBe('请确认订阅 Taproom 通讯');
});
