import { Outlet } from 'react-router';
import { CheckoutDialog } from '../features/checkout/checkout-dialog.tsx';
import { CartDrawerSlot } from './cart-drawer-slot.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function StorefrontLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <CartDrawerSlot />
      <CheckoutDialog />
    </div>
  );
}
