import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CheckoutDialog } from '../features/checkout/checkout-dialog.tsx';
import { CartDrawerSlot } from './cart-drawer-slot.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function StorefrontLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <CartDrawerSlot />
      <CheckoutDialog />
    </div>
  );
}
