// 'Complete Your Order' (docs/rules/ordering.md) in the storefront layout. Only this slot ships in the first load: the
// dialog, form library and schemas are fetched the first time the cart opens the checkout.
import { lazy, Suspense, useState } from 'react';
import { withTexts } from '../../app/i18n.ts';
import { useCart } from '../../lib/cart/cart-context.tsx';

const CheckoutPanel = lazy(async () => ({
  default: (await withTexts('checkout', () => import('./checkout-panel.tsx'))).CheckoutPanel,
}));

export function CheckoutDialog() {
  const { isCheckoutOpen } = useCart();
  const [mounted, setMounted] = useState(isCheckoutOpen);
  if (isCheckoutOpen && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutPanel />
    </Suspense>
  );
}
