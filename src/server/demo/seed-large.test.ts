// The large data set for measuring the back office: the asked numbers of rows, orders whose totals are
// their lines, seven in ten orders by an account, and a second run that adds nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { seedLargeData } from './seed-large.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const size = { customers: 40, orders: 200, messages: 30, subscribers: 20, requests: 10 };

test('fills every list with the asked rows, consistent orders, once', async () => {
  expect(await seedLargeData(t.database.db, size)).toBe(true);
  const { rows } = await t.database.db.execute(sql`select
    (select count(*)::int from customers) as customers,
    (select count(*)::int from orders) as orders,
    (select count(*)::int from orders where customer_id is not null) as linked,
    (select count(*)::int from contact_messages) as messages,
    (select count(*)::int from newsletter_subscribers) as subscribers,
    (select count(*)::int from custom_beer_requests) as requests,
    (select count(*)::int from orders o where total_amount <>
       (select sum(total_price) from order_items i where i.order_id = o.id)) as wrong_totals`);
  expect(rows[0]).toEqual({ ...size, linked: 140, wrong_totals: 0 });
  expect(await seedLargeData(t.database.db, size)).toBe(false);
});
