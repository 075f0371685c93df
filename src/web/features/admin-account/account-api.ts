// A member's own sign-in security: setting up their second factor (docs/rules/accounts.md).
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '../../../shared/schemas/two-factor.ts';
import { api } from '../../lib/api-client.ts';
import { adminSessionKeys, type AdminUser } from '../../lib/admin-auth.ts';
import { readData, setReadData } from '../../lib/read-cache.ts';

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
export function markTwoFactorOn(): void {
  const user = readData<AdminUser | null>(adminSessionKeys.user);
  if (user) setReadData(adminSessionKeys.user, { ...user, twoFactorEnabled: true });
}
