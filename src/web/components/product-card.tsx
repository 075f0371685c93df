import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Check, ShoppingCart } from 'lucide-react';
import { formatPrice } from '../../shared/money.ts';
import type { Product, ProductVariant } from '../../shared/schemas/catalog.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { fieldClasses } from './ui/input.tsx';
import { ProductImage } from './product-image.tsx';
import { useAddedFeedback } from './use-added-feedback.ts';
import { cn } from '../lib/cn.ts';

/** A shop card: picture, name, style, the size picker (first size chosen) and Add to Cart. */
type ProductCardProps = {
  product: Product;
  /** The card's rendered width for the image's sizes attribute. */
  sizes: string;
  onAdd: (product: Product, variant: ProductVariant) => void;
};

export function ProductCard({ product, sizes, onAdd }: ProductCardProps) {
  const { t } = useTranslation();
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? '');
  const [added, flash] = useAddedFeedback();
  const selectId = useId();
  const variant = product.variants.find((v) => v.id === variantId);

  const add = () => {
    if (!variant) return;
    onAdd(product, variant);
    flash();
  };

  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm shadow-black/5 transition-shadow hover:shadow-lg hover:shadow-primary/10">
      <Link
        to={`/product/${product.id}`}
        className="relative block overflow-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage
          src={product.imageUrl}
          category={product.category}
          alt=""
          sizes={sizes}
          className="transition-transform duration-500 group-hover:scale-[1.04]"
        />
        {product.isTopSeller ? (
          <Badge className="absolute top-3 left-3 shadow-md">{t('catalog.topSeller')}</Badge>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-amber-800 dark:text-primary uppercase">
            {t(`catalog.category.${product.category}`)}
            {product.abv ? (
              <span className="text-muted-foreground">
                {' '}
                · {t('catalog.abvShort', { abv: Number(product.abv) })}
              </span>
            ) : null}
          </p>
          <h3 className="text-lg leading-snug font-semibold">
            <Link
              to={`/product/${product.id}`}
              className="rounded hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {product.name}
            </Link>
          </h3>
          {product.style ? <p className="text-sm text-muted-foreground">{product.style}</p> : null}
        </div>
        {product.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        ) : null}
        <div className="mt-auto space-y-3">
          {product.variants.length > 0 ? (
            <div className="flex items-center gap-2">
              <label htmlFor={selectId} className="sr-only">
                {t('catalog.size')}
              </label>
              <select
                id={selectId}
                value={variantId}
                onChange={(event) => setVariantId(event.target.value)}
                className={cn(fieldClasses, 'h-9 min-w-0 flex-1 py-1 text-sm')}
              >
                {product.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.size}
                  </option>
                ))}
              </select>
              <span className="shrink-0 text-lg font-bold tabular-nums">
                {variant ? formatPrice(variant.price) : ''}
              </span>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('catalog.unavailable')}</p>
          )}
          <Button
            className="w-full"
            onClick={add}
            disabled={!variant || added}
            aria-label={added ? undefined : t('catalog.addNamed', { name: product.name })}
          >
            {added ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
            {added ? t('catalog.added') : t('catalog.addToCart')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The loading stand-in with the card's shape, so the grid does not jump. */
export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border bg-card" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse bg-muted" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-9 w-full animate-pulse rounded bg-muted" />
        <div className="h-10 w-full animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
