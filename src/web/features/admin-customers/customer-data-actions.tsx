// Staff act on a customer's data rights on request (docs/rules/accounts.md): download everything the shop
// holds about the customer as JSON, or delete the account after a confirmation that names the customer.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { Download, Trash2 } from 'lucide-react';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { handleUnauthorized } from '../../lib/admin-auth.ts';
import { apiRequest } from '../../lib/api-client.ts';

const CUSTOMERS_PATH = '/api/admin/customers';

export function CustomerDataActions({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const name = `${customer.firstName} ${customer.lastName}`;
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `${CUSTOMERS_PATH}/${customer.id}`),
    onSuccess: async () => {
      setConfirming(false);
      toast({
        title: t('adminCustomers.data.deletedTitle'),
        description: t('adminCustomers.data.deleted', { name }),
      });
      // Every page of the list, whatever its paging, starts with the list's path.
      await queryClient.invalidateQueries({ queryKey: [CUSTOMERS_PATH] });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: t('adminCustomers.data.failedTitle'),
        description: t('adminCustomers.data.failed'),
        variant: 'destructive',
      });
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`${CUSTOMERS_PATH}/${customer.id}/data-export`} download>
          <Download aria-hidden="true" />
          {t('adminCustomers.data.download')}
          <span className="sr-only"> ({name})</span>
        </a>
      </Button>
      <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {t('adminCustomers.data.delete')}
        <span className="sr-only"> ({name})</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('adminCustomers.data.confirmTitle', { name })}
        description={t('adminCustomers.data.confirmText', { name, email: customer.email })}
        confirmLabel={t('adminCustomers.data.confirm')}
        cancelLabel={t('adminCustomers.data.keep')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
