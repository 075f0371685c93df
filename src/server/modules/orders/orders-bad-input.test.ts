import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { OrderSubmission } from '../../../shared/schemas/orders.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { documentedClient, type DocumentedClient } from '../../test-support/api-document.ts';
import { startTestApp, type TestApp, type TestResponse } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from './order-fixtures.ts';

let t: TestApp;
let f: Fixtures;
/** Every answer, refusals included, must fit the API document. */
let client: DocumentedClient;

beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
  client = await documentedClient(t);
});
afterAll(() => t.close());

async function rowCounts(): Promise<[number, number]> {
  const [o] = await t.database.db.select({ n: count() }).from(orders);
  const [i] = await t.database.db.select({ n: count() }).from(orderItems);
  return [o!.n, i!.n];
}

/** Sends a bad request and checks the answer is a clear 4xx that wrote nothing. */
async function refused(
  send: () => Promise<TestResponse<any>>,
  status: number,
  message: RegExp,
): Promise<void> {
  const before = await rowCounts();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.body.message).toMatch(message);
  expect(await rowCounts()).toEqual(before);
}

const post = (body: unknown, headers?: Record<string, string>) => () =>
  client.post('/api/orders', body, headers);
const withItem = (patch: Record<string, unknown>) => submission([{ ...line(f.can, 2), ...patch }]);

const badBodies: [string, () => unknown, number, RegExp][] = [
  ['a tampered unit price', () => withItem({ unitPrice: '1.00' }), 409, /prices have changed/i],
  ['a tampered line total', () => withItem({ totalPrice: '2.00' }), 409, /prices have changed/i],
  [
    'a tampered order total',
    () => ({ ...submission([line(f.can, 2)]), totalAmount: '1.00' }),
    409,
    /prices have changed/i,
  ],
  [
    'a keg rental echoed for free',
    () =>
      submission([line(f.keg, 1)], {
        kegDispenserRental: true,
        kegDispenserCost: '0.00',
        totalAmount: '690.00',
      }),
    409,
    /prices have changed/i,
  ],
  ['a negative price', () => withItem({ unitPrice: '-14.00' }), 400, /amount/i],
  ['a zero quantity', () => withItem({ quantity: 0 }), 400, /at least 1/],
  ['a negative quantity', () => withItem({ quantity: -3 }), 400, /at least 1/],
  ['a fractional quantity', () => withItem({ quantity: 1.5 }), 400, /whole number/],
  ['a quantity of 100', () => withItem({ quantity: 100 }), 400, /at most 99/],
  ['a huge quantity', () => withItem({ quantity: 1e308 }), 400, /whole number|at most 99/],
  ['a string quantity', () => withItem({ quantity: '2' }), 400, /whole number/],
  ['an unknown variant', () => withItem({ variantId: crypto.randomUUID() }), 400, /does not exist/],
  ['a variant that is not a uuid', () => withItem({ variantId: 'abc' }), 400, /unknown product size/i],
  ['a variant of another product', () => withItem({ productId: f.half.productId }), 400, /does not exist/],
  ['an inactive product', () => submission([line(f.inactiveProduct, 1)]), 400, /no longer available/],
  ['an inactive variant', () => submission([line(f.inactiveVariant, 1)]), 400, /no longer available/],
  [
    'delivery at RM 149.99',
    () => submission([line(f.edge, 1)], { deliveryOption: 'delivery', deliveryAddress: '1 Jalan Raja' }),
    400,
    /RM 150\.00/,
  ],
  [
    'delivery without an address',
    () => submission([line(f.half, 2)], { deliveryOption: 'delivery' }),
    400,
    /address is required/,
  ],
  [
    'an unknown delivery option',
    () => submission([line(f.can, 1)], { deliveryOption: 'drone' as 'pickup' }),
    400,
    /delivery option/,
  ],
  [
    'keg rental without a keg',
    () => submission([line(f.can, 2)], { kegDispenserRental: true }),
    400,
    /only available with a keg/,
  ],
  [
    'a keg quantity of 2',
    () => submission([line(f.keg, 1)], { kegDispenserRental: true, kegDispenserQuantity: 2 }),
    400,
    /must be 0 or 1/,
  ],
  [
    'a keg quantity without a rental',
    () => submission([line(f.keg, 1)], { kegDispenserQuantity: 1 }),
    400,
    /must be 0/,
  ],
  [
    'a missing name',
    () => {
      const { customerName: _, ...rest } = submission([line(f.can, 1)]);
      return rest;
    },
    400,
    /Name is required/,
  ],
  ['a blank name', () => submission([line(f.can, 1)], { customerName: '   ' }), 400, /Name is required/],
  [
    'a missing email',
    () => {
      const { customerEmail: _, ...rest } = submission([line(f.can, 1)]);
      return rest;
    },
    400,
    /valid email/,
  ],
  ['a bad email', () => submission([line(f.can, 1)], { customerEmail: 'not-an-email' }), 400, /valid email/],
  [
    'a missing age declaration',
    () => {
      const { ageDeclaration: _, ...rest } = submission([line(f.can, 1)]);
      return rest;
    },
    400,
    /aged 21 or older/,
  ],
  [
    'a false age declaration',
    () => ({ ...submission([line(f.can, 1)]), ageDeclaration: false }),
    400,
    /aged 21 or older/,
  ],
  [
    'an age declaration as text',
    () => ({ ...submission([line(f.can, 1)]), ageDeclaration: 'yes' }),
    400,
    /aged 21 or older/,
  ],
  ['no lines', () => submission([]), 400, /cart is empty/],
  ['100 lines', () => submission(Array.from({ length: 100 }, () => line(f.can, 1))), 400, /at most 50 lines/],
  ['an unknown language', () => submission([line(f.can, 1)], { language: 'fr' as 'en' }), 400, /./],
  ['an unknown field', () => ({ ...submission([line(f.can, 1)]), discount: '10.00' }), 400, /./],
  ['a status set by the client', () => ({ ...submission([line(f.can, 1)]), status: 'completed' }), 400, /./],
  ['an array instead of an order', () => [submission([line(f.can, 1)])], 400, /./],
];

for (const [name, body, status, message] of badBodies) {
  test(`${name} is refused with ${status} and writes nothing`, async () => {
    await refused(post(body()), status, message);
  });
}

test('an Idempotency-Key over 200 characters is refused and writes nothing', async () => {
  await refused(
    post(submission([line(f.can, 1)]), { 'idempotency-key': 'k'.repeat(201) }),
    400,
    /at most 200/,
  );
});

test('a 1 MB body is refused with 413 and writes nothing', async () => {
  const body = { ...submission([line(f.can, 1)]), notes: 'x'.repeat(1_048_576) };
  await refused(post(body), 413, /too large/);
});

test('a body that is not JSON is refused with 415 and writes nothing', async () => {
  const form = () =>
    client.request('POST', '/api/orders', {
      body: 'customerName=A',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  await refused(form, 415, /application\/json/);
});

test('broken JSON is refused with 400 and writes nothing', async () => {
  const broken = () =>
    client.request('POST', '/api/orders', {
      body: '{"items":[',
      headers: { 'content-type': 'application/json' },
    });
  await refused(broken, 400, /not valid JSON/);
});

test('an order posted from another site is refused with 403 and writes nothing', async () => {
  await refused(post(submission([line(f.can, 1)]), { origin: 'https://evil.example' }), 403, /./);
});

test('a long note within limits is fine, one character over is refused', async () => {
  expect(
    (await client.post('/api/orders', submission([line(f.can, 1)], { notes: 'n'.repeat(2000) }))).status,
  ).toBe(201);
  await refused(post(submission([line(f.can, 1)], { notes: 'n'.repeat(2001) })), 400, /at most 2000/);
});

test('the answer for a refused line names the line', async () => {
  const res = await client.post('/api/orders', submission([line(f.can, 1), line(f.inactiveProduct, 1)]));
  expect(res.body.issues).toEqual([
    { path: 'items.1.variantId', message: 'This product is no longer available' },
  ]);
});

// Keeps the two submission helpers honest: an order built the same way goes through.
test('the same order without the tampering is accepted', async () => {
  const ok: OrderSubmission = submission([line(f.keg, 1)], { kegDispenserRental: true });
  expect((await client.post('/api/orders', ok)).status).toBe(201);
});
