// Slow and stuck clients are cut: a client that trickles its headers or its body is answered 408 (or
// simply disconnected) within the configured time, and nothing it sent reaches a route. Short timeouts
// here; the defaults are 10 s, 30 s and 60 s (docs/operations.md, "Configuration").
import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orders } from './db/schema.ts';
import { submission } from './modules/orders/order-fixtures.ts';
import { seedCart, type Cart } from './test-support/order-stream.ts';
import { startTestApp, type TestApp } from './test-support/test-app.ts';

let t: TestApp;
let cart: Cart;

beforeAll(async () => {
  t = await startTestApp({
    env: { HEADERS_TIMEOUT_MS: '300', BODY_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '5000' },
  });
  cart = await seedCart(t.database.db);
});
afterAll(() => t.close());

interface Trickled {
  /** Everything the server sent back. */
  answer: string;
  /** How long the connection stayed open. */
  openMs: number;
}

/** Sends `head` at once, then `rest` one byte every 50 ms, until the server closes the connection. */
function trickle(head: string, rest: string): Promise<Trickled> {
  const { port } = new URL(t.baseUrl);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < rest.length) socket.write(rest[sent++]!);
    }, 50);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {}); // a reset counts as cut; 'close' follows
    socket.on('close', () => {
      clearInterval(timer);
      if (sent >= rest.length) reject(new Error('the whole request was sent before the server cut it'));
      else resolve({ answer, openMs: Date.now() - started });
    });
  });
}

const storedOrders = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

// The two trickling clients wait out their timeouts side by side.
test.concurrent('a client trickling its request headers is cut after the headers timeout', async () => {
  const cut = await trickle('POST /api/orders HTTP/1.1\r\nHost: shop\r\n', 'X-Slow: ' + 'a'.repeat(200));
  expect(cut.openMs).toBeLessThan(3_000);
  expect(cut.answer).not.toMatch(/^HTTP\/1\.1 2/);
  expect(await storedOrders()).toBe(0);
});

test.concurrent('a client trickling a valid order body is cut before the order is placed', async () => {
  const body = JSON.stringify(submission(cart, { customerEmail: 'slow@example.my' }));
  const head =
    'POST /api/orders HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  const cut = await trickle(head, body);
  expect(cut.openMs).toBeLessThan(3_000);
  // Cut by the body timeout (408), or, when a busy server reads the late bytes first, refused (400).
  expect(cut.answer).toMatch(/^HTTP\/1\.1 40[08] /);
  expect(await storedOrders()).toBe(0);
});

test('a client sending at normal speed is still served', async () => {
  const res = await t.client().post('/api/orders', submission(cart, { customerEmail: 'quick@example.my' }));
  expect(res.status).toBe(201);
  expect(await storedOrders()).toBe(1);
});
