// Staff act on a customer's data rights on request (docs/rules/accounts.md): download everything the shop
// holds about the customer as JSON, or delete the account after a confirmation that names the customer.
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Download, Trash2 } from 'lucide-react';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../lib/data/api-client.ts';
import { useCan } from '../../lib/data/use-can.ts';
import { customerDataExportUrl, useDeleteCustomer } from './customers-api.ts';

export function CustomerDataActions({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = `${customer.firstName} ${customer.lastName}`;
  const remove = useDeleteCustomer(customer.id);
  const canExport = useCan('customers.export');
  const canDelete = useCan('customers.delete');
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('adminCustomers.data.deletedTitle'),
          description: t('adminCustomers.data.deleted', { name }),
        });
      },
      onError: (error) => {
        // A 401 is already on its way to the sign-in page.
        if (isUnauthorizedError(error)) return;
        toast({
          title: t('adminCustomers.data.failedTitle'),
          description: t('adminCustomers.data.failed'),
          variant: 'destructive',
        });
      },
    });
  if (!canExport && !canDelete) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canExport ? (
        <Button asChild variant="outline" size="sm">
          <a href={customerDataExportUrl(customer.id)} download>
            <Download aria-hidden="true" />
            {t('adminCustomers.data.download')}
            <span className="sr-only"> ({name})</span>
          </a>
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('adminCustomers.data.delete')}
          <span className="sr-only"> ({name})</span>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('adminCustomers.data.confirmTitle', { name })}
        description={t('adminCustomers.data.confirmText', { name, email: customer.email })}
        confirmLabel={t('adminCustomers.data.confirm')}
        cancelLabel={t('adminCustomers.data.keep')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
