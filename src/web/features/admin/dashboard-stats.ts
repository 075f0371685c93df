import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { handleUnauthorized } from '../../lib/admin-auth.ts';

export interface DashboardStats {
  counts: { products: number; orders: number; messages: number; subscribers: number };
  weeklyOrders: { weekStart: string; orders: number; revenue: string }[];
  dailyPageViews: { day: string; views: number }[];
}

export const STATS_KEY = ['/api/admin/stats'] as const;

export function useDashboardStats() {
  const query = useQuery<DashboardStats>({ queryKey: STATS_KEY });
  useEffect(() => {
    if (query.error) handleUnauthorized(query.error);
  }, [query.error]);
  return query;
}
