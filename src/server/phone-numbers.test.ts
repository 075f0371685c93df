// Every place the shop takes a phone number keeps it in E.164 and refuses what no phone could dial, with
// a 400 naming the field and nothing written (docs/rules/accounts.md, "Phone numbers").
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactMessages, customBeerRequests, customers, orders } from './db/schema.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from './modules/orders/order-fixtures.ts';
import { startTestApp, type TestApp } from './test-support/test-app.ts';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

const BAD_NUMBERS = ['abc', '012-345 678x', '0123', '012345678901234567', '+60'];
const rows = async (
  table: typeof orders | typeof customers | typeof contactMessages | typeof customBeerRequests,
) => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

function expectPhoneRefused(res: { status: number; body: { issues?: { path: string }[] } }, field: string) {
  expect(res.status).toBe(400);
  expect(res.body.issues?.map((issue) => issue.path)).toEqual([field]);
}

test('checkout keeps a Malaysian number in E.164 and refuses what is no number', async () => {
  const placed = await t
    .client()
    .post('/api/orders', submission([line(f.can, 1)], { customerPhone: '012-345 6789' }));
  expect(placed.status).toBe(201);
  expect(placed.body.order.customerPhone).toBe('+60123456789');
  const none = await t.client().post('/api/orders', submission([line(f.can, 1)], { customerPhone: '' }));
  expect(none.body.order.customerPhone).toBeNull();

  const before = await rows(orders);
  for (const phone of BAD_NUMBERS) {
    const res = await t.client().post('/api/orders', submission([line(f.can, 1)], { customerPhone: phone }));
    expectPhoneRefused(res, 'customerPhone');
  }
  expect(await rows(orders)).toBe(before);
});

test('registration and the profile keep international numbers in E.164 and refuse bad ones', async () => {
  const client = t.client();
  const account = {
    email: 'phone@example.my',
    password: 'stout-secret1',
    firstName: 'Wei',
    lastName: 'Ling',
  };
  expectPhoneRefused(await client.post('/api/customer/register', { ...account, phone: 'abc' }), 'phone');
  expect(await rows(customers)).toBe(0);

  const registered = await client.post('/api/customer/register', { ...account, phone: '+65 9123 4567' });
  expect(registered.status).toBe(201);
  expect((await client.get('/api/customer/profile')).body.phone).toBe('+6591234567');

  const update = { firstName: 'Wei', lastName: 'Ling', phone: '0123' };
  expectPhoneRefused(await client.put('/api/customer/profile', update), 'phone');
  expect((await client.get('/api/customer/profile')).body.phone).toBe('+6591234567');
  expect((await client.put('/api/customer/profile', { ...update, phone: '03-4021 1234' })).status).toBe(200);
  const [stored] = await t.database.db.select().from(customers).where(eq(customers.email, account.email));
  expect(stored!.phone).toBe('+60340211234');
});

test('the contact form and the custom-beer brief take the same numbers', async () => {
  const message = { name: 'Siti', email: 'siti@example.my', message: 'Do you run brewery tours?' };
  expectPhoneRefused(await t.client().post('/api/contact', { ...message, phone: '+60' }), 'phone');
  expect(await rows(contactMessages)).toBe(0);
  expect((await t.client().post('/api/contact', { ...message, phone: '012-345 6789' })).status).toBe(201);
  const [contact] = await t.database.db.select().from(contactMessages);
  expect(contact!.phone).toBe('+60123456789');

  const brief = {
    email: 'aisyah@example.my',
    occasion: ['party'],
    quantity: 1,
    budgetPerKegMYR: 750,
    sliders: { bitterness: 3, sweetness: 2, body: 3, strength: 3 },
    aromas: [],
    styles: [],
    dietary: [],
    language: 'en',
  };
  expectPhoneRefused(await t.client().post('/api/custom-beer/submit', { ...brief, phone: 'abc' }), 'phone');
  expect(await rows(customBeerRequests)).toBe(0);
  const sent = await t.client().post('/api/custom-beer/submit', { ...brief, phone: '+60 12-345 6789' });
  expect(sent.status).toBe(201);
  const [request] = await t.database.db.select().from(customBeerRequests);
  expect(request!.phone).toBe('+60123456789');
});
