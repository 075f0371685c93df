// The access log as an operator reads it: one line per request with method, route pattern, status and
// time and nothing personal; successful answers sampled; errors and slow answers always there.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { line, seedOrderFixtures, submission } from './modules/orders/order-fixtures.ts';
import { startTestApp } from './test-support/test-app.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
}

const WARN = 40;
const ERROR = 50;

/** A test app whose every log line is kept, with a route that fails and one that answers late. */
async function loggedApp(env: Record<string, string>) {
  const lines: string[] = [];
  const t = await startTestApp({
    env,
    logDestination: { write: (entry) => void lines.push(entry) },
    setup: (app) => {
      app.get('/test/fails', async () => {
        throw new Error('the database said no');
      });
      app.get('/test/late', async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { late: true };
      });
    },
  });
  const accessLines = () =>
    lines.map((entry) => JSON.parse(entry) as LogLine).filter((entry) => entry.msg.startsWith('answered'));
  return { t, lines, accessLines };
}

let all: Awaited<ReturnType<typeof loggedApp>>;
let sampled: Awaited<ReturnType<typeof loggedApp>>;
let quiet: Awaited<ReturnType<typeof loggedApp>>;

beforeAll(async () => {
  [all, sampled, quiet] = await Promise.all([
    loggedApp({}),
    loggedApp({ ACCESS_LOG_SAMPLE: '0.25', ACCESS_LOG_SLOW_MS: '100' }),
    loggedApp({ ACCESS_LOG_LEVEL: 'debug' }),
  ]);
});
afterAll(() => Promise.all([all.t.close(), sampled.t.close(), quiet.t.close()]));

test('each request is one line: method, route pattern, status and time, nothing personal', async () => {
  const f = await seedOrderFixtures(all.t.database.db);
  const shopper = all.t.client();
  const order = submission([line(f.can, 2)], {
    customerName: 'Siti Aminah',
    customerEmail: 'siti.aminah@example.my',
    customerPhone: '+60 12-345 6789',
  });
  expect((await shopper.post('/api/orders', order)).status).toBe(201);
  expect((await shopper.get(`/api/products/${f.can.productId}?lang=ms`)).status).toBe(200);
  expect((await shopper.get('/api/orders/siti.aminah@example.my')).status).toBe(404);

  const written = all.lines.join('\n');
  for (const personal of ['siti', 'Aminah', '345 6789', f.can.productId, 'lang=ms'])
    expect(written).not.toContain(personal);
  expect(written).not.toContain('incoming request');
  const access = all.accessLines();
  expect(access.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
    { method: 'POST', route: '/api/orders', status: 201 },
    { method: 'GET', route: '/api/products/:id', status: 200 },
    { method: 'GET', route: '(none)', status: 404 },
  ]);
  for (const entry of access) expect(entry.ms).toBeGreaterThanOrEqual(0);
});

test('a sample of successful requests is logged, and every error and slow request', async () => {
  const client = sampled.t.client();
  for (let i = 0; i < 400; i++) expect((await client.get('/healthz')).status).toBe(200);
  for (let i = 0; i < 5; i++) expect((await client.get('/test/fails')).status).toBe(500);
  for (let i = 0; i < 5; i++) expect((await client.get('/api/products/not-a-product')).status).toBe(404);
  for (let i = 0; i < 3; i++) expect((await client.get('/test/late')).status).toBe(200);

  const access = sampled.accessLines();
  const healthy = access.filter((entry) => entry.route === '/healthz').length;
  // A quarter of 400, give or take more than five standard deviations.
  expect(healthy).toBeGreaterThan(50);
  expect(healthy).toBeLessThan(150);
  const failed = access.filter((entry) => entry.route === '/test/fails');
  expect(failed).toHaveLength(5);
  for (const entry of failed) expect(entry.level).toBe(ERROR);
  expect(access.filter((entry) => entry.route === '/api/products/:id')).toHaveLength(5);
  const late = access.filter((entry) => entry.route === '/test/late');
  expect(late).toHaveLength(3);
  for (const entry of late) expect([entry.level, entry.msg]).toEqual([WARN, 'answered slowly']);
});

test('below the log level, successful requests are not written but errors still are', async () => {
  const client = quiet.t.client();
  expect((await client.get('/healthz')).status).toBe(200);
  expect((await client.get('/test/fails')).status).toBe(500);
  expect(quiet.accessLines().map(({ route, status }) => ({ route, status }))).toEqual([
    { route: '/test/fails', status: 500 },
  ]);
});

test("a request's own lines carry the request id its access line names", async () => {
  const client = all.t.client();
  expect((await client.get('/test/fails')).status).toBe(500);
  const entries = all.lines.map((entry) => JSON.parse(entry) as LogLine);
  const failure = entries.find((entry) => entry.msg === 'request failed');
  const access = all.accessLines().find((entry) => entry.route === '/test/fails');
  expect(failure?.level).toBe(ERROR);
  expect(failure?.reqId).toMatch(/^req-/);
  expect(access?.reqId).toBe(failure?.reqId);
});
