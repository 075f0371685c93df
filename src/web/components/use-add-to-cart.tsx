// docs/rules/ordering.md: an add is confirmed by a toast naming the product and size, with a way to the cart.
import { useCallback } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import type { Product, ProductVariant } from '../../shared/schemas/catalog.ts';
import { useCart } from '../lib/cart/cart-context.tsx';
import { toCartLine } from '../lib/data/products.ts';
import { Button } from './ui/button.tsx';
import { toast } from './ui/use-toast.ts';

export function useAddToCart(): (product: Product, variant: ProductVariant) => void {
  const { t } = useTranslation();
  const { addItem, openCart } = useCart();
  return useCallback(
    (product, variant) => {
      addItem(toCartLine(product, variant));
      const shown = toast({
        title: t('catalog.addedToast', { name: product.name, size: variant.size }),
        action: (
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => {
              shown.dismiss();
              openCart();
            }}
          >
            {t('catalog.viewCart')}
          </Button>
        ),
      });
    },
    [addItem, openCart, t],
  );
}
