// The back office's own reads (dashboard figures, to-do list, mail queue) and the staff sign-in.
import { useMutation } from '@tanstack/react-query';
import type { ToDo } from '../../../shared/schemas/admin-to-do.ts';
import type { MailStatus } from '../../../shared/schemas/mail.ts';
import { adminSessionKeys, type AdminUser } from '../../lib/admin-auth.ts';
import { api } from '../../lib/api-client.ts';
import { setReadData } from '../../lib/read-cache.ts';
import { useAdminFigures } from '../../lib/use-admin-page.ts';

export interface DashboardStats {
  counts: { products: number; orders: number; messages: number; subscribers: number };
  weeklyOrders: { weekStart: string; orders: number; revenue: string }[];
  dailyPageViews: { day: string; views: number }[];
}

export const adminDashboardKeys = {
  stats: ['/api/admin/stats'] as const,
  toDo: ['/api/admin/to-do'] as const,
  mailStatus: ['/api/admin/mail-status'] as const,
};

export const useDashboardStats = () => useAdminFigures<DashboardStats>(adminDashboardKeys.stats);
export const useToDo = () => useAdminFigures<ToDo>(adminDashboardKeys.toDo, { staleTime: 30_000 });
/** Refreshes on its own so staff see the queue drain without reloading. */
export const useMailStatus = () =>
  useAdminFigures<MailStatus>(adminDashboardKeys.mailStatus, { refetchInterval: 30_000 });

/** Signs staff in (a wrong password is a 401 the form shows) and keeps the answer as the signed-in admin. */
export function useAdminSignIn() {
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api.post<AdminUser>('/api/admin/login', credentials),
    onSuccess: (user) => setReadData(adminSessionKeys.user, user),
  });
}
