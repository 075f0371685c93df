// Home delivery by the shop's one set of rules (src/shared/delivery/delivery-rules.ts): free from RM 150 in
// the Klang Valley, anywhere in Malaysia with a keg. A refused address is a 400 on the address, in the
// order's language, and nothing is written.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DELIVERY_RULES } from '../../../shared/delivery/delivery-rules.ts';
import { orders } from '../../db/schema.ts';
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

const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
const delivery = (deliveryAddress: string, language: 'en' | 'ms' | 'zh' = 'en') => ({
  deliveryOption: 'delivery' as const,
  deliveryAddress,
  language,
});

test('addresses in the Klang Valley are delivered to', async () => {
  const client = await documentedClient(t);
  for (const address of [
    '8 Jalan Telawi, Bangsar, 59100 Kuala Lumpur',
    '22 Jalan SS 2/24, 47300 Petaling Jaya, Selangor',
    'Persiaran Perdana, 62502 Putrajaya',
  ]) {
    const res = await client.post('/api/orders', submission([line(f.half, 2)], delivery(address)));
    expect(res.status, address).toBe(201);
  }
});

test('an address outside the Klang Valley is refused on the address, in the order language, and nothing is written', async () => {
  const client = await documentedClient(t);
  const before = await orderCount();
  const penang = '10 Lebuh Chulia, 10200 George Town, Pulau Pinang';
  const english = await client.post('/api/orders', submission([line(f.half, 2)], delivery(penang)));
  expect(english.status).toBe(400);
  expect(english.body.message).toBe(
    'We deliver only in the Klang Valley, and postcode 10200 is outside it. Choose self pickup, or add a keg: orders with a keg are delivered free anywhere in Malaysia.',
  );
  expect(english.body.issues).toEqual([{ path: 'deliveryAddress', message: english.body.message }]);
  const malay = await client.post('/api/orders', submission([line(f.half, 2)], delivery(penang, 'ms')));
  expect(malay.status).toBe(400);
  expect(malay.body.message).toMatch(/^Kami menghantar di Lembah Klang sahaja, dan poskod 10200/);
  expect(await orderCount()).toBe(before);
});

test('an address without a postcode is refused, asking for one', async () => {
  const res = await t
    .client()
    .post('/api/orders', submission([line(f.half, 2)], delivery('12 Jalan Ampang, Kuala Lumpur', 'zh')));
  expect(res.status).toBe(400);
  expect(res.body.issues).toEqual([
    { path: 'deliveryAddress', message: '请在送货地址中填写 5 位数邮编，以便我们确认是否送达该地区。' },
  ]);
});

test('an order with a keg is delivered anywhere in Malaysia', async () => {
  const res = await t
    .client()
    .post(
      '/api/orders',
      submission([line(f.keg, 1)], delivery('Lot 5, Jalan Gaya, 88000 Kota Kinabalu, Sabah')),
    );
  expect(res.status).toBe(201);
  const abroad = await t
    .client()
    .post('/api/orders', submission([line(f.keg, 1)], delivery('1 Orchard Road, Singapore 238824')));
  expect(abroad.status).toBe(400);
});

test('below the minimum, delivery is refused on the delivery option in the order language', async () => {
  const res = await t
    .client()
    .post('/api/orders', submission([line(f.edge, 1)], delivery('59100 Kuala Lumpur', 'ms')));
  expect(res.status).toBe(400);
  expect(res.body.issues).toEqual([
    {
      path: 'deliveryOption',
      message:
        'Penghantaran ke rumah tersedia untuk jumlah barangan RM 150.00 ke atas. Pilih ambil sendiri, atau tambah lagi ke troli anda.',
    },
  ]);
});

test('a changed minimum is what the order API enforces and names, and no setting states another', async () => {
  const rules = DELIVERY_RULES as { minimumSen: number };
  const original = rules.minimumSen;
  rules.minimumSen = 23_500;
  try {
    const below = await t
      .client()
      .post('/api/orders', submission([line(f.half, 2)], delivery('59100 Kuala Lumpur')));
    expect(below.status).toBe(400);
    expect(below.body.issues).toEqual([
      {
        path: 'deliveryOption',
        message:
          'Home delivery is available for an item total of RM 235.00 or more. Choose self pickup, or add more to your cart.',
      },
    ]);
    const above = await t
      .client()
      .post('/api/orders', submission([line(f.half, 4)], delivery('59100 Kuala Lumpur')));
    expect(above.status).toBe(201);
  } finally {
    rules.minimumSen = original;
  }
  // The business profile carries no delivery sentence of its own for a page to show instead.
  const profile = await t.client().get('/api/business-profile');
  expect(profile.status).toBe(200);
  expect(JSON.stringify(profile.body)).not.toMatch(/delivery/i);
});
