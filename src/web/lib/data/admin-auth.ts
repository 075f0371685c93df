import { useQuery } from '@tanstack/react-query';
import { firstReadKeys } from '../../../shared/first-reads.ts';
import { api } from './api-client.ts';
import { t } from '../texts/translation.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { preloadToaster } from '../../components/ui/lazy-toaster.tsx';
import type { StaffRole } from '../../../shared/staff-permissions.ts';

export type AdminUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl?: string | null;
  role: StaffRole;
  /** Only in the answer of GET /api/auth/user (not of a sign-in, which the next read replaces). */
  twoFactorEnabled?: boolean;
  twoFactorRequired?: boolean;
};

export const adminSessionKeys = { user: firstReadKeys.adminUser } as const;
const REDIRECT_DELAY_MS = 500;

/** The signed-in admin, or null when nobody is (the server answers a visitor 200 with null). */
export function useAdminUser() {
  const query = useQuery<AdminUser | null>({
    queryKey: adminSessionKeys.user,
    queryFn: () => api.get<AdminUser>('/api/auth/user', { on401: 'null' }),
  });
  return {
    user: query.data ?? null,
    // Pending, not TanStack's isLoading: the server (which never fetches) and the browser agree on it.
    isLoading: query.isPending,
    isAuthenticated: Boolean(query.data),
    error: query.error,
  };
}

let redirectScheduled = false;

/** Tells the admin they were signed out and sends them to sign in again (docs/rules/accounts.md). */
export function redirectToAdminLogin(): void {
  if (redirectScheduled) return;
  redirectScheduled = true;
  // The toaster loads lazily; wait for it so the message is on screen for the whole delay.
  void preloadToaster().then(showAndRedirect);
}

function showAndRedirect(): void {
  toast({
    title: t('auth.unauthorizedTitle', 'Unauthorized'),
    description: t('auth.unauthorizedDescription', 'You are logged out. Logging in again...'),
    variant: 'destructive',
  });
  setTimeout(() => {
    window.location.href = '/api/login';
  }, REDIRECT_DELAY_MS);
}
