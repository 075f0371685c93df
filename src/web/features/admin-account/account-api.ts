// A member's own sign-in security: setting up their second factor (docs/rules/accounts.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInDevice } from '../../../shared/schemas/sessions.ts';
import type { TwoFactorSetup } from '../../../shared/schemas/two-factor.ts';
import { api } from '../../lib/data/api-client.ts';
import { adminSessionKeys, type AdminUser } from '../../lib/data/admin-auth.ts';

export const useStartTwoFactorSetup = () =>
  useMutation({
    mutationFn: () =>
      api.post<TwoFactorSetup>('/api/admin/account/two-factor/setup', undefined, { on401: 'staff-sign-in' }),
  });

/** Confirms the set-up with a first code; the answer is the recovery codes, shown once. */
export const useConfirmTwoFactor = () =>
  useMutation({
    mutationFn: (code: string) =>
      api.post<{ recoveryCodes: string[] }>(
        '/api/admin/account/two-factor/confirm',
        { code },
        { on401: 'staff-sign-in' },
      ),
  });

/** Once the recovery codes are put away: the member now has a second factor (the back office unlocks). */
export function useMarkTwoFactorOn(): () => void {
  const queryClient = useQueryClient();
  return () =>
    queryClient.setQueryData<AdminUser | null>(adminSessionKeys.user, (user) =>
      user ? { ...user, twoFactorEnabled: true } : user,
    );
}

const SESSIONS_PATH = '/api/admin/account/sessions';
export const accountSessionKeys = { all: [SESSIONS_PATH] as const };

export const useSessions = () =>
  useQuery({
    queryKey: accountSessionKeys.all,
    queryFn: ({ signal }) => api.get<SignedInDevice[]>(SESSIONS_PATH, { on401: 'staff-sign-in', signal }),
  });

/** Signs one of the member's other devices out; the answer is the devices left. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<SignedInDevice[]>(`${SESSIONS_PATH}/${id}`, { on401: 'staff-sign-in' }),
    onSuccess: (list) => queryClient.setQueryData(accountSessionKeys.all, list),
  });
}
