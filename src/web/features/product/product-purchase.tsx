import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Check, ShoppingCart } from 'lucide-react';
import { formatPrice } from '../../../shared/money.ts';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { Button } from '../../components/ui/button.tsx';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group.tsx';
import { useAddedFeedback } from '../../components/use-added-feedback.ts';
import { useAddToCart } from '../../components/use-add-to-cart.tsx';
import { cn } from '../../lib/format/cn.ts';
import { firstChoice } from '../../lib/data/products.ts';
import { StockNote } from '../../components/stock-note.tsx';
import { ReleaseNote } from '../../components/release-note.tsx';
import { canBeOrdered, isComingSoon } from '../../../shared/releases.ts';

/** Size picker (first size chosen) and Add to Cart, disabled without a size; "Added to Cart!" for 1 s after adding. */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const [variantId, setVariantId] = useState(firstChoice(product)?.id ?? '');
  const [added, flash] = useAddedFeedback();
  const variant = product.variants.find((v) => v.id === variantId);
  const comingSoon = isComingSoon(product);
  const orderable = canBeOrdered(product, variant);

  const add = () => {
    if (!variant || !orderable || added) return;
    addToCart(product, variant);
    flash();
  };

  return (
    <div className="space-y-4">
      <ReleaseNote
        product={product}
        className="rounded-lg border border-sky-700/30 bg-sky-50 px-3 py-2 dark:bg-sky-950/40"
      />
      <div>
        <p id="size-label" className="mb-2 text-sm font-semibold">
          {t('product.chooseSize')}
        </p>
        {product.variants.length > 0 ? (
          <RadioGroup
            aria-labelledby="size-label"
            value={variantId}
            onValueChange={setVariantId}
            className="sm:grid-cols-2"
          >
            {product.variants.map((v) => (
              <RadioCard
                key={v.id}
                value={v.id}
                // Sold out: the size stays in view but cannot be chosen.
                disabled={!v.available}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-xl border-2 bg-card px-4 py-3 text-left transition outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring',
                  'data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
                  'disabled:cursor-not-allowed disabled:border-dashed disabled:hover:border-border',
                )}
              >
                <span className="grid">
                  <span className="font-medium">{v.size}</span>
                  {v.available ? null : (
                    <span className="text-sm font-semibold text-destructive">{t('catalog.soldOut')}</span>
                  )}
                </span>
                <span
                  className={cn(
                    'font-semibold tabular-nums',
                    v.available ? 'text-amber-800 dark:text-primary' : 'text-muted-foreground line-through',
                  )}
                >
                  {formatPrice(v.price)}
                </span>
              </RadioCard>
            ))}
          </RadioGroup>
        ) : (
          <p className="text-sm text-muted-foreground">{t('product.noSizes')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {variant && (orderable || comingSoon) ? (
          <p className="text-3xl font-bold tabular-nums">{formatPrice(variant.price)}</p>
        ) : null}
        <Button
          size="lg"
          className="min-w-48 flex-1 sm:flex-none"
          onClick={add}
          variant={added ? 'success' : 'default'}
          disabled={!orderable}
        >
          {added ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
          {added
            ? t('product.addedToCart')
            : orderable
              ? t('catalog.addToCart')
              : comingSoon
                ? t('catalog.comingSoon')
                : t('catalog.soldOut')}
        </Button>
      </div>
      <StockNote variant={orderable ? variant : undefined} />
    </div>
  );
}
