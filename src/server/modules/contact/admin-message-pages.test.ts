// The back-office messages one page at a time: read or unread, searched, newest or oldest first, with
// counts over every message; bad parameters get 400.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  await t.database.db.insert(contactMessages).values(
    ['Farah', 'Raj', 'Siew', 'Tan', 'Umar'].map((name, i) => ({
      name,
      email: `${name.toLowerCase()}@example.my`,
      phone: i === 2 ? '+60 3-7777 1234' : null,
      message: i === 1 ? 'Can I book a brewery TOUR?' : `Question number ${i}`,
      isRead: i % 2 === 1,
      createdAt: new Date(Date.parse('2026-03-01T02:00:00Z') + i * 86_400_000),
    })),
  );
});
afterAll(() => t.close());

const names = (body: { items: { name: string }[] }) => body.items.map((m) => m.name);

test('pages hold at most pageSize messages, newest first, with the total', async () => {
  const first = await admin.get('/api/admin/contact-messages?pageSize=2');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 5 });
  expect(names(first.body)).toEqual(['Umar', 'Tan']);
  expect(names((await admin.get('/api/admin/contact-messages?pageSize=2&page=3')).body)).toEqual(['Farah']);
});

test('filters read or unread and searches name, email, phone and the message', async () => {
  const unread = await admin.get('/api/admin/contact-messages?status=unread');
  expect(names(unread.body)).toEqual(['Umar', 'Siew', 'Farah']);
  expect(unread.body.total).toBe(3);
  expect(names((await admin.get('/api/admin/contact-messages?status=read')).body)).toEqual(['Tan', 'Raj']);
  expect(names((await admin.get('/api/admin/contact-messages?q=brewery%20tour')).body)).toEqual(['Raj']);
  expect(names((await admin.get('/api/admin/contact-messages?q=7777')).body)).toEqual(['Siew']);
  expect(names((await admin.get('/api/admin/contact-messages?q=TAN@')).body)).toEqual(['Tan']);
  expect(names((await admin.get('/api/admin/contact-messages?q=raj&status=unread')).body)).toEqual([]);
});

test('sorts oldest first', async () => {
  const res = await admin.get('/api/admin/contact-messages?sort=oldest&pageSize=2');
  expect(names(res.body)).toEqual(['Farah', 'Raj']);
});

test('the counts cover every message, and reading one moves it from unread to read', async () => {
  expect((await admin.get('/api/admin/contact-messages/counts')).body).toEqual({
    total: 5,
    unread: 3,
    read: 2,
  });
  const [farah] = (await admin.get('/api/admin/contact-messages?q=farah')).body.items;
  await admin.put(`/api/admin/contact-messages/${farah.id}/read`);
  expect((await admin.get('/api/admin/contact-messages/counts')).body).toEqual({
    total: 5,
    unread: 2,
    read: 3,
  });
  expect(names((await admin.get('/api/admin/contact-messages?status=unread')).body)).toEqual([
    'Umar',
    'Siew',
  ]);
});

test.each([
  ['pageSize=500', /pageSize must be at most 100/],
  ['page=0', /page must be at least 1/],
  ['page=1e9', /page must be at most 100000/],
  ['status=archived', /status must be unread or read/],
  ['sort=name', /sort must be newest, oldest/],
  [`q=${'x'.repeat(101)}`, /q must be at most 100 characters/],
  ['q=%00', /q must not contain control characters/],
])('%s is refused with 400 and a clear message', async (query, message) => {
  const res = await admin.get(`/api/admin/contact-messages?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(message);
});
