// Orders, messages, settings, customer deletion, uploads and sign-ins each leave exactly one audit
// record; a failed sign-in names only a staff account; no record ever holds a password, hash or token.
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_BUSINESS_PROFILE } from '../../../shared/business-profile.ts';
import { signInAdmin, TEST_ADMIN } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from '../orders/order-fixtures.ts';
import { auditTrail } from './test-support.ts';

let t: TestApp;
let f: Fixtures;
let admin: TestClient;
let trail: ReturnType<typeof auditTrail>;
let staffId: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
  admin = await signInAdmin(t);
  trail = auditTrail(t.database.db);
  staffId = (await admin.get('/api/auth/user')).body.id;
});
afterAll(() => t.close());

const byStaff = () => ({ actorId: staffId, actorEmail: TEST_ADMIN.email });

test('an order status change and a note are recorded against the order number', async () => {
  const placed = await t.client().post('/api/orders', submission([line(f.can, 1)]));
  const { id } = placed.body.order;
  const reference = placed.body.orderNumber;
  const status = await trail.during(() =>
    admin.put(`/api/admin/orders/${id}`, { status: 'confirmed', adminNotes: '' }),
  );
  expect(status).toEqual([
    expect.objectContaining({
      ...byStaff(),
      action: 'order.status',
      entityType: 'order',
      entityId: id,
      entityLabel: reference,
      changes: { before: { status: 'pending' }, after: { status: 'confirmed' } },
    }),
  ]);
  const note = await trail.during(() =>
    admin.put(`/api/admin/orders/${id}`, { status: 'confirmed', adminNotes: 'Pickup Friday' }),
  );
  expect(note).toEqual([
    expect.objectContaining({
      action: 'order.note',
      changes: { before: { adminNotes: null }, after: { adminNotes: 'Pickup Friday' } },
    }),
  ]);
  const refused = await trail.during(async () => {
    expect((await admin.put(`/api/admin/orders/${id}`, { status: 'shipped' })).status).toBe(400);
  });
  expect(refused).toEqual([]);
});

test('marking a message read is recorded once, without the sender', async () => {
  const sent = await t
    .client()
    .post('/api/contact', { name: 'Siti Aminah', email: 'siti@example.my', message: 'Do you run tours?' });
  expect(sent.status).toBe(201);
  const message = sent.body;
  const read = await trail.during(async () => {
    expect((await admin.put(`/api/admin/contact-messages/${message.id}/read`)).status).toBe(200);
    expect((await admin.put(`/api/admin/contact-messages/${message.id}/read`)).status).toBe(200);
  });
  expect(read).toEqual([
    expect.objectContaining({
      ...byStaff(),
      action: 'message.read',
      entityId: message.id,
      entityLabel: null,
      changes: { before: { isRead: false }, after: { isRead: true } },
    }),
  ]);
  expect(JSON.stringify(read)).not.toMatch(/Siti|siti@/);
});

test('saving the settings records the fields that changed', async () => {
  const saved = await trail.during(() =>
    admin.put('/api/admin/settings', { ...DEMO_BUSINESS_PROFILE, phone: '+60 3-7777 8888' }),
  );
  expect(saved).toEqual([
    expect.objectContaining({
      action: 'settings.update',
      entityType: 'settings',
      changes: { before: { phone: DEMO_BUSINESS_PROFILE.phone }, after: { phone: '+60 3-7777 8888' } },
    }),
  ]);
});

test('staff deleting a customer account is recorded by the account id only', async () => {
  const customer = t.client();
  await customer.post('/api/customer/register', {
    email: 'nurul@example.my',
    password: 'secret12',
    firstName: 'Nurul',
    lastName: 'Huda',
  });
  const { id } = (await customer.get('/api/customer/profile')).body;
  const deleted = await trail.during(async () => {
    expect((await admin.delete(`/api/admin/customers/${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/customers/${id}`)).status).toBe(404);
  });
  expect(deleted).toEqual([
    expect.objectContaining({ ...byStaff(), action: 'customer.delete', entityId: id, entityLabel: null }),
  ]);
  expect(JSON.stringify(deleted)).not.toMatch(/Nurul|nurul@/);
});

test('an uploaded image is recorded with its address, never with the upload token', async () => {
  const { uploadURL } = (await admin.post('/api/admin/upload', {})).body;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c80' } })
    .png()
    .toBuffer();
  let objectPath = '';
  const uploaded = await trail.during(async () => {
    const res = await admin.request('PUT', uploadURL, {
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.status).toBe(200);
    objectPath = res.body.objectPath;
  });
  expect(uploaded).toEqual([
    expect.objectContaining({ ...byStaff(), action: 'image.upload', entityId: objectPath }),
  ]);
  expect(JSON.stringify(uploaded)).not.toContain(uploadURL.split('/').pop());
});

test('sign-ins are recorded; a failure names the staff account only when the email is one', async () => {
  const attempts = await trail.during(async () => {
    expect((await t.client().post('/api/admin/login', TEST_ADMIN)).status).toBe(200);
    const wrong = { email: TEST_ADMIN.email, password: 'not-the-password' };
    expect((await t.client().post('/api/admin/login', wrong)).status).toBe(401);
    const stranger = { email: 'someone@example.my', password: 'guess-1234' };
    expect((await t.client().post('/api/admin/login', stranger)).status).toBe(401);
  });
  const staffEntity = { entityType: 'staff', entityId: staffId, entityLabel: TEST_ADMIN.email };
  expect(attempts).toEqual([
    expect.objectContaining({ ...byStaff(), action: 'staff.sign-in', ...staffEntity }),
    expect.objectContaining({ ...byStaff(), action: 'staff.sign-in-failed', ...staffEntity }),
    expect.objectContaining({
      actorId: null,
      actorEmail: null,
      action: 'staff.sign-in-failed',
      entityType: 'staff',
      entityId: null,
      entityLabel: null,
      changes: { before: {}, after: {} },
    }),
  ]);
  expect(JSON.stringify(attempts)).not.toMatch(/someone@example|guess-1234|not-the-password/);
});

test('no record anywhere in the trail holds a password, a hash or a token', async () => {
  const everything = JSON.stringify(await trail.all());
  expect(everything.length).toBeGreaterThan(500);
  expect(everything).not.toContain(TEST_ADMIN.password);
  expect(everything).not.toMatch(/secret12|\$argon2|password|hash|token/i);
});
