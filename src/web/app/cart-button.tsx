import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { ShoppingBag } from 'lucide-react';
import { IconButton } from '../components/ui/icon-button.tsx';
import { useCart } from '../lib/cart/cart-context.tsx';
import { cn } from '../lib/format/cn.ts';
import { loadCartDrawer } from './cart-drawer-slot.tsx';

/** Counts up from the previous total each time the cart grows, so the badge can play its bump again. */
function useGrowthCount(total: number): number {
  const previous = useRef(total);
  const [grown, setGrown] = useState(0);
  useEffect(() => {
    if (total > previous.current) setGrown((n) => n + 1);
    previous.current = total;
  }, [total]);
  return grown;
}

export function CartButton() {
  const { t } = useTranslation();
  const { totalItems, openCart } = useCart();
  const grown = useGrowthCount(totalItems);
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
          // docs/rules/interface.md: the count bumps when something is added, unless motion is reduced.
          key={grown}
          aria-hidden="true"
          data-testid="cart-count"
          className={cn(
            'absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.7rem] leading-none font-bold text-primary-foreground ring-2 ring-background',
            grown > 0 && 'motion-safe:animate-cart-bump',
          )}
        >
          {totalItems > 99 ? '99+' : totalItems}
        </span>
      ) : null}
    </IconButton>
  );
}
