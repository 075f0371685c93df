import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageView } from '../../../shared/schemas/admin-inbox.ts';
import type { ContactMessageCounts } from '../../../shared/schemas/admin-lists.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { api, isUnauthorizedError } from '../../lib/data/api-client.ts';
import { pagedListKeys, useAdminFigures, useAdminPage } from '../../lib/hooks/use-admin-page.ts';

const CONTACT_MESSAGES_PATH = '/api/admin/contact-messages';
export const adminMessageKeys = {
  ...pagedListKeys(CONTACT_MESSAGES_PATH),
  counts: [`${CONTACT_MESSAGES_PATH}/counts`] as const,
};

export const useMessagePage = (query: string) => useAdminPage<ContactMessageView>(adminMessageKeys, query);
export const useMessageCounts = () => useAdminFigures<ContactMessageCounts>(adminMessageKeys.counts);

/** Opening an unread message marks it read (one way, docs/rules/messages.md) and refreshes the list and its counts. */
export function useMarkRead() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.put(`${CONTACT_MESSAGES_PATH}/${id}/read`, undefined, { on401: 'staff-sign-in' }),
    onSuccess: async () => {
      toast({ title: t('adminMessages.toast.markedRead') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminMessageKeys.counts }),
      ]);
    },
    onError: (error) => {
      // A 401 is already on its way to the sign-in page.
      if (isUnauthorizedError(error)) return;
      toast({
        title: t('adminMessages.toast.errorTitle'),
        description: t('adminMessages.toast.markFailed'),
        variant: 'destructive',
      });
    },
  });
}
