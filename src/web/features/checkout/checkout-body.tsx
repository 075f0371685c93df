// The dialog's content, loaded on first open so the form library and schemas stay out of the first load.
// A placed order empties the cart and closes the dialog; the success toast carries the order reference and
// the shopper lands on the order's confirmation page (docs/rules/ordering.md).
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { useCustomerProfile } from '../../lib/data/customer-session.ts';
import { useCart } from '../../lib/cart/cart-context.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { useShownNames } from '../../lib/cart/shown-names.ts';

export function CheckoutBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { items, clearCart, updatePrices } = useCart();
  const lines = useShownNames(items);
  const { profile, isLoading } = useCustomerProfile();
  const navigate = useNavigate();

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
          lines={lines}
          profile={profile}
          onPlaced={(confirmationPath) => {
            clearCart();
            onClose();
            if (confirmationPath) void navigate(confirmationPath);
          }}
          onStalePrices={updatePrices}
          onLeave={onClose}
        />
      )}
    </>
  );
}
