// Every date parameter is a real calendar day from 2000-01-01 to 2100-12-31, refused at the edge with a
// 400 naming it (year 0 used to reach the database and answer 500), and a CSV download starts only once
// its first query has answered: an error is an error answer, never a 200 cut off after its header.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const lists = ['/api/admin/orders', '/api/admin/activity', '/api/admin/orders/export.csv'];
const outOfRange: Array<[param: string, value: string]> = [
  ['from', '0000-01-01'],
  ['to', '0001-01-01'],
  ['from', '1999-12-31'],
  ['to', '2101-01-01'],
  ['from', '9999-12-31'],
];

test('a day outside 2000–2100 is refused with a 400 naming the parameter on every dated list and export', async () => {
  for (const path of lists) {
    for (const [param, value] of outOfRange) {
      const res = await admin.get(`${path}?${param}=${value}`);
      expect(res.status, `${path} ${param}=${value}`).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body.issues).toEqual([
        { path: param, message: `${param} must be between 2000-01-01 and 2100-12-31` },
      ]);
    }
  }
});

test('not-a-date and impossible days are refused with one message naming the parameter', async () => {
  for (const path of lists) {
    const impossible = await admin.get(`${path}?from=2026-02-30`);
    expect(impossible.status).toBe(400);
    expect(impossible.body.issues).toEqual([{ path: 'from', message: 'from is not a real date' }]);
    const words = await admin.get(`${path}?to=yesterday`);
    expect(words.status).toBe(400);
    expect(words.body.issues.map((i: { path: string }) => i.path)).toEqual(['to', 'to']);
  }
});

test('the first and last allowed days answer', async () => {
  for (const path of ['/api/admin/orders', '/api/admin/activity']) {
    expect((await admin.get(`${path}?from=2000-01-01&to=2000-12-31`)).status).toBe(200);
    expect((await admin.get(`${path}?from=2100-06-01&to=2100-12-31`)).status).toBe(200);
  }
  const csv = await admin.get('/api/admin/orders/export.csv?from=2100-06-01&to=2100-12-31');
  expect(csv.status).toBe(200);
  expect(csv.text).toMatch(/^Order Number,/);
});

test('a download whose query fails answers an error, with no CSV started', async () => {
  const broken = await startTestApp();
  const staff = await signInAdmin(broken);
  // The orders table is gone: the first query of the file fails.
  await broken.database.db.execute('alter table orders rename to orders_away');
  const res = await staff.get('/api/admin/orders/export.csv?from=2026-01-01&to=2026-01-31');
  expect(res.status).toBeGreaterThanOrEqual(500);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.text).not.toMatch(/Order Number/);
  expect(res.headers.get('content-disposition')).toBeNull();
  await broken.close();
});
