// The two notes on an order (docs/rules/ordering.md, "Notes on an order"): the private staff note never
// reaches the customer, and the message to the customer is mailed only when staff choose to send it.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test-support/smtp-sink.ts';
import { startTestApp, untilMailPass, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from './order-fixtures.ts';

const PRIVATE = 'INTERNAL: customer seemed unsure, call again Friday';
let smtp: SmtpSink;
let t: TestApp;
let f: Fixtures;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({
    env: { SMTP_URL: smtp.url, BREWERY_EMAIL: 'brewer@taproom.test' },
    mail: { pollIntervalMs: 50, backoffMs: () => 100 },
  });
  f = await seedOrderFixtures(t.database.db);
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function delivered(email: string): Promise<ReceivedMail[]> {
  await untilMailPass(t, async () => {
    const open = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'sending']));
    return open.length === 0;
  });
  return smtp.received.filter((m) => m.to.includes(email));
}

/** A registered customer with one order, signed in on the returned client. */
async function customerWithOrder(email: string, language: 'en' | 'ms' = 'en') {
  const customer = t.client();
  const registered = await customer.post('/api/customer/register', {
    email,
    password: 'stout-secret1',
    firstName: 'Siti',
    lastName: 'Nur',
  });
  expect(registered.status).toBe(201);
  const placed = await customer.post(
    '/api/orders',
    submission([line(f.can, 1)], { customerEmail: email, language }),
  );
  expect(placed.status).toBe(201);
  return { customer, id: placed.body.order.id as string, orderNumber: placed.body.orderNumber as string };
}

test('the private note reaches staff only: never the customer history, data export, mails or CSV', async () => {
  const { customer, id, orderNumber } = await customerWithOrder('private@example.my');
  const saved = await admin.put(`/api/admin/orders/${id}`, {
    status: 'confirmed',
    adminNotes: 'Pickup on Saturday from 11am',
    staffNote: PRIVATE,
    sendMessage: true,
  });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ adminNotes: 'Pickup on Saturday from 11am', staffNote: PRIVATE });
  const list = await admin.get(`/api/admin/orders?q=${orderNumber}`);
  expect(list.body.items[0]).toMatchObject({ id, staffNote: PRIVATE });

  const history = await customer.get('/api/customer/orders');
  expect(history.body[0]).toMatchObject({ id, adminNotes: 'Pickup on Saturday from 11am' });
  expect(history.body[0]).not.toHaveProperty('staffNote');
  const dataExport = await customer.get('/api/customer/data-export');
  expect(dataExport.status).toBe(200);
  const again = await customer.post(
    '/api/orders',
    submission([line(f.can, 1)], { customerEmail: 'private@example.my' }),
  );
  const staffCsv = await admin.get('/api/admin/orders/export.csv');
  for (const answer of [history.text, dataExport.text, again.text, staffCsv.text]) {
    expect(answer).not.toContain('call again Friday');
  }

  const mails = await delivered('private@example.my');
  expect(mails.map((m) => m.subject)).toContain(`Your order ${orderNumber} is now Confirmed`);
  expect(mails.some((m) => m.text.includes('Pickup on Saturday from 11am'))).toBe(true);
  for (const mail of mails) expect(mail.text + mail.html).not.toContain('call again Friday');
});

test('the message is mailed only when staff send it; a status change alone mails without it', async () => {
  const { id, orderNumber } = await customerWithOrder('quiet@example.my');
  const unsent = await admin.put(`/api/admin/orders/${id}`, {
    status: 'confirmed',
    adminNotes: 'Draft: maybe Friday',
  });
  expect(unsent.body).toMatchObject({ status: 'confirmed', adminNotes: 'Draft: maybe Friday' });
  const sent = await admin.put(`/api/admin/orders/${id}`, {
    status: 'confirmed',
    adminNotes: 'Your kegs are ready on Friday',
    sendMessage: true,
  });
  expect(sent.status).toBe(200);

  const mails = await delivered('quiet@example.my');
  const status = mails.find((m) => m.subject === `Your order ${orderNumber} is now Confirmed`)!;
  expect(status.text).not.toContain('Draft: maybe Friday');
  const message = mails.find((m) => m.subject === `A message about your order ${orderNumber}`)!;
  expect(message.text).toContain('Your kegs are ready on Friday');
  expect(mails.filter((m) => m.text.includes('Draft'))).toEqual([]);
});

test('staff preview the mail in the customer language, and the preview sends and changes nothing', async () => {
  const { id, orderNumber } = await customerWithOrder('preview@example.my', 'ms');
  const preview = await admin.post(`/api/admin/orders/${id}/mail-preview`, {
    status: 'pending',
    adminNotes: 'Kami akan telefon esok',
    sendMessage: true,
  });
  expect(preview.status).toBe(200);
  expect(preview.body.mail).toMatchObject({
    language: 'ms',
    to: 'preview@example.my',
    subject: `Mesej tentang pesanan anda ${orderNumber}`,
  });
  expect(preview.body.mail.text).toContain('Kami akan telefon esok');
  const nothing = await admin.post(`/api/admin/orders/${id}/mail-preview`, {
    status: 'pending',
    adminNotes: 'Kami akan telefon esok',
  });
  expect(nothing.body).toEqual({ mail: null });

  const list = await admin.get(`/api/admin/orders?q=${orderNumber}`);
  expect(list.body.items[0]).toMatchObject({ status: 'pending', adminNotes: null });
  const aboutOrder = (await delivered('preview@example.my')).filter((m) => m.subject.includes(orderNumber));
  expect(aboutOrder.map((m) => m.subject)).toEqual([`Kami telah menerima pesanan anda ${orderNumber}`]);
  expect((await t.client().post(`/api/admin/orders/${id}/mail-preview`, { status: 'pending' })).status).toBe(
    401,
  );
});

test('sending an empty message is refused with the field named, and nothing changes', async () => {
  const { id, orderNumber } = await customerWithOrder('empty@example.my');
  const refused = await admin.put(`/api/admin/orders/${id}`, {
    status: 'completed',
    adminNotes: '  ',
    staffNote: 'should not stay',
    sendMessage: true,
  });
  expect(refused.status).toBe(400);
  expect(refused.body.issues).toEqual([
    { path: 'adminNotes', message: 'Write the message to the customer before sending it' },
  ]);
  const list = await admin.get(`/api/admin/orders?q=${orderNumber}`);
  expect(list.body.items[0]).toMatchObject({ status: 'pending', staffNote: null });
});

test('both notes and the sending are in the audit trail', async () => {
  const { id, orderNumber } = await customerWithOrder('audit@example.my');
  await admin.put(`/api/admin/orders/${id}`, {
    status: 'pending',
    adminNotes: 'See you Friday',
    staffNote: 'Prefers a call after 6pm',
    sendMessage: true,
  });
  const activity = await admin.get(`/api/admin/activity?q=${orderNumber}`);
  expect(activity.body.items[0]).toMatchObject({
    action: 'order.note',
    changes: {
      before: { adminNotes: null, staffNote: null, messageSent: false },
      after: { adminNotes: 'See you Friday', staffNote: 'Prefers a call after 6pm', messageSent: true },
    },
  });
});
