// The web app's one way to the server, seen from the page: what a screen receives for each answer, and
// where a lost session sends the visitor. The network (fetch) is the only thing replaced.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { preloadToaster } from '../../components/ui/lazy-toaster.tsx';
import { api } from './api-client.ts';
import { ApiError } from './api-error.ts';

type Sent = { url: string; init: RequestInit };
let sent: Sent[];
let location: { href: string; assign: (to: string) => void };

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(body || null, { status, statusText }));
    }),
  );
}

const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

beforeEach(() => {
  sent = [];
  location = { href: '/admin/orders', assign: vi.fn((to: string) => (location.href = to)) };
  vi.stubGlobal('window', { location });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('a call sends JSON with the session cookie and answers the parsed JSON', async () => {
  answer(200, '{"orderNumber":"TR-1"}');
  const placed = await api.post<{ orderNumber: string }>(
    '/api/orders',
    { items: [] },
    { headers: { 'Idempotency-Key': 'k1' } },
  );
  expect(placed).toEqual({ orderNumber: 'TR-1' });
  const { url, init } = sent[0]!;
  expect(url).toBe('/api/orders');
  expect(init.method).toBe('POST');
  expect(init.credentials).toBe('include');
  expect(init.body).toBe('{"items":[]}');
  expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' });
});

test('an answer without a body reads as null, and a call without a body sends no content type', async () => {
  answer(204, '');
  await expect(api.delete('/api/admin/products/p1')).resolves.toBeNull();
  expect(sent[0]!.init.method).toBe('DELETE');
  expect(sent[0]!.init.body).toBeUndefined();
  expect(sent[0]!.init.headers).not.toHaveProperty('Content-Type');
});

test('a refused call raises "<status>: <body>" with the status and the parsed body as fields', async () => {
  answer(409, '{"message":"Prices changed","currentPrices":[{"variantId":"v1","unitPrice":"12.00"}]}');
  const error = await failure(api.put('/api/admin/orders/o1', { status: 'paid' }));
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.message).toBe(
    '409: {"message":"Prices changed","currentPrices":[{"variantId":"v1","unitPrice":"12.00"}]}',
  );
  expect(apiError.status).toBe(409);
  expect(apiError.body).toEqual({
    message: 'Prices changed',
    currentPrices: [{ variantId: 'v1', unitPrice: '12.00' }],
  });
});

test('a body that is not JSON stays text, and an empty one gives the status text', async () => {
  answer(502, '<html>Bad Gateway</html>');
  const html = (await failure(api.get('/api/products'))) as ApiError;
  expect(html.message).toBe('502: <html>Bad Gateway</html>');
  expect(html.body).toBe('<html>Bad Gateway</html>');

  answer(503, '', 'Service Unavailable');
  const empty = (await failure(api.get('/api/products'))) as ApiError;
  expect(empty.message).toBe('503: Service Unavailable');
  expect(empty.status).toBe(503);
});

test('a server that cannot be reached raises an API error with status 0', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const error = (await failure(api.post('/api/contact', { name: 'Aisyah' }))) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error.status).toBe(0);
  expect(error.message).toBe('0: Network error');
});

test('a read the page cancelled stays a cancellation', async () => {
  const controller = new AbortController();
  controller.abort();
  const aborted = new DOMException('The operation was aborted.', 'AbortError');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(aborted)),
  );
  await expect(api.get('/api/products', { signal: controller.signal })).rejects.toBe(aborted);
});

test('a signed-in probe answers null on a 401, without a redirect or a console error', async () => {
  const consoleError = vi.spyOn(console, 'error');
  answer(401, '{"message":"Unauthorized"}');
  await expect(api.get('/api/customer/profile', { on401: 'null' })).resolves.toBeNull();
  expect(location.assign).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});

test('by default a 401 is the caller’s answer to read (a wrong password), with no redirect', async () => {
  answer(401, '{"message":"Invalid email or password"}');
  const error = (await failure(
    api.post('/api/customer/login', { email: 'a@b.my', password: 'x' }),
  )) as ApiError;
  expect(error.status).toBe(401);
  expect(error.body).toEqual({ message: 'Invalid email or password' });
  expect(location.assign).not.toHaveBeenCalled();
});

test('a customer screen that lost its session goes to the customer sign-in page', async () => {
  location.href = '/customer/dashboard';
  answer(401, '{"message":"Unauthorized"}');
  const error = (await failure(api.get('/api/customer/orders', { on401: 'customer-sign-in' }))) as ApiError;
  expect(error.status).toBe(401);
  expect(location.assign).toHaveBeenCalledWith('/customer/login');
});

test('a back-office screen that lost its session sends the admin to sign in again', async () => {
  // The toaster's module is loaded first: loading it through the test runner would start timers of the
  // runner's own under the fake clock.
  await preloadToaster();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  answer(401, '{"message":"Unauthorized"}');
  const error = (await failure(api.get('/api/admin/orders?page=1', { on401: 'staff-sign-in' }))) as ApiError;
  expect(error.status).toBe(401);
  // /api/login leads to the staff sign-in page (docs/rules/accounts.md), half a second after the
  // signed-out toast, which is shown and timed once the toaster has loaded.
  await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0), { timeout: 5_000, interval: 5 });
  vi.advanceTimersByTime(450);
  expect(location.href).toBe('/admin/orders');
  vi.advanceTimersByTime(100);
  expect(location.href).toBe('/api/login');
  expect(location.assign).not.toHaveBeenCalled();
});
