import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { handleUnauthorized } from '../../lib/admin-auth.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const CONTACT_MESSAGES_PATH = '/api/admin/contact-messages';
export const CONTACT_MESSAGE_COUNTS_PATH = `${CONTACT_MESSAGES_PATH}/counts`;

/** Opening an unread message marks it read (one way, docs/rules/messages.md) and refreshes the list and its counts. */
export function useMarkRead() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('PUT', `${CONTACT_MESSAGES_PATH}/${id}/read`),
    onSuccess: async () => {
      toast({ title: t('adminMessages.toast.markedRead') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [CONTACT_MESSAGES_PATH] }),
        queryClient.invalidateQueries({ queryKey: [CONTACT_MESSAGE_COUNTS_PATH] }),
      ]);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: t('adminMessages.toast.errorTitle'),
        description: t('adminMessages.toast.markFailed'),
        variant: 'destructive',
      });
    },
  });
}
