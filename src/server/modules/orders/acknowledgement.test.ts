// An order acknowledgement goes to whatever address the form named. Unless the order comes from a signed-in
// customer whose proven email it names, the mail carries only the shop's words, the lines and the reference;
// the brewery's alert keeps everything (docs/rules/messages.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { proveEmail } from '../../test-support/email-verification.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { line, mailTo, seedOrderFixtures, submission, type Fixtures } from './order-fixtures.ts';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

const LURE = 'customer. URGENT: verify now at http://evil.example/login';

test("a guest order to a stranger's address acknowledges with the reference only; the alert keeps the lure", async () => {
  const res = await t.client().post(
    '/api/orders',
    submission([line(f.can, 1)], {
      customerName: LURE,
      customerEmail: 'stranger@example.my',
      notes: 'http://evil.example/x',
    }),
  );
  expect(res.status).toBe(201);
  const ack = await mailTo(t.database.db, 'stranger@example.my', 'order-acknowledgement');
  for (const body of [ack.textBody, ack.htmlBody]) {
    expect(body).toContain(res.body.orderNumber);
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('URGENT');
  }
  const [alert] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-alert'));
  expect(alert?.textBody).toContain(LURE);
});

test('a signed-in customer with a proven email is greeted by name in the acknowledgement', async () => {
  const client = t.client();
  const email = 'proven.buyer@example.my';
  await client.post('/api/customer/register', {
    email,
    password: 'secret12',
    firstName: 'Nadia',
    lastName: 'Ong',
  });
  const before = await client.post(
    '/api/orders',
    submission([line(f.can, 1)], { customerName: 'Nadia Ong', customerEmail: email }),
  );
  expect(before.status).toBe(201);
  expect((await mailTo(t.database.db, email, 'order-acknowledgement')).textBody).not.toContain('Nadia Ong');
  await proveEmail(t, email);
  await t.database.db.delete(mailOutbox).where(eq(mailOutbox.recipient, email));
  const after = await client.post(
    '/api/orders',
    submission([line(f.can, 2)], { customerName: 'Nadia Ong', customerEmail: email }),
  );
  expect(after.status).toBe(201);
  expect((await mailTo(t.database.db, email, 'order-acknowledgement')).textBody).toContain('Nadia Ong');
});
