// The back office at scale: a throwaway PostgreSQL filled with the large data set (100,000 orders with
// items, 20,000 customers, 5,000 messages, 5,000 subscribers, 1,000 custom-beer requests, and 100,000
// audit events from bench/audit-events.ts), then each
// list's first page and a filtered or searched page, timed as a staff browser asks for them. Prints the
// median over several requests and the response size against the budgets of
// docs/decisions/008-paged-admin-lists.md: a page ≤ 50 ms and ≤ 100 KB, the dashboard ≤ 100 ms.
// Run: node bench/admin-lists.ts [requests=15]
import { upsertAdmin } from '../src/server/modules/staff/staff-accounts.ts';
import { seedLargeData } from '../src/server/demo/seed-large.ts';
import { TestClient } from '../src/server/test-support/test-app.ts';
import { seedAuditEvents } from './audit-events.ts';
import { withBenchApp } from './bench-app.ts';

const PAGE_MS = 50;
const PAGE_BYTES = 100 * 1024;
const DASHBOARD_MS = 100;
const STAFF = { email: 'bench@taproom.test', password: 'bench-staff-password-1' };

interface Case {
  name: string;
  path: string;
  budgetMs: number;
  /** Pages are held to the size budget; the figures and the dashboard are small anyway. */
  sized: boolean;
}

const day = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const page = (name: string, path: string): Case => ({ name, path, budgetMs: PAGE_MS, sized: true });
const figure = (name: string, path: string, budgetMs = PAGE_MS): Case => ({
  name,
  path,
  budgetMs,
  sized: false,
});

const CASES: Case[] = [
  page('orders, first page', '/api/admin/orders'),
  page(
    'orders, pending in the last 30 days',
    `/api/admin/orders?status=pending&from=${day(30)}&to=${day(0)}`,
  ),
  page('orders, search "kumar"', '/api/admin/orders?q=kumar'),
  page('orders, by order number', '/api/admin/orders?q=TR-51000'),
  page('orders, page 2,000 (oldest)', '/api/admin/orders?page=2000&pageSize=50'),
  figure('orders, status counts', '/api/admin/orders/summary'),
  page('customers, first page', '/api/admin/customers'),
  page('customers, search "priya"', '/api/admin/customers?q=priya'),
  page('customers, by name', '/api/admin/customers?sort=name&page=40'),
  figure('customers, summary', '/api/admin/customers/summary'),
  page('messages, first page', '/api/admin/contact-messages'),
  page('messages, unread', '/api/admin/contact-messages?status=unread'),
  page('messages, search "writer42"', '/api/admin/contact-messages?q=writer42'),
  figure('messages, counts', '/api/admin/contact-messages/counts'),
  page('subscribers, first page', '/api/admin/newsletter-subscribers?pageSize=50'),
  page('subscribers, unsubscribed', '/api/admin/newsletter-subscribers?pageSize=50&status=inactive'),
  page('subscribers, search "reader12"', '/api/admin/newsletter-subscribers?pageSize=50&q=reader12'),
  figure('subscribers, summary', '/api/admin/newsletter-subscribers/summary'),
  page('custom-beer requests, first page', '/api/admin/custom-beer-requests?pageSize=20'),
  page('custom-beer requests, search', '/api/admin/custom-beer-requests?pageSize=20&q=brief77'),
  page('activity, first page', '/api/admin/activity'),
  page(
    'activity, orders in the last 30 days',
    `/api/admin/activity?kind=orders&from=${day(30)}&to=${day(0)}`,
  ),
  page('activity, search "Brew 40"', '/api/admin/activity?q=Brew%2040'),
  page('activity, page 200', '/api/admin/activity?page=200&pageSize=50'),
  figure('dashboard, stats', '/api/admin/stats', DASHBOARD_MS),
  figure('dashboard, to-do', '/api/admin/to-do', DASHBOARD_MS),
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function benchAdminLists(requests = 15): Promise<void> {
  let seedMs = 0;
  const rows = await withBenchApp(
    async (database) => {
      const started = Date.now();
      await seedLargeData(database.db);
      await seedAuditEvents(database.db);
      seedMs = Date.now() - started;
      await upsertAdmin(database.db, STAFF.email, STAFF.password);
    },
    async ({ baseUrl }) => {
      const staff = new TestClient(baseUrl);
      const signedIn = await staff.post('/api/admin/login', STAFF);
      if (signedIn.status !== 200) throw new Error(`staff sign-in failed: ${signedIn.status}`);
      const results = [];
      for (const c of CASES) {
        const times: number[] = [];
        let bytes = 0;
        let items = '';
        for (let i = 0; i < requests + 2; i++) {
          const started = performance.now();
          const res = await staff.get(c.path);
          const ms = performance.now() - started;
          if (res.status !== 200) throw new Error(`${c.path}: ${res.status} ${res.text.slice(0, 200)}`);
          if (i >= 2) times.push(ms); // the first two warm the connection and the plan cache
          bytes = Buffer.byteLength(res.text);
          const body = res.body as { items?: unknown[]; total?: number };
          if (Array.isArray(body.items)) items = `${body.items.length} of ${body.total}`;
        }
        results.push({ ...c, ms: median(times), bytes, items });
      }
      return results;
    },
  );

  console.log(
    `large data set seeded in ${(seedMs / 1000).toFixed(1)} s; median of ${requests} requests each`,
  );
  const header = ['list', 'rows', 'median ms', 'size KB', 'budget', 'verdict'];
  const table = rows.map((r) => {
    const fast = r.ms <= r.budgetMs;
    const small = !r.sized || r.bytes <= PAGE_BYTES;
    return [
      r.name,
      r.items || '-',
      r.ms.toFixed(1),
      (r.bytes / 1024).toFixed(1),
      `${r.budgetMs} ms${r.sized ? ' / 100 KB' : ''}`,
      fast && small ? 'ok' : 'OVER',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
  const over = table.filter((row) => row[5] === 'OVER').length;
  console.log(over ? `${over} over budget` : 'every list and the dashboard within budget');
  if (over) process.exitCode = 1;
}

if (import.meta.main) {
  await benchAdminLists(Number(process.argv[2] ?? 15));
}
