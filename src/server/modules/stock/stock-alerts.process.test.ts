// The stock's periodic work on two server processes sharing one PostgreSQL, each looking every few hundred
// milliseconds (LOW_STOCK_CHECK_MS, BACK_IN_STOCK_CHECK_MS): the brewery gets one low-stock mail a
// Malaysian day, each waiting shopper one back-in-stock mail, and a release opens on time on both without
// anyone touching it (docs/decisions/026-releases-and-stock-alerts.md). Runs on a cluster of its own, once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import { jobRuns } from '../../db/schema.ts';
import { TEST_ADMIN } from '../../test-support/admin-session.ts';
import { startSharedDatabase, type SharedDatabase } from '../../test-support/shared-database.ts';
import { spawnServer, waitUntilReady, type ServerProcess } from '../../test-support/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.ts';
import { TestClient } from '../../test-support/test-app.ts';
import { line, submission } from '../orders/order-fixtures.ts';
import { validProduct } from '../catalog/admin-test-fixture.ts';
import { LOW_STOCK_JOB } from './low-stock.ts';
import { stockedSize, type StockedSize } from './test-support.ts';

const BREWERY = 'brewer@taproom.test';
/** Each process looks this often: a few seconds hold many passes of both. */
const CHECK_MS = 200;
/** Long enough for every process to make a dozen passes after the one that mailed. */
const SETTLE_MS = 3_000;

let shared: SharedDatabase;
let sink: SmtpSink;
let servers: ServerProcess[] = [];
let admin: TestClient;

beforeAll(async () => {
  shared = await startSharedDatabase();
  sink = await startSmtpSink();
  const start = () =>
    spawnServer({
      ...shared.serverEnv(),
      SMTP_URL: sink.url,
      BREWERY_EMAIL: BREWERY,
      PUBLIC_URL: 'https://shop.taproom.test',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOW_STOCK_CHECK_MS: String(CHECK_MS),
      BACK_IN_STOCK_CHECK_MS: String(CHECK_MS),
    });
  servers = await Promise.all([start(), start()]);
  await Promise.all(servers.map((server) => waitUntilReady(server)));
  admin = new TestClient(servers[0]!.baseUrl, '192.0.2.10');
  expect((await admin.post('/api/admin/login', TEST_ADMIN)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await shared?.stop();
  await sink?.close();
});

const mailsTo = (email: string, subject: RegExp) =>
  sink.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const waitFor = (check: () => void | Promise<void>, timeout = 20_000) =>
  vi.waitFor(check, { timeout, interval: 100 });

/** A shopper who asked through `server` and confirmed from the mailed link (double opt-in). */
async function waitingShopper(size: StockedSize, email: string, server: ServerProcess, address: string) {
  const shopper = new TestClient(server.baseUrl, address);
  const asked = await shopper.post('/api/back-in-stock', {
    variantId: size.variantId,
    email,
    language: 'en',
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  expect(asked.status).toBe(200);
  await waitFor(() => expect(mailsTo(email, /^Confirm: /)).toHaveLength(1));
  const token = /\/back-in-stock\/confirm\?token=(\S+)/.exec(mailsTo(email, /^Confirm: /)[0]!.text)![1]!;
  const confirmed = await shopper.post('/api/back-in-stock/confirm', { token: decodeURIComponent(token) });
  expect(confirmed.status).toBe(200);
}

test('two processes looking all day mail the brewery one low-stock list a Malaysian day', async () => {
  const size = await stockedSize(admin, { name: 'Aaa Last Kegs Stout', stock: 2 });
  expect((await admin.put(`${size.url}/stock/alert`, { lowStockAt: 3 })).status).toBe(200);
  await waitFor(() => expect(mailsTo(BREWERY, /^Running low/)).toHaveLength(1));
  expect(mailsTo(BREWERY, /^Running low/)[0]!.text).toContain('Aaa Last Kegs Stout');
  await settle();
  expect(mailsTo(BREWERY, /^Running low/)).toHaveLength(1);

  // The day's claim moved back a day, as if the Malaysian day had turned: one more mail, and only one.
  await shared.database.db
    .update(jobRuns)
    .set({ startedAt: sql`${jobRuns.startedAt} - interval '1 day'` })
    .where(eq(jobRuns.name, LOW_STOCK_JOB));
  await waitFor(() => expect(mailsTo(BREWERY, /^Running low/)).toHaveLength(2));
  await settle();
  expect(mailsTo(BREWERY, /^Running low/)).toHaveLength(2);
}, 60_000);

test('each shopper waiting for a sold-out size gets exactly one mail when it can be ordered again', async () => {
  const size = await stockedSize(admin, { name: 'Aaa Back Again Porter', stock: 0 });
  const shoppers = ['aminah@example.my', 'chong@example.my', 'devi@example.my', 'ezra@example.my'];
  // Asked through either process; each request is one row whichever process wrote it.
  await Promise.all(
    shoppers.map((email, i) => waitingShopper(size, email, servers[i % 2]!, `198.51.100.${i + 1}`)),
  );
  expect((await admin.put(`${size.url}/stock`, { count: 12 })).status).toBe(200);
  for (const email of shoppers) {
    await waitFor(() => expect(mailsTo(email, /can be ordered at Taproom$/)).toHaveLength(1));
  }
  await settle();
  for (const email of shoppers) {
    const mails = mailsTo(email, /can be ordered at Taproom$/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`https://shop.taproom.test/product/${size.productId}?lang=en`);
  }
}, 60_000);

interface ShopProduct {
  releaseAt: string | null;
  variants: { id: string; available: boolean }[];
}

test('a release opens on time on both processes without anyone touching it', async () => {
  const size = await stockedSize(admin, { name: 'Aaa Monsoon Saison', stock: 20 });
  const opensAt = new Date(Date.now() + 6_000);
  const announced = await admin.put(`/api/admin/products/${size.productId}`, {
    ...validProduct,
    name: 'Aaa Monsoon Saison',
    releaseAt: opensAt.toISOString(),
  });
  expect(announced.status).toBe(200);
  const shop = servers.map((server, i) => new TestClient(server.baseUrl, `203.0.113.${i + 1}`));
  const product = async (client: TestClient) =>
    (await client.get<ShopProduct>(`/api/products/${size.productId}`)).body;
  // Both processes hold the announced product in their catalogue: coming soon, and no order taken.
  for (const client of shop) {
    await waitFor(async () => {
      const { releaseAt } = await product(client);
      expect(releaseAt && Date.parse(releaseAt)).toBe(opensAt.getTime());
    });
  }
  const order = (client: TestClient, email: string) =>
    client.post('/api/orders', submission([line({ ...size, price: '10.00' }, 1)], { customerEmail: email }));
  for (const [i, client] of shop.entries()) {
    expect((await order(client, `early${i}@example.my`)).status).toBe(409);
  }
  await waitingShopper(size, 'farah@example.my', servers[1]!, '198.51.100.20');

  // The first read after the time, on either process, finds the product open and takes its orders.
  await new Promise((resolve) => setTimeout(resolve, opensAt.getTime() - Date.now() + 20));
  for (const [i, client] of shop.entries()) {
    expect(await product(client)).toMatchObject({
      releaseAt: null,
      variants: [{ id: size.variantId, available: true }],
    });
    expect((await order(client, `opening${i}@example.my`)).status).toBe(201);
  }
  await waitFor(() => expect(mailsTo('farah@example.my', /can be ordered at Taproom$/)).toHaveLength(1));
  await settle();
  expect(mailsTo('farah@example.my', /can be ordered at Taproom$/)).toHaveLength(1);
}, 60_000);
