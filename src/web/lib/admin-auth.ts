import { useQuery } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-client.ts';
import { t } from './translation.ts';
import { toast } from '../components/ui/use-toast.ts';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';

export type AdminUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl?: string | null;
  role?: string;
};

export const ADMIN_USER_KEY = ['/api/auth/user'] as const;
const REDIRECT_DELAY_MS = 500;

/** The signed-in admin, or null when nobody is (the server answers a visitor 200 with null). */
export function useAdminUser() {
  const query = useQuery<AdminUser | null>({
    queryKey: ADMIN_USER_KEY,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
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

/** For admin mutations' onError: returns true when the error was a 401 and the redirect is under way. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToAdminLogin();
  return true;
}
