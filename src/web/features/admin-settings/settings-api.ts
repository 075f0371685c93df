// The brewery's business profile as staff edit it; a saved profile replaces both the back office's copy
// and the one the storefront shows, without reading either again. A 401 sends the admin to sign in again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { api } from '../../lib/data/api-client.ts';
import { businessProfileKeys } from '../../lib/data/business-profile.ts';

const SETTINGS_PATH = '/api/admin/settings';
export const adminSettingsKeys = { all: [SETTINGS_PATH] as const };

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => api.get<BusinessProfile>(SETTINGS_PATH, { on401: 'staff-sign-in', signal }),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BusinessProfile) =>
      api.put<BusinessProfile>(SETTINGS_PATH, values, { on401: 'staff-sign-in' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsKeys.all, saved);
      queryClient.setQueryData(businessProfileKeys.all, saved);
    },
  });
}
