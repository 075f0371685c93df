// The back office's own reads (dashboard figures, to-do list, mail queue) and the staff sign-in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToDo } from '../../../shared/schemas/admin-to-do.ts';
import type { MailStatus } from '../../../shared/schemas/mail.ts';
import { adminSessionKeys, type AdminUser } from '../../lib/data/admin-auth.ts';
import { api } from '../../lib/data/api-client.ts';
import { useAdminFigures } from '../../lib/hooks/use-admin-page.ts';

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

type SignInAnswer = AdminUser | { secondStep: 'code' };
const needsCode = (answer: SignInAnswer): answer is { secondStep: 'code' } => 'secondStep' in answer;

/**
 * Signs staff in (a wrong password is a 401 the form shows) and keeps the answer as the signed-in admin;
 * answers true when a second factor is still to come.
 */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const answer = await api.post<SignInAnswer>('/api/admin/login', credentials);
      if (needsCode(answer)) return true;
      queryClient.setQueryData(adminSessionKeys.user, answer);
      return false;
    },
  });
}

/** The second step: a code from the app or a recovery code; a wrong one is a 401 the form shows. */
export function useSecondFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AdminUser>('/api/admin/login/code', { code }),
    onSuccess: (user) => queryClient.setQueryData(adminSessionKeys.user, user),
  });
}
