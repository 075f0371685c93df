import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { documentedClient, type DocumentedClient } from '../../test-support/api-document.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

/** Every answer, refusals included, must fit the API document. */
let client: DocumentedClient;

beforeAll(async () => {
  t = await startTestApp();
  client = await documentedClient(t);
}, 60_000);
afterAll(() => t.close());

const storedCount = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n;
const valid = {
  name: 'Aisyah Rahman',
  email: 'aisyah@example.my',
  message: 'Do you deliver kegs to Shah Alam?',
};

test('bad contact input answers 400 with field messages and stores nothing', async () => {
  const before = await storedCount();
  const cases: { body: unknown; field: string; message?: string }[] = [
    { body: {}, field: 'name', message: 'Name is required' },
    { body: { ...valid, name: '   ' }, field: 'name', message: 'Name is required' },
    {
      body: { ...valid, message: '123456789' },
      field: 'message',
      message: 'Message must be at least 10 characters long',
    },
    { body: { ...valid, email: 'not-an-email' }, field: 'email', message: 'Please enter a valid email' },
    { body: { ...valid, subject: 'Hi' }, field: '' },
  ];
  for (const { body, field, message } of cases) {
    const res = await client.post('/api/contact', body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    const issue = res.body.issues.find((i: { path: string }) => i.path === field);
    expect(issue, JSON.stringify(res.body)).toBeDefined();
    if (message) expect(issue.message).toBe(message);
  }
  const missing = await client.post('/api/contact', {});
  expect(missing.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
    'email',
    'message',
    'name',
  ]);
  expect(await storedCount()).toBe(before);
});

test('a 1 MB body and a form-encoded body are refused and store nothing', async () => {
  const before = await storedCount();
  const huge = await client.post('/api/contact', { ...valid, message: 'x'.repeat(1_048_576) });
  expect(huge.status).toBe(413);
  const form = await client.request('POST', '/api/contact', {
    body: 'name=A&email=a%40b.my&message=hello+there+friend',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(form.status).toBe(415);
  expect(await storedCount()).toBe(before);
});

test('a valid message is stored with phone and language and answers 201', async () => {
  const res = await client.post('/api/contact', { ...valid, phone: '+60 12-345 6789', language: 'ms' });
  expect(res.status).toBe(201);
  expect(res.body.id).toEqual(expect.any(String));
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
  expect(row).toMatchObject({ ...valid, phone: '+60123456789', language: 'ms', isRead: false });
});

test('an empty phone is stored as no phone', async () => {
  const res = await client.post('/api/contact', { ...valid, phone: '' });
  expect(res.status).toBe(201);
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
  expect(row!.phone).toBeNull();
  expect(row!.language).toBe('en');
});
