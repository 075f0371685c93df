// GET /api/admin/stats: the dashboard's counts, 12 weeks of orders and completed revenue (RM, 2 decimals)
// and 30 days of page views, every week and day present.
import { z } from 'zod';

export const dashboardStatsSchema = z.object({
  counts: z.object({
    products: z.number().int(),
    orders: z.number().int(),
    messages: z.number().int(),
    subscribers: z.number().int(),
  }),
  weeklyOrders: z.array(z.object({ weekStart: z.string(), orders: z.number().int(), revenue: z.string() })),
  dailyPageViews: z.array(z.object({ day: z.string(), views: z.number().int() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
