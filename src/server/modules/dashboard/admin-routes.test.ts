import { afterAll, beforeAll, expect, test } from 'vitest';
import { malaysiaDay } from '../../../shared/dates.ts';
import { contactMessages, newsletterSubscribers, orders, pageViews, products } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const order = (status: string, totalAmount: string, createdAt: Date) => ({
  customerName: 'Aina',
  customerEmail: 'aina@example.com',
  deliveryOption: 'pickup',
  status,
  totalAmount,
  createdAt,
});

test('the dashboard figures count everything and chart 12 weeks of orders and 30 days of page views', async () => {
  const db = t.database.db;
  const now = new Date();
  await db.insert(products).values([
    { name: 'A', category: 'beer' },
    { name: 'B', category: 'rice-wine', isActive: false },
  ]);
  await db
    .insert(orders)
    .values([
      order('completed', '100.50', now),
      order('completed', '20.00', now),
      order('pending', '999.00', now),
      order('completed', '50.00', new Date(now.getTime() - 200 * DAY)),
    ]);
  await db
    .insert(contactMessages)
    .values({ name: 'Li', email: 'li@example.com', message: 'Hello there, brewers!' });
  await db.insert(newsletterSubscribers).values([
    { email: 'a@example.com', status: 'active', isActive: true },
    { email: 'b@example.com', status: 'unsubscribed', isActive: false },
    { email: 'c@example.com', status: 'pending', isActive: false },
  ]);
  const today = malaysiaDay(now);
  await db.insert(pageViews).values([
    { day: today, path: '/', language: 'en', views: 5 },
    { day: today, path: '/shop', language: 'ms', views: 2 },
    { day: '2000-01-01', path: '/', language: 'en', views: 100 },
  ]);

  const res = await admin.get('/api/admin/stats');
  expect(res.status).toBe(200);
  expect(res.body.counts).toEqual({ products: 2, orders: 4, messages: 1, subscribers: 1 });
  expect(res.body.weeklyOrders).toHaveLength(12);
  expect(res.body.weeklyOrders.at(-1)).toMatchObject({ orders: 3, revenue: '120.50' });
  expect(res.body.weeklyOrders.slice(0, -1).every((w: { orders: number }) => w.orders === 0)).toBe(true);
  expect(res.body.dailyPageViews).toHaveLength(30);
  expect(res.body.dailyPageViews.at(-1)).toEqual({ day: today, views: 7 });
  expect(res.body.dailyPageViews.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(7);
});
