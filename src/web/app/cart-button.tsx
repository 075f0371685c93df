import { useTranslation } from 'react-i18next';
import { ShoppingBag } from 'lucide-react';
import { IconButton } from '../components/ui/icon-button.tsx';
import { useCart } from '../lib/cart/cart-context.tsx';
import { loadCartDrawer } from './cart-drawer-slot.tsx';

export function CartButton() {
  const { t } = useTranslation();
  const { totalItems, openCart } = useCart();
  return (
    <IconButton
      onClick={openCart}
      onPointerEnter={() => void loadCartDrawer()}
      onFocus={() => void loadCartDrawer()}
      label={t('nav.cartWithCount', { count: totalItems })}
      className="relative"
    >
      <ShoppingBag className="size-5!" aria-hidden="true" />
      {totalItems > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.7rem] leading-none font-bold text-primary-foreground ring-2 ring-background"
        >
          {totalItems > 99 ? '99+' : totalItems}
        </span>
      ) : null}
    </IconButton>
  );
}
