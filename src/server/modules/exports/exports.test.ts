// The back-office CSV downloads: staff only, filtered by the Orders screen's dates and status, one line
// per order item, formulas neutralised, bad dates and ranges over EXPORT_MAX_DAYS refused with a 400.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { seedExportFixtures } from './export-fixtures.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp({ env: { EXPORT_MAX_DAYS: '90' } });
  await seedExportFixtures(t.database.db);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const lines = (text: string) => text.trimEnd().split('\r\n');

test('the orders file has one line per item within the dates and status, as an attachment', async () => {
  const res = await admin.get('/api/admin/orders/export.csv?from=2026-01-01&to=2026-03-31&status=completed');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const [header, ...rows] = lines(res.text);
  expect(header).toMatch(
    /^Order Number,Reference,Ordered At,Status,Customer Name,Customer Email,Customer Phone,/,
  );
  expect(rows).toHaveLength(3);
  expect(rows[0]).toMatch(
    /^"TR-\d+","[0-9A-F]{8}","2026-01-15 12:00","completed","Wei Jie Tan","buyer@example.my","'\+60 12-345 6789","pickup","","0","0.00","28.00","Setapak Lager","330ML Can","1","14.00","14.00"$/,
  );
  expect(rows[2]).toMatch(/"2026-03-31 12:00","completed","Priya Kumar"/);
});

test('a customer name that is a formula arrives as text', async () => {
  const res = await admin.get('/api/admin/orders/export.csv?from=2026-02-01&to=2026-02-28');
  const rows = lines(res.text).slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example"",""Aina"")"`);
});

test('the customers file lists every account with its state', async () => {
  const res = await admin.get('/api/admin/customers/export.csv');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
  expect(lines(res.text)).toEqual([
    'Email,First Name,Last Name,Phone,Address,Language,Status,Signed Up,Orders',
    `"aina@example.my","'@Aina","Rahman","","","en","active","2026-01-02","0"`,
    '"closed@example.my","Kok Leong","Lim","","","en","closed","2026-03-03","0"',
  ]);
});

test('bad dates, a reversed or too long range and an unknown status are refused with a 400', async () => {
  const refused = async (query: string) => {
    const res = await admin.get(`/api/admin/orders/export.csv?${query}`);
    expect(res.status, query).toBe(400);
    return res.body.issues.map((issue: { message: string }) => issue.message).join('; ');
  };
  expect(await refused('from=2026-02-31&to=2026-03-01')).toMatch(/from is not a real date/);
  expect(await refused('from=yesterday')).toMatch(/from must be a date like 2026-01-31/);
  expect(await refused('from=2026-03-01&to=2026-02-01')).toMatch(/from must not be after to/);
  expect(await refused('from=2026-01-01&to=2026-12-31')).toMatch(/is 365 days; at most 90 days/);
  expect(await refused('from=2026-01-01&to=2026-01-31&status=lost')).toMatch(/status must be pending/);
  expect((await admin.get('/api/admin/customers/export.csv?from=2025-01-01&to=2026-01-01')).status).toBe(400);
});

test('visitors and customers get no file', async () => {
  const visitor = t.client();
  expect((await visitor.get('/api/admin/orders/export.csv')).status).toBe(401);
  expect((await visitor.get('/api/admin/customers/export.csv')).status).toBe(401);
});
