import { lazy, Suspense, useState } from 'react';
import { useCart } from '../lib/cart/cart-context.tsx';
import { withTexts } from './i18n.ts';

export const loadCartDrawer = () => withTexts('cart', () => import('../features/cart/cart-drawer.tsx'));
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));

/** The drawer (and the checkout it leads to) loads only once someone opens the cart, then stays mounted. */
export function CartDrawerSlot() {
  const { isOpen } = useCart();
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
