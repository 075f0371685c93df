// The dialog's content, loaded on first open so the form library and schemas stay out of the first load.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { useCustomerProfile } from '../../lib/customer-session.ts';
import { useCart } from '../../lib/cart/cart-context.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { SuccessView } from './success-view.tsx';

type Placed = { reference: string; registered: boolean };

export function CheckoutBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { items, clearCart, updatePrices } = useCart();
  const { profile, isLoading } = useCustomerProfile();
  const [placed, setPlaced] = useState<Placed | null>(null);

  if (placed) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('checkout.success.title')}</DialogTitle>
          <DialogDescription className="sr-only">
            {t('checkout.success.reference')}: {placed.reference}
          </DialogDescription>
        </DialogHeader>
        <SuccessView reference={placed.reference} registered={placed.registered} onDone={onClose} />
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('checkout.title')}</DialogTitle>
        <DialogDescription>{t('checkout.description')}</DialogDescription>
      </DialogHeader>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">{t('checkout.loading')}</p>
      ) : (
        <CheckoutForm
          lines={items}
          profile={profile}
          onPlaced={(result) => {
            clearCart();
            setPlaced(result);
          }}
          onStalePrices={updatePrices}
          onLeave={onClose}
        />
      )}
    </>
  );
}
