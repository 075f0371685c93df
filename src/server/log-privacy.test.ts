// A whole customer journey with every log line captured (LOG_LEVEL=trace): register, sign in, order,
// contact, a refused request, staff sign-in, mail delivery, and a 500 forced in a test-only route whose
// database error quotes the customer's data. Not one line may hold the customer's email, phone, name or
// password.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from './db/schema.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from './modules/orders/order-fixtures.ts';
import { signInAdmin } from './test-support/admin-session.ts';
import { startTestApp, untilMailPass, type TestApp } from './test-support/test-app.ts';

const customer = {
  email: 'Nurul.Izzati@Example.my',
  password: 'Sup3r-secret-pw',
  firstName: 'Nurulizzati',
  lastName: 'Hasbollah',
  phone: '+60 17-555 0199',
  address: '12 Jalan Ampang Hilir, Kuala Lumpur',
};
const lines: string[] = [];
let t: TestApp;
let f: Fixtures;

beforeAll(async () => {
  t = await startTestApp({
    env: { LOG_LEVEL: 'trace' },
    mail: { pollIntervalMs: 50, backoffMs: () => 100 },
    logDestination: { write: (entry) => void lines.push(entry) },
    setup: (app) => {
      // Test-only: a handler that fails inside the database with the request's own values in the error.
      app.post('/test/explode', async (request) => {
        const body = request.body as typeof customer;
        await t.database.db.execute(sql`select ${`${body.firstName} ${body.phone}`}::int`);
        return { never: true };
      });
      app.post('/test/duplicate', async (request) => {
        const body = request.body as typeof customer;
        await t.database.db.execute(
          sql`insert into customers (email, password, first_name, last_name) values (${body.email.toLowerCase()}, 'x', 'a', 'b')`,
        );
        return { never: true };
      });
    },
  });
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

test('a full journey, a 500 included, leaves no personal data in any log line', async () => {
  const shopper = t.client();
  expect((await shopper.post('/api/customer/register', customer)).status).toBe(201);
  expect((await shopper.post('/api/customer/logout')).status).toBe(204);
  const wrong = await shopper.post('/api/customer/login', { email: customer.email, password: 'not-the-one' });
  expect(wrong.status).toBe(401);
  const right = await shopper.post('/api/customer/login', {
    email: customer.email,
    password: customer.password,
  });
  expect(right.status).toBe(200);
  const order = submission([line(f.can, 2)], {
    customerName: `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    deliveryOption: 'pickup',
    notes: `Call ${customer.phone}`,
  });
  expect((await shopper.post('/api/orders', order)).status).toBe(201);
  const contact = {
    name: customer.firstName,
    email: customer.email,
    phone: customer.phone,
    message: `Hello, this is ${customer.firstName} ${customer.lastName}`,
  };
  expect((await shopper.post('/api/contact', contact)).status).toBe(201);
  const refused = await shopper.post('/api/contact', { ...contact, email: `${customer.email}\u0000` });
  expect(refused.status).toBe(400);
  await signInAdmin(t);
  expect((await shopper.post('/test/explode', customer)).status).toBe(500);
  expect((await shopper.post('/test/duplicate', customer)).status).toBe(500);
  await untilMailPass(t, async () => {
    const open = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'sending']));
    return open.length === 0;
  });

  // The capture works: request lines, both failures with their database error codes, and mail delivery.
  const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
  expect(entries.filter((e) => e.msg === 'answered').map((e) => e.route)).toContain('/api/orders');
  const failures = entries.filter((e) => e.msg === 'request failed');
  expect(failures.map((e) => e.err.code ?? e.err.cause?.code).sort()).toEqual(['22P02', '23505']);
  expect(entries.some((e) => e.msg === 'mail sent')).toBe(true);

  const everything = lines.join('\n').toLowerCase();
  const secrets = [
    customer.email,
    customer.email.split('@')[0]!,
    customer.password,
    customer.firstName,
    customer.lastName,
    customer.phone,
    customer.phone.replace(/\D/g, ''),
    '555 0199',
    'ampang',
  ];
  for (const secret of secrets) {
    expect(everything.includes(secret.toLowerCase()), `log holds "${secret}"`).toBe(false);
  }
});
