import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../lib/data/api-client.ts';
import { CUSTOMER_DATA_EXPORT_URL, useDeleteAccount } from './api/customer-api.ts';

/** The customer's data rights: download everything held about them, or delete the account after confirming. */
export function DataRightsCard({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('customer.data.deletedTitle'), description: t('customer.data.deleted') });
        onDeleted();
      },
      onError: (error) => {
        // A 401 is already on its way to the sign-in page.
        if (isUnauthorizedError(error)) return;
        toast({
          title: t('customer.data.failedTitle'),
          description: t('customer.data.failed'),
          variant: 'destructive',
        });
      },
    });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{t('customer.data.title')}</h2>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p className="text-muted-foreground">
          {t('customer.data.intro')}{' '}
          <a href="/privacy" className="font-medium underline underline-offset-2">
            {t('customer.data.privacyLink')}
          </a>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={CUSTOMER_DATA_EXPORT_URL} download>
              <Download aria-hidden="true" />
              {t('customer.data.download')}
            </a>
          </Button>
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('customer.data.delete')}
          </Button>
        </div>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('customer.data.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('customer.data.confirmText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('customer.data.keep')}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
              {t('customer.data.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
