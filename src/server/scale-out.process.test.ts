// Two real server processes behind no proxy but one PostgreSQL and one S3-protocol store, as a load
// balancer would spread shoppers and staff over them (docs/decisions/011-scale-out.md): changes,
// images, orders, limits and sessions are one shop. Runs on clusters of its own, once (vitest.config.ts
// leaves it out of the PostgreSQL pass, which would only repeat it).
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { CACHE_CHANNEL } from './cache-bus.ts';
import type { Database } from './db/client.ts';
import { sendCacheNotification } from './db/cache-notify.ts';
import { seedOrderFixtures, type Fixtures } from './modules/orders/order-fixtures.ts';
import { TEST_ADMIN } from './test-support/admin-session.ts';
import {
  acknowledgementsTo,
  sendOrder,
  storedOrderCounts,
  streamEmail,
  type OrderAttempt,
} from './test-support/order-stream.ts';
import { line } from './modules/orders/order-fixtures.ts';
import { startSharedDatabase, type SharedDatabase } from './test-support/shared-database.ts';
import { startS3Server, type S3Server } from './test-support/s3-server.ts';
import { spawnServer, waitUntilReady, type ServerProcess } from './test-support/server-process.ts';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink.ts';
import { TestClient } from './test-support/test-app.ts';

let shared: SharedDatabase;
let database: Database;
let s3: S3Server;
let sink: SmtpSink;
let a: ServerProcess;
let b: ServerProcess;
let f: Fixtures;
beforeAll(async () => {
  shared = await startSharedDatabase();
  database = shared.database;
  [s3, sink] = await Promise.all([startS3Server('taproom-shared'), startSmtpSink()]);
  const start = () =>
    spawnServer({
      ...shared.serverEnv(),
      SMTP_URL: sink.url,
      // Not "test", which silences the log: the test reads what operators would see.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Both create or update the same staff account at start.
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...s3.env,
    });
  // Both start at once on the empty database: they take turns preparing it.
  [a, b] = await Promise.all([start(), start()]);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  f = await seedOrderFixtures(database.db);
  // Both processes built their catalogue as they started, before the fixtures were written straight to the
  // database: they hear of them as they would of a change made through either process.
  await sendCacheNotification(
    database.db,
    CACHE_CHANNEL,
    JSON.stringify({ topic: 'catalog', from: 'fixtures' }),
  );
  for (const server of [a, b]) {
    await vi.waitFor(async () => expect(await kegPrice(server)).toBe('690.00'), {
      timeout: 10_000,
      interval: 50,
    });
  }
}, 120_000);

afterAll(async () => {
  a?.child.kill('SIGKILL');
  b?.child.kill('SIGKILL');
  await shared?.stop();
  await sink?.close();
  await s3?.close();
});

test('a device ended from one process, or every session ended by an owner, stops working at once on all', async () => {
  const laptop = await staff(a, '192.0.2.210');
  const phone = await staff(b, '192.0.2.211');
  const devices = await laptop.get<{ id: string; address: string; current: boolean }[]>(
    '/api/admin/account/sessions',
  );
  expect(devices.body.find((d) => d.current)).toMatchObject({ address: '192.0.2.210' });
  const phoneDevice = devices.body.find((d) => d.address === '192.0.2.211')!;
  expect((await laptop.delete(`/api/admin/account/sessions/${phoneDevice.id}`)).status).toBe(200);
  expect((await phone.get('/api/admin/products')).status).toBe(401);
  expect((await sameBrowserOn(phone, a).get('/api/admin/products')).status).toBe(401);
  expect((await laptop.get('/api/admin/products')).status).toBe(200);

  const owner = (await laptop.get<{ id: string }>('/api/auth/user')).body;
  const tablet = await staff(b, '192.0.2.212');
  expect((await tablet.delete(`/api/admin/team/${owner.id}/sessions`)).status).toBe(200);
  expect((await laptop.get('/api/admin/products')).status).toBe(401);
  expect((await sameBrowserOn(laptop, b).get('/api/admin/products')).status).toBe(401);
});

async function staff(server: ServerProcess, address = '192.0.2.200'): Promise<TestClient> {
  const client = new TestClient(server.baseUrl, address);
  const res = await client.post('/api/admin/login', TEST_ADMIN);
  expect(res.status).toBe(200);
  return client;
}

/** The same browser (its cookies) talking to another process, as a load balancer would route it. */
function sameBrowserOn(client: TestClient, server: ServerProcess): TestClient {
  const moved = new TestClient(server.baseUrl, client.address);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

const kegPrice = async (server: ServerProcess): Promise<string | undefined> => {
  const product = (await (await fetch(`${server.baseUrl}/api/products/${f.keg.productId}`)).json()) as {
    variants: { id: string; price: string }[];
  };
  return product.variants.find((v) => v.id === f.keg.variantId)?.price;
};

async function changeKegPrice(client: TestClient, price: number): Promise<number> {
  const res = await client.put(`/api/admin/products/${f.keg.productId}/variants/${f.keg.variantId}`, {
    size: '20L Keg',
    price,
    isActive: true,
  });
  expect(res.status).toBe(200);
  return Date.now();
}

test('a price changed through one process is served by the other within a second', async () => {
  expect(await kegPrice(b)).toBe('690.00'); // B's catalogue cache is warm
  const changedAt = await changeKegPrice(await staff(a), 720);
  await vi.waitFor(async () => expect(await kegPrice(b)).toBe('720.00'), { timeout: 1_000, interval: 20 });
  expect(Date.now() - changedAt).toBeLessThan(1_000);
});

test('a listener that lost its connection refreshes everything, so a notification it missed leaves nothing stale', async () => {
  expect(await kegPrice(b)).toBe('720.00');
  const listeners = `select pid from pg_stat_activity where application_name = 'taproom-cache-listener'`;
  const admin = new pg.Client({ connectionString: shared.url });
  await admin.connect();
  try {
    expect((await admin.query(listeners)).rowCount).toBe(2);
    await admin.query(`select pg_terminate_backend(pid) from (${listeners}) as l`);
    // Changed while no process listens: the notification reaches nobody.
    await changeKegPrice(await staff(a), 735);
    await vi.waitFor(async () => expect(await kegPrice(b)).toBe('735.00'), { timeout: 10_000, interval: 50 });
    await vi.waitFor(async () => expect((await admin.query(listeners)).rowCount).toBe(2), {
      timeout: 10_000,
    });
    // The log reaches standard output within a second (src/server/logging.ts).
    await vi.waitFor(() => expect(b.output()).toMatch(/cache listener lost its connection; reconnecting/), {
      timeout: 5_000,
    });
    // An unknown notification is ignored and logged without its content.
    await admin.query(`select pg_notify('taproom_cache', 'secret-payload-from-someone-else')`);
    await vi.waitFor(() => expect(b.output()).toMatch(/unknown cache notification ignored/), {
      timeout: 5_000,
    });
    expect(a.output() + b.output()).not.toMatch(/secret-payload/);
    expect(await kegPrice(b)).toBe('735.00');
  } finally {
    await admin.end();
  }
});

test('an image uploaded to one process is served by the other, and deleting it there removes it for both', async () => {
  const staffA = await staff(a);
  const { body: target } = await staffA.post('/api/admin/upload', {});
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c87f2a' } })
    .png()
    .toBuffer();
  const uploaded = await staffA.request('PUT', target.uploadURL, { body: new Uint8Array(png) });
  expect(uploaded.status).toBe(200);
  const objectPath: string = uploaded.body.objectPath;
  const fromA = Buffer.from(await (await fetch(a.baseUrl + objectPath)).arrayBuffer());
  const servedByB = await fetch(b.baseUrl + objectPath);
  expect(servedByB.status).toBe(200);
  expect(servedByB.headers.get('content-type')).toBe('image/webp');
  expect(Buffer.from(await servedByB.arrayBuffer()).equals(fromA)).toBe(true);
  expect((await fetch(b.baseUrl + objectPath.replace('.webp', '-400w.webp'))).status).toBe(200);

  const added = await staffA.post(`/api/admin/products/${f.can.productId}/images`, {
    imageUrl: objectPath,
    altText: null,
    displayOrder: 0,
  });
  expect(added.status).toBe(201);
  const staffB = sameBrowserOn(staffA, b);
  expect((await staffB.delete(`/api/admin/products/${f.can.productId}/images/${added.body.id}`)).status).toBe(
    200,
  );
  expect((await fetch(a.baseUrl + objectPath)).status).toBe(404);
  expect((await fetch(a.baseUrl + objectPath.replace('.webp', '-1200w.webp'))).status).toBe(404);
});

test('an order burst split across both processes stores each order once and mails each one acknowledgement', async () => {
  const cart = [line(f.can, 1)];
  const count = 24;
  const attempts: OrderAttempt[] = await Promise.all(
    Array.from({ length: count }, (_, i) => sendOrder((i % 2 ? b : a).baseUrl, cart, i)),
  );
  expect(attempts.map((attempt) => attempt.status)).toEqual(Array(count).fill(201));
  const emails = attempts.map((attempt) => attempt.email);
  const stored = await storedOrderCounts(database.db, emails);
  expect(emails.map((email) => stored.get(email))).toEqual(Array(count).fill(1));
  await vi.waitFor(
    () => expect(emails.every((email) => acknowledgementsTo(sink.received, email).distinct >= 1)).toBe(true),
    { timeout: 30_000, interval: 100 },
  );
  for (const email of emails)
    expect(acknowledgementsTo(sink.received, email)).toEqual({ deliveries: 1, distinct: 1 });
  expect(emails).toEqual(Array.from({ length: count }, (_, i) => streamEmail(i)));
});

test('a per-address limit counts the requests both processes took', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 16; i++) {
    const client = new TestClient((i % 2 ? b : a).baseUrl, '203.0.113.77');
    const res = await client.post('/api/contact', {
      name: 'Siti',
      email: `asker${i}@example.my`,
      message: 'Do you deliver to Penang?',
    });
    statuses.push(res.status);
  }
  expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  expect(statuses.slice(10)).toEqual(Array(6).fill(429));
});

test('a session from one process works on the other, and signing out on one ends it on all', async () => {
  const onA = await staff(a, '192.0.2.201');
  const onB = sameBrowserOn(onA, b);
  expect((await onB.get('/api/auth/user')).status).toBe(200);
  expect((await onB.get('/api/admin/products')).status).toBe(200);
  const out = await onB.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
  expect(out.status).toBe(302);
  const stale = new TestClient(a.baseUrl, '192.0.2.201');
  for (const [name, value] of onA.cookies) stale.cookies.set(name, value);
  expect((await stale.get('/api/admin/products')).status).toBe(401);
  expect((await sameBrowserOn(onA, b).get('/api/admin/products')).status).toBe(401);
});
