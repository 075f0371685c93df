// The answers the shop really gives fit its API document: a customer's, a visitor's and a staff member's
// main journeys, each answer checked against /api/openapi.json by a documented client (status and body).
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../shared/policies.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from '../modules/orders/order-fixtures.ts';
import { signInAdmin } from '../test-support/admin-session.ts';
import { documentedClient, type DocumentedClient } from '../test-support/api-document.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let fixtures: Fixtures;
let admin: DocumentedClient;

beforeAll(async () => {
  t = await startTestApp();
  fixtures = await seedOrderFixtures(t.database.db);
  admin = await signInAdmin(t, await documentedClient(t));
});
afterAll(() => t.close());

const customer = {
  email: 'mei.ling@example.my',
  password: 'hop-garden-walk-42',
  firstName: 'Mei Ling',
  lastName: 'Tan',
};

test('a visitor browses, orders, writes, subscribes and designs a beer, every answer as documented', async () => {
  const visitor = await documentedClient(t);
  const list = await visitor.get('/api/products?lang=ms');
  expect(list.status).toBe(200);
  const etag = list.headers.get('etag')!;
  expect((await visitor.get('/api/products?lang=ms', { 'if-none-match': etag })).status).toBe(304);
  expect((await visitor.get(`/api/products/${fixtures.can.productId}`)).status).toBe(200);
  expect((await visitor.get('/api/products/no-such-beer')).status).toBe(404);

  const order = submission([line(fixtures.can, 2)]);
  expect((await visitor.post('/api/orders', order, { 'idempotency-key': 'contract-1' })).status).toBe(201);
  expect((await visitor.post('/api/orders', order, { 'idempotency-key': 'contract-1' })).status).toBe(200);
  expect((await visitor.post('/api/orders', { ...order, totalAmount: '1.00' })).status).toBe(409);
  expect((await visitor.post('/api/orders', { items: [] })).status).toBe(400);

  const message = { name: 'Aisyah', email: 'aisyah@example.my', message: 'Do you brew for weddings?' };
  expect((await visitor.post('/api/contact', message)).status).toBe(201);
  const signUp = { email: 'news@example.my', source: 'home', noticeVersion: PRIVACY_NOTICE_VERSION };
  expect((await visitor.post('/api/newsletter/subscribe', signUp)).status).toBe(200);
  expect((await visitor.post('/api/newsletter/confirm', { token: 'x'.repeat(43) })).status).toBe(400);
  expect((await visitor.post('/api/newsletter/unsubscribe', { token: 'not-a-token' })).status).toBe(400);
  const brief = { aromas: ['citrus'], language: 'en' };
  expect((await visitor.post('/api/custom-beer/recommend', brief)).status).toBe(200);
  const request = { email: 'party@example.my', occasion: ['wedding'], language: 'en' };
  expect((await visitor.post('/api/custom-beer/submit', request)).status).toBe(201);
  expect((await visitor.post('/api/analytics/pageview', { path: '/', language: 'en' })).status).toBe(204);
  expect((await visitor.get('/api/business-profile')).status).toBe(200);
  expect((await visitor.get('/api/auth/user')).body).toBeNull();
  expect((await visitor.get('/api/login')).status).toBe(302);
  expect((await visitor.get('/api/admin/orders')).status).toBe(401);
});

test('a customer registers, signs in, edits the profile, reads orders and data, and leaves', async () => {
  const client = await documentedClient(t);
  expect((await client.get('/api/customer/profile')).body).toBeNull();
  expect((await client.get('/api/customer/orders')).status).toBe(401);
  expect((await client.post('/api/customer/register', customer)).status).toBe(201);
  expect((await client.post('/api/customer/register', customer)).status).toBe(409);
  expect((await client.post('/api/customer/logout')).status).toBe(204);
  const { email, password } = customer;
  expect((await client.post('/api/customer/login', { email, password: 'wrong-password' })).status).toBe(401);
  expect((await client.post('/api/customer/login', { email, password })).status).toBe(200);
  expect((await client.get('/api/customer/profile')).body.email).toBe(customer.email);
  const profile = {
    firstName: 'Mei Ling',
    lastName: 'Tan',
    phone: '+60 12-555 0101',
    address: 'Petaling Jaya',
  };
  expect((await client.put('/api/customer/profile', profile)).status).toBe(200);
  const order = submission([line(fixtures.half, 1)], { customerEmail: customer.email });
  expect((await client.post('/api/orders', order)).status).toBe(201);
  expect((await client.get('/api/customer/orders')).body).toHaveLength(1);
  expect((await client.get('/api/customer/data-export')).body.orders).toHaveLength(1);
  const reset = { email: customer.email, account: 'customer', language: 'en' };
  expect((await client.post('/api/password-reset/request', reset)).status).toBe(202);
  const badReset = { token: 'x'.repeat(43), password: 'another-long-walk-7' };
  expect((await client.post('/api/password-reset', badReset)).status).toBe(400);
  expect((await client.delete('/api/customer/account')).status).toBe(204);
});

test('staff work through the catalogue, with an uploaded image, as documented', async () => {
  const product = {
    name: 'Pandan Porter',
    category: 'beer',
    abv: 5.2,
    translations: { ms: { name: 'Porter Pandan' } },
  };
  const created = await admin.post('/api/admin/products', product);
  expect(created.status).toBe(201);
  const id = created.body.id;
  expect((await admin.put(`/api/admin/products/${id}`, { ...product, isTopSeller: true })).status).toBe(200);
  const variant = await admin.post(`/api/admin/products/${id}/variants`, { size: '330ML Can', price: 16 });
  expect(variant.status).toBe(201);
  const variantPath = `/api/admin/products/${id}/variants/${variant.body.id}`;
  expect((await admin.put(variantPath, { size: '330ML Can', price: 17 })).status).toBe(200);
  expect((await admin.get(`${variantPath}/price-history`)).body).toHaveLength(1);

  const { body: upload } = await admin.post('/api/admin/upload');
  const file = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c87828' } })
    .png()
    .toBuffer();
  const stored = await admin.request('PUT', upload.uploadURL, {
    body: new Uint8Array(file),
    headers: { 'content-type': 'image/png' },
  });
  expect(stored.status).toBe(200);
  const normalized = await admin.post('/api/admin/normalize-object-path', { imageURL: upload.uploadURL });
  expect(normalized.body.objectPath).toBe(stored.body.objectPath);
  const image = await admin.post(`/api/admin/products/${id}/images`, {
    imageUrl: stored.body.objectPath,
    displayOrder: 0,
  });
  expect(image.status).toBe(201);
  const imageOrders = [{ id: image.body.id, order: 1 }];
  expect((await admin.put(`/api/admin/products/${id}/images/reorder`, { imageOrders })).status).toBe(200);
  const main = { imageURL: stored.body.objectPath };
  expect((await admin.put(`/api/admin/products/${id}/image`, main)).status).toBe(200);
  expect((await admin.get(`/api/admin/products/${id}/images`)).body).toHaveLength(1);
  expect((await admin.get('/api/admin/products')).status).toBe(200);
  expect((await admin.delete(`/api/admin/products/${id}/images/${image.body.id}`)).status).toBe(200);
  expect((await admin.delete(variantPath)).status).toBe(200);
  expect((await admin.delete(`/api/admin/products/${id}`)).status).toBe(200);
  expect((await admin.post('/api/admin/products', { name: '' })).status).toBe(400);
});

test('staff read and update orders, customers, messages, requests, subscribers and settings', async () => {
  await (await documentedClient(t)).post('/api/orders', submission([line(fixtures.keg, 1)]));
  await (
    await documentedClient(t)
  ).post('/api/contact', {
    name: 'Hafiz',
    email: 'hafiz@example.my',
    message: 'Can I pick up on Sunday?',
  });
  const orders = await admin.get('/api/admin/orders?status=pending&sort=oldest');
  expect(orders.body.items.length).toBeGreaterThan(0);
  const update = { status: 'confirmed', adminNotes: 'Called back' };
  expect((await admin.put(`/api/admin/orders/${orders.body.items[0].id}`, update)).status).toBe(200);
  expect((await admin.get('/api/admin/orders/summary')).status).toBe(200);
  const messages = await admin.get('/api/admin/contact-messages?filter=unread');
  expect((await admin.put(`/api/admin/contact-messages/${messages.body.items[0].id}/read`)).status).toBe(200);
  const reads = [
    '/api/admin/stats',
    '/api/admin/to-do',
    '/api/admin/contact-messages/counts',
    '/api/admin/customers',
    '/api/admin/customers/summary',
    '/api/admin/custom-beer-requests',
    '/api/admin/newsletter-subscribers',
    '/api/admin/newsletter-subscribers/summary',
    '/api/admin/newsletter-subscribers/export',
    '/api/admin/mail-status',
    '/api/auth/user',
  ];
  for (const path of reads) expect((await admin.get(path)).status, path).toBe(200);
  const settings = await admin.get('/api/admin/settings');
  expect((await admin.put('/api/admin/settings', settings.body)).status).toBe(200);

  const shopper = await documentedClient(t);
  const registered = await shopper.post('/api/customer/register', { ...customer, email: 'kumar@example.my' });
  expect((await admin.get(`/api/admin/customers/${registered.body.id}/data-export`)).status).toBe(200);
  expect((await admin.delete(`/api/admin/customers/${registered.body.id}`)).status).toBe(204);
  expect((await admin.delete(`/api/admin/customers/${registered.body.id}`)).status).toBe(404);
});

test('an answer that does not fit the document fails the test that got it', async () => {
  const client = await documentedClient(t);
  const wrong = { ...(await t.client().get('/api/business-profile')), status: 201 };
  expect(client.check('GET', '/api/business-profile', wrong)).toEqual([
    'status 201 is not documented for GET /api/business-profile',
  ]);
  const profile = await t.client().get('/api/business-profile');
  const extra = { ...profile, body: { ...profile.body, ownerHomeAddress: 'Jalan Rahsia 1' } };
  expect(client.check('GET', '/api/business-profile', extra).join()).toMatch(/additional properties/);
});
