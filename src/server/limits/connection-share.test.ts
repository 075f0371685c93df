// One client address cannot take every connection (docs/operations.md, "Connections"): its sockets past
// its share are reset as they arrive, and another address is still served. Behind a trusted proxy the
// share counts the open requests of each client the proxy names.
import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const SHARE = 5;
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  const env = { MAX_CONNECTIONS: '20', MAX_CONNECTIONS_PER_CLIENT: String(SHARE) };
  direct = await startTestApp({ env });
  proxied = await startTestApp({ env: { ...env, TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

interface Held {
  socket: net.Socket;
  /** Resolves true once the server has closed or reset it. */
  cut: Promise<boolean>;
}

/** Opens a socket from `localAddress` and sends `head` (nothing when empty), then holds it. */
function hold(app: TestApp, localAddress: string, head = ''): Promise<Held> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress });
    const cut = new Promise<boolean>((done) => socket.on('close', () => done(true)));
    socket.on('error', () => {}); // a reset is what a refused socket gets; 'close' follows
    socket.once('connect', () => {
      if (head) socket.write(head);
      resolve({ socket, cut });
    });
    socket.once('error', reject);
  });
}

/** Whether the socket was cut within `ms`. */
const cutWithin = (held: Held, ms: number) =>
  Promise.race([held.cut, new Promise<boolean>((done) => setTimeout(() => done(false), ms))]);

test('idle connections from one address beyond its share are reset, and another address is still served', async () => {
  // More idle connections than the whole server allows, all from one address.
  const flood = await Promise.all(Array.from({ length: 40 }, () => hold(direct, '127.0.0.2')));
  const cut = await Promise.all(flood.map((held) => cutWithin(held, 500)));
  expect(cut.filter((c) => !c)).toHaveLength(SHARE);

  // Twenty probes from another address, all answered while the flood holds its share.
  const probes: number[] = [];
  for (let i = 0; i < 20; i++) probes.push((await fetch(`${direct.baseUrl}/healthz`)).status);
  expect(probes).toEqual(Array(20).fill(200));
  for (const held of flood) held.socket.destroy();
});

test('a freed share is usable again', async () => {
  const first = await Promise.all(Array.from({ length: SHARE }, () => hold(direct, '127.0.0.3')));
  for (const held of first) held.socket.destroy();
  await Promise.all(first.map((held) => held.cut));
  const again = await Promise.all(Array.from({ length: SHARE }, () => hold(direct, '127.0.0.3')));
  const cut = await Promise.all(again.map((held) => cutWithin(held, 300)));
  expect(cut).toEqual(Array(SHARE).fill(false));
  for (const held of again) held.socket.destroy();
});

test('behind a trusted proxy, one named client past its share of open requests gets 429, another is served', async () => {
  // Requests whose body never comes: each stays open, and each is counted as soon as its headers are in.
  const head = (client: string) =>
    `POST /api/contact HTTP/1.1\r\nHost: shop\r\nX-Forwarded-For: ${client}\r\n` +
    'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';
  const open = await Promise.all(
    Array.from({ length: SHARE + 3 }, () => hold(proxied, '127.0.0.1', head('198.51.100.1'))),
  );
  const answers = await Promise.all(
    open.map(
      (held) =>
        new Promise<string>((done) => {
          let text = '';
          held.socket.on('data', (chunk) => (text += chunk.toString()));
          void cutWithin(held, 1_000).then(() => done(text));
        }),
    ),
  );
  const refused = answers.filter((a) => a.startsWith('HTTP/1.1 429'));
  expect(refused).toHaveLength(3);
  expect(refused[0]).toMatch(/connection: close/i);

  const other = await proxied.client('203.0.113.50').get('/healthz');
  expect(other.status).toBe(200);
  for (const held of open) held.socket.destroy();
});
