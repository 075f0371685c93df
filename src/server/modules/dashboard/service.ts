// The dashboard's series: 12 weeks (Monday to Sunday, Malaysian time) of orders and completed revenue,
// and 30 days of page views. Every week and day is present, with zeros where nothing happened.
import { malaysiaDay } from '../../../shared/dates.ts';
import { senToDecimal, toSen } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { countAll, ordersPerDay, pageViewsPerDay } from './repository.ts';

export const STATS_WEEKS = 12;
export const STATS_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
const MALAYSIA_OFFSET_MS = 8 * 3600 * 1000;

/** 'YYYY-MM-DD' `n` days after the given day. */
const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the Malaysian week holding `day`. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export async function dashboardStats(db: Db, now = new Date()) {
  const today = malaysiaDay(now);
  const firstWeek = addDays(mondayOf(today), -7 * (STATS_WEEKS - 1));
  const firstDay = addDays(today, -(STATS_DAYS - 1));
  const since = new Date(Date.parse(`${firstWeek}T00:00:00Z`) - MALAYSIA_OFFSET_MS);
  const [counts, orderDays, viewDays] = await Promise.all([
    countAll(db),
    ordersPerDay(db, since),
    pageViewsPerDay(db, firstDay),
  ]);

  const weeks = Array.from({ length: STATS_WEEKS }, (_, i) => ({
    weekStart: addDays(firstWeek, 7 * i),
    orders: 0,
    revenueSen: 0,
  }));
  for (const row of orderDays) {
    const week = weeks.find((w) => w.weekStart === mondayOf(row.day));
    if (!week) continue;
    week.orders += Number(row.orders);
    week.revenueSen += toSen(row.revenue);
  }
  const views = new Map(viewDays.map((row) => [row.day, Number(row.views)]));
  return {
    counts,
    weeklyOrders: weeks.map(({ weekStart, orders, revenueSen }) => ({
      weekStart,
      orders,
      revenue: senToDecimal(revenueSen),
    })),
    dailyPageViews: Array.from({ length: STATS_DAYS }, (_, i) => {
      const day = addDays(firstDay, i);
      return { day, views: views.get(day) ?? 0 };
    }),
  };
}
