// The database restarts (as a managed host does for a minor upgrade) while orders stream in: the process
// stays up, requests in the gap get 503 with Retry-After, the shop serves again within 5 s, every order
// answered 201 is stored once and its acknowledgement mailed once. Runs on a cluster of its own, since
// restarting the suite's shared one would break the other test files.
import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { openDatabase, type Database } from './db/client.ts';
import { mailOutbox } from './db/schema.ts';
import { findPostgresBin, startCluster, type Cluster } from './test-support/postgres-cluster.ts';
import { spawnServer, waitUntilReady, type ServerProcess } from './test-support/server-process.ts';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink.ts';
import {
  acknowledgementsTo,
  seedCart,
  sendOrder,
  storedOrderCounts,
  streamServerEnv,
  type Cart,
  type OrderAttempt,
} from './test-support/order-stream.ts';

let cluster: Cluster;
let database: Database;
let sink: SmtpSink;
let server: ServerProcess;
let cart: Cart;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-outage-'));

beforeAll(async () => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  cluster = await startCluster(bin);
  await cluster.createDatabase('shop');
  database = await openDatabase({ databaseUrl: cluster.url('shop'), dataDir, onConnectionError: () => {} });
  await database.migrate();
  cart = await seedCart(database.db);
  sink = await startSmtpSink();
  server = await spawnServer({
    DATABASE_URL: cluster.url('shop'),
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    SMTP_URL: sink.url,
    ...streamServerEnv,
  });
  await waitUntilReady(server);
});

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await database?.close();
  await sink?.close();
  cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test(
  'a PostgreSQL restart under a stream of orders loses nothing and needs no restart of the shop',
  { timeout: 60_000 },
  async () => {
    const attempts: OrderAttempt[] = [];
    const probes: { path: string; status: number }[] = [];
    let next = 0;
    let streaming = true;
    const stream = new EventEmitter();
    // Each client sends orders one after another; after a 503 it waits until /readyz says the shop is
    // ready again, as a load balancer would, instead of hammering the gap.
    const untilReady = () =>
      vi.waitFor(async () => expect((await fetch(server.baseUrl + '/readyz')).status).toBe(200), {
        timeout: 15_000,
        interval: 50,
      });
    const clients = Array.from({ length: 3 }, async () => {
      while (streaming) {
        const attempt = await sendOrder(server.baseUrl, cart, next++);
        attempts.push(attempt);
        stream.emit('attempt');
        if (attempt.status === 503) await untilReady();
      }
    });
    // Health and readiness, sampled after each order answer while the stream runs.
    const prober = (async () => {
      while (streaming) {
        for (const probe of ['/healthz', '/readyz']) {
          const res = await fetch(server.baseUrl + probe);
          probes.push({ path: probe, status: res.status });
        }
        if (streaming) await once(stream, 'attempt');
      }
    })();

    const acknowledged = () => attempts.filter((a) => a.status === 201).length;
    await vi.waitFor(() => expect(acknowledged()).toBeGreaterThanOrEqual(10), {
      timeout: 20_000,
      interval: 20,
    });
    // The database stays down until the shop has been seen refusing an order and reporting not ready.
    await cluster.restart(() =>
      vi.waitFor(
        () => {
          expect(attempts.map((a) => a.status)).toContain(503);
          expect(probes.filter((p) => p.path === '/readyz').map((p) => p.status)).toContain(503);
        },
        { timeout: 15_000, interval: 20 },
      ),
    );
    const backAt = Date.now();
    const countBefore = attempts.length;
    await vi.waitFor(() => expect(attempts.slice(countBefore).some((a) => a.status === 201)).toBe(true), {
      timeout: 10_000,
      interval: 20,
    });
    const servingAgainMs = Date.now() - backAt;
    const servedAgainAt = attempts.length;
    await vi.waitFor(() => expect(attempts.length).toBeGreaterThan(servedAgainAt + 10), { timeout: 10_000 });
    streaming = false;
    await Promise.all(clients);
    stream.emit('attempt');
    await prober;

    // The process is alive and answered only 201 or 503 (with Retry-After and a message) throughout.
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(new Set(attempts.map((a) => a.status))).toEqual(new Set([201, 503]));
    for (const refused of attempts.filter((a) => a.status === 503)) {
      expect(refused.retryAfter).toBe('5');
      expect(JSON.parse(refused.body).message).toMatch(/cannot reach its database/);
    }
    expect(probes.filter((p) => p.path === '/healthz').every((p) => p.status === 200)).toBe(true);
    expect(probes.filter((p) => p.path === '/readyz').map((p) => p.status)).toContain(503);
    expect(servingAgainMs).toBeLessThanOrEqual(5_000);

    // A refused order, retried with its key after the outage, is placed (or found placed); then every
    // order of the stream, acknowledged at first or on retry, is stored exactly once.
    const retried = attempts.filter((a) => a.status === 503);
    for (const attempt of retried) {
      const again = await sendOrder(server.baseUrl, cart, attempt.index);
      expect([200, 201]).toContain(again.status);
    }
    const counts = await storedOrderCounts(
      database.db,
      attempts.map((a) => a.email),
    );
    for (const attempt of attempts) expect(counts.get(attempt.email), attempt.email).toBe(1);

    // The outbox resumes after the outage and sends each acknowledgement once.
    await vi.waitFor(
      async () => {
        const open = await database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(ne(mailOutbox.status, 'sent'));
        expect(open, `${sink.received.length}`).toHaveLength(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    for (const attempt of attempts) {
      expect(acknowledgementsTo(sink.received, attempt.email), attempt.email).toEqual({
        deliveries: 1,
        distinct: 1,
      });
    }
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed'))).toHaveLength(
      0,
    );
  },
);
