// The confirmation page's answer (docs/decisions/033-order-confirmation-link.md): reached only by the random
// link the order's answer and its acknowledgement mail carry, never stored by a cache, and holding the
// shop's words, the lines and the totals, never what someone typed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { documentedClient } from '../../test-support/api-document.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from './order-fixtures.ts';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

const TYPED = {
  customerName: 'Farid Confirmation',
  customerEmail: 'farid.confirm@example.my',
  customerPhone: '+60 12-777 8888',
  notes: 'Leave it with the guard',
};

const tokenOf = (path: string) => new URL(path, 'http://shop.test').searchParams.get('token')!;

test('a guest order leads to its confirmation page: lines, totals, delivery choice and nothing typed', async () => {
  const client = await documentedClient(t);
  const placed = await client.post(
    '/api/orders',
    submission([line(f.can, 3), line(f.half, 2)], {
      ...TYPED,
      deliveryOption: 'delivery',
      deliveryAddress: '12 Jalan Ampang, 50450 Kuala Lumpur',
    }),
  );
  expect(placed.status).toBe(201);
  const path: string = placed.body.confirmationPath;
  expect(path).toMatch(/^\/order\/confirmation\?token=[\w-]{43}$/);
  // The link is neither the order's id nor its reference.
  expect(path).not.toContain(placed.body.order.id);
  expect(path).not.toContain(placed.body.reference);

  // Another browser, without the session or cookies of the one that ordered.
  const page = await (await documentedClient(t)).get(`/api/orders/confirmation?token=${tokenOf(path)}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.body).toMatchObject({
    orderNumber: placed.body.orderNumber,
    status: 'pending',
    language: 'en',
    deliveryOption: 'delivery',
    kegDispenserRental: false,
    itemTotal: '192.00',
    totalAmount: '192.00',
    placedAsGuest: true,
  });
  expect(page.body.items).toEqual([
    {
      productName: 'Half Stout',
      variantSize: '750ML Bottle',
      quantity: 2,
      unitPrice: '75.00',
      totalPrice: '150.00',
    },
    {
      productName: 'Setapak Lager',
      variantSize: '330ML Bottle',
      quantity: 3,
      unitPrice: '14.00',
      totalPrice: '42.00',
    },
  ]);
  const answer = JSON.stringify(page.body);
  for (const typed of [...Object.values(TYPED), 'Jalan Ampang', placed.body.order.id]) {
    expect(answer).not.toContain(typed);
  }
});

test('the acknowledgement mail carries the same link as the answer', async () => {
  const customerEmail = 'link.in.mail@example.my';
  const placed = await t.client().post('/api/orders', submission([line(f.can, 1)], { customerEmail }));
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, customerEmail), eq(mailOutbox.kind, 'order-acknowledgement')));
  expect(mail).toBeDefined();
  // The shop's public address (PUBLIC_URL) before the page's path.
  const token = tokenOf(placed.body.confirmationPath);
  const link = new RegExp(`https?://[^/\\s]+/order/confirmation\\?token=${token}`);
  expect(mail!.textBody).toMatch(link);
  expect(mail!.htmlBody).toMatch(link);
  // The brewery's alert has no use for it.
  const [alert] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-alert'));
  expect(alert!.textBody).not.toContain('/order/confirmation');
});

test('the order as answered lists its lines as its confirmation page does, by name and size', async () => {
  const client = await documentedClient(t);
  // Put in the cart in the reverse of that order, the same product's two sizes apart.
  const cart = [line(f.can, 1), line(f.half, 2), line(f.edge, 1), line(f.keg, 1)];
  const placed = await client.post('/api/orders', submission(cart, { kegDispenserRental: true }));
  expect(placed.status).toBe(201);
  const page = await client.get(`/api/orders/confirmation?token=${tokenOf(placed.body.confirmationPath)}`);
  const lines = (items: { productName: string; variantSize: string }[]) =>
    items.map((item) => `${item.productName} ${item.variantSize}`);
  expect(lines(placed.body.order.items)).toEqual([
    'Edge Ale 500ML Can',
    'Half Stout 750ML Bottle',
    'Setapak Lager 20L Keg',
    'Setapak Lager 330ML Bottle',
  ]);
  expect(lines(page.body.items)).toEqual(lines(placed.body.order.items));
});

test("a signed-in customer's order has a confirmation page too, which offers no new account", async () => {
  const client = t.client();
  const email = 'mei.ling.confirm@example.my';
  const registered = await client.post('/api/customer/register', {
    email,
    password: 'secret12',
    firstName: 'Mei Ling',
    lastName: 'Tan',
  });
  expect(registered.status).toBe(201);
  const placed = await client.post(
    '/api/orders',
    submission([line(f.keg, 1)], {
      customerName: 'Mei Ling Tan',
      customerEmail: email,
      kegDispenserRental: true,
      language: 'zh',
    }),
  );
  expect(placed.status).toBe(201);
  expect(placed.body.order.customerId).not.toBeNull();
  const page = await t
    .client()
    .get(`/api/orders/confirmation?token=${tokenOf(placed.body.confirmationPath)}`);
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({
    placedAsGuest: false,
    language: 'zh',
    kegDispenserRental: true,
    kegDispenserCost: '50.00',
    itemTotal: '690.00',
    totalAmount: '740.00',
  });
  expect(JSON.stringify(page.body)).not.toContain(email);
});

test('a retried submit answers the first order with the same confirmation link', async () => {
  const body = submission([line(f.can, 2)], TYPED);
  const headers = { 'idempotency-key': 'confirmation-retry-1' };
  const first = await t.client().post('/api/orders', body, headers);
  const again = await t.client().post('/api/orders', body, headers);
  expect(first.status).toBe(201);
  expect(again.status).toBe(200);
  expect(again.body.confirmationPath).toBe(first.body.confirmationPath);
});

test('unknown, malformed and guessed links answer a clear 4xx that names no order', async () => {
  const client = await documentedClient(t);
  const placed = await client.post('/api/orders', submission([line(f.can, 1)], TYPED));
  const token = tokenOf(placed.body.confirmationPath);
  const other = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
  const cases: Array<[string, number]> = [
    [`?token=${other}`, 404],
    [`?token=${'A'.repeat(43)}`, 404],
    [`?token=${placed.body.order.id}`, 400],
    [`?token=${placed.body.reference}`, 400],
    [`?token=${encodeURIComponent(`${token}' or '1'='1`)}`, 400],
    ['?token=', 400],
    ['', 400],
  ];
  for (const [query, status] of cases) {
    const res = await client.get(`/api/orders/confirmation${query}`);
    expect(res.status, query).toBe(status);
    expect(res.body.message).toMatch(/confirmation link is not known/);
    expect(JSON.stringify(res.body)).not.toContain(placed.body.orderNumber);
  }
});
