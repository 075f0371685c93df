import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ArrowRight, Clock, ShoppingBag, Truck } from 'lucide-react';
import { formatRM } from '../../../shared/money.ts';
import {
  DELIVERY_RULES,
  deliveryShortfallSen,
  deliveryTextValues,
} from '../../../shared/delivery/delivery-rules.ts';
import { shopConfig, toLanguage } from '../../../shared/config.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '../../components/ui/sheet.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useProducts } from '../../lib/data/products.ts';
import { CartLine } from './cart-line.tsx';
import { useShownNames } from '../../lib/cart/shown-names.ts';
import { orderableSen, useCartStock } from './cart-stock.ts';
import { useCart } from '../../lib/cart/cart-context.tsx';

/** Lines whose product or size is no longer sold are dropped once the catalogue is known. */
function usePruneUnavailable() {
  const { items, retainItems } = useCart();
  const products = useProducts();
  useEffect(() => {
    if (!products.isSuccess || !products.data || items.length === 0) return;
    const sold = new Set(products.data.flatMap((p) => p.variants.map((v) => `${p.id}/${v.id}`)));
    retainItems((item) => sold.has(`${item.productId}/${item.variantId}`));
  }, [products.isSuccess, products.data, items, retainItems]);
}

/** The cart side sheet, openable from anywhere through useCart().openCart(). */
export function CartDrawer() {
  const { t, i18n } = useTranslation();
  const {
    items,
    totalItems,
    totalAmount,
    isOpen,
    setOpen,
    closeCart,
    updateQuantity,
    removeItem,
    openCheckout,
  } = useCart();
  usePruneUnavailable();
  const stock = useCartStock(items, isOpen);
  const shownItems = useShownNames(items);
  const blocked = [...stock.values()].some((line) => line.kind !== 'ok');
  const totalSen = Math.round(totalAmount * 100);
  const deliverySen = orderableSen(items, stock);
  const shortfallSen = deliveryShortfallSen(deliverySen);
  const progress = Math.min(100, Math.round((deliverySen / DELIVERY_RULES.minimumSen) * 100));
  const language = toLanguage(i18n.resolvedLanguage);

  const continueToOrder = () => {
    if (blocked) return;
    if (items.length === 0) {
      toast({
        variant: 'destructive',
        title: t('cart.emptyToastTitle'),
        description: t('cart.emptyToastDescription'),
      });
      return;
    }
    closeCart();
    openCheckout();
  };

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent side="right">
        <SheetHeader className="border-b p-4 sm:p-6 sm:pb-4">
          <SheetTitle className="flex items-center gap-2">
            <ShoppingBag className="size-5 text-primary" aria-hidden="true" />
            {t('cart.title')}
          </SheetTitle>
          <SheetDescription>
            {items.length ? t('cart.itemCount', { count: totalItems }) : t('common.cartEmpty')}
          </SheetDescription>
        </SheetHeader>

        {items.length ? (
          <ul
            className="flex flex-1 flex-col gap-4 overflow-y-auto p-4 sm:p-6"
            aria-label={t('cart.itemsLabel')}
          >
            {shownItems.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                stock={stock.get(item.id) ?? { kind: 'ok', left: null }}
                onQuantity={updateQuantity}
                onRemove={removeItem}
              />
            ))}
          </ul>
        ) : (
          <div className="grid flex-1 place-content-center gap-3 p-6 text-center">
            <span className="text-6xl" aria-hidden="true">
              🍺
            </span>
            <p className="text-lg font-semibold">{t('common.cartEmpty')}</p>
            <p className="text-sm text-muted-foreground">{t('common.cartEmptyHint')}</p>
            <Button asChild variant="outline" className="mx-auto mt-2">
              <Link to="/shop" onClick={closeCart}>
                {t('cart.browse')}
              </Link>
            </Button>
          </div>
        )}

        <SheetFooter className="gap-3 border-t bg-card/60 p-4 sm:p-6">
          <p className="flex items-baseline justify-between text-lg font-semibold">
            <span>{t('common.total')}</span>
            <span className="tabular-nums" data-testid="cart-total">
              {formatRM(totalSen)}
            </span>
          </p>
          {items.length ? (
            <div className="space-y-1.5">
              <p className="flex items-center gap-2 text-sm">
                <Truck className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {shortfallSen > 0
                  ? t('deliveryRules.shortfall', {
                      ...deliveryTextValues(language),
                      amount: formatRM(shortfallSen, language),
                    })
                  : t('deliveryRules.reached')}
              </p>
              <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-primary transition-[width]"
                  style={{ width: `${progress}%` }}
                />
              </div>
            </div>
          ) : null}
          {blocked ? (
            <p id="cart-blocked" className="text-sm font-medium text-destructive" role="status">
              {t('cart.blocked')}
            </p>
          ) : null}
          <Button
            size="lg"
            className="w-full"
            onClick={continueToOrder}
            disabled={blocked}
            aria-describedby={blocked ? 'cart-blocked' : undefined}
          >
            {t('cart.continue')}
            <ArrowRight aria-hidden="true" />
          </Button>
          <p className="flex items-start gap-2 text-xs text-muted-foreground">
            <Clock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {t('cart.contactNote', { hours: shopConfig.responseHours })}
          </p>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
