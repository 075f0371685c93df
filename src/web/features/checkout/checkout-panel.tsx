import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { useCart } from '../../lib/cart/cart-context.tsx';
import { CheckoutBody } from './checkout-body.tsx';

export function CheckoutPanel() {
  const { isCheckoutOpen, closeCheckout } = useCart();
  return (
    <Dialog open={isCheckoutOpen} onOpenChange={(open) => (open ? undefined : closeCheckout())}>
      <DialogContent className="max-w-2xl">
        {/* The content unmounts when closed, so each opening starts from a fresh form. */}
        <CheckoutBody onClose={closeCheckout} />
      </DialogContent>
    </Dialog>
  );
}
