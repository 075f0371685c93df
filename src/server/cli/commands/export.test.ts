// `taproom export` on a database of its own: the same files as the back office, to standard output or
// a file, with the date and status filters checked before anything is read.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { FORMULA_NAME, seedExportFixtures } from '../../modules/exports/export-fixtures.ts';
import { cliShop, runCli, type CliShop } from '../../test-support/cli-run.ts';

let shop: CliShop;
beforeAll(async () => {
  shop = await cliShop();
  await shop.with(({ db }) => seedExportFixtures(db));
});
afterAll(() => shop.remove());

const exportCsv = (...args: string[]) => runCli(['export', ...args], { ...shop.env, EXPORT_MAX_DAYS: '120' });
const rowsOf = (csv: string) => csv.trimEnd().split('\r\n').slice(1);

test('orders go to standard output, one line per item, filtered by days and status', async () => {
  const all = await exportCsv('orders', '--from', '2026-01-01', '--to', '2026-04-01');
  expect(all.code).toBe(0);
  expect(all.stdout.split('\r\n')[0]).toMatch(/^Order Number,Reference,Ordered At,Status,/);
  expect(rowsOf(all.stdout)).toHaveLength(5);
  expect(all.stderr).toMatch(/4 orders from 2026-01-01 to 2026-04-01\./);
  expect(all.stdout).toContain(`"'${FORMULA_NAME.replaceAll('"', '""')}"`);

  const cancelled = await exportCsv(
    'orders',
    '--from',
    '2026-01-01',
    '--to',
    '2026-04-01',
    '--status',
    'cancelled',
  );
  expect(rowsOf(cancelled.stdout)).toEqual([
    expect.stringContaining('"2026-04-01 12:00","cancelled","Hafiz Rahman"'),
  ]);
  // Whole Malaysian days, both ends included.
  expect(
    rowsOf((await exportCsv('orders', '--from', '2026-03-31', '--to', '2026-03-31')).stdout),
  ).toHaveLength(1);
});

test('--out writes the file; customers and subscribers cover everyone unless dates are given', async () => {
  const file = path.join(shop.dataDir, 'subscribers.csv');
  const written = await exportCsv('subscribers', '--out', file);
  expect(written).toMatchObject({ code: 0, stdout: '' });
  expect(fs.readFileSync(file, 'utf8')).toBe(
    'Email,Status,Language,Subscribed At\r\n' +
      '"active@example.my","active","en","2026-01-05 12:00"\r\n' +
      '"pending@example.my","pending","en","2026-02-05 12:00"\r\n',
  );
  expect(rowsOf((await exportCsv('subscribers', '--status', 'pending')).stdout)).toHaveLength(1);
  expect(rowsOf((await exportCsv('customers', '--status', 'closed')).stdout)).toEqual([
    expect.stringMatching(/^"closed@example.my"/),
  ]);
  expect(
    rowsOf((await exportCsv('customers', '--from', '2026-03-01', '--to', '2026-03-31')).stdout),
  ).toHaveLength(1);
});

test('activity writes the audit trail of a range, oldest first, filtered by the kind of thing changed', async () => {
  const staff = { actorId: null, actorEmail: 'brewer@taproom.test' };
  await shop.with(({ db }) =>
    db.insert(auditEvents).values([
      {
        ...staff,
        action: 'order.status',
        entityType: 'order',
        entityId: null,
        entityLabel: 'TR-1042',
        changes: { before: { status: 'pending' }, after: { status: 'confirmed' } },
        createdAt: new Date('2026-03-02T04:00:00Z'),
      },
      {
        ...staff,
        action: 'variant.price',
        entityType: 'variant',
        entityId: null,
        entityLabel: '=Kelip Stout 330 ml',
        changes: { before: { price: '12.00' }, after: { price: '13.50' } },
        createdAt: new Date('2026-03-03T04:00:00Z'),
      },
    ]),
  );
  const all = await exportCsv('activity', '--from', '2026-03-01', '--to', '2026-03-31');
  expect(all.code).toBe(0);
  expect(all.stdout.split('\r\n')[0]).toBe('At,Staff,Action,Entity Type,Entity,Entity Id,Before,After');
  expect(rowsOf(all.stdout)).toEqual([
    '"2026-03-02 12:00","brewer@taproom.test","order.status","order","TR-1042","","{""status"":""pending""}","{""status"":""confirmed""}"',
    `"2026-03-03 12:00","brewer@taproom.test","variant.price","variant","'=Kelip Stout 330 ml","","{""price"":""12.00""}","{""price"":""13.50""}"`,
  ]);
  expect(all.stderr).toMatch(/2 activity from 2026-03-01 to 2026-03-31\./);
  const orders = await exportCsv(
    'activity',
    '--from',
    '2026-03-01',
    '--to',
    '2026-03-31',
    '--status',
    'orders',
  );
  expect(rowsOf(orders.stdout)).toEqual([expect.stringContaining('"TR-1042"')]);
});

test('bad dates, long ranges, unknown statuses and kinds are refused before any output', async () => {
  const refused = async (args: string[], message: RegExp) => {
    const result = await exportCsv(...args);
    expect(result, args.join(' ')).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(message),
    });
  };
  await refused(['orders', '--from', '2026-02-30'], /--from: from is not a real date/);
  await refused(['orders', '--to', '31/01/2026'], /--to: to must be a date like 2026-01-31/);
  await refused(['orders', '--from', '2026-01-01', '--to', '2026-12-31'], /is 365 days; at most 120 days/);
  await refused(
    ['orders', '--status', 'lost'],
    /--status: status must be pending, confirmed, completed, cancelled/,
  );
  await refused(['invoices'], /unknown export "invoices": choose orders, customers, subscribers, activity/);
  await refused([], /missing argument: <kind>/);
  await refused(['orders', '--from'], /argument missing/);
  const noFolder = await exportCsv('orders', '--out', path.join(shop.dataDir, 'nowhere', 'o.csv'));
  expect(noFolder).toMatchObject({ code: 1, stderr: expect.stringMatching(/no such folder/) });
});
