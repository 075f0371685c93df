import { useId, useState } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { Check, ShoppingCart } from 'lucide-react';
import { formatPrice } from '../../shared/money.ts';
import type { Product, ProductVariant } from '../../shared/schemas/catalog.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { fieldClasses } from './ui/input.tsx';
import { ProductImage } from './product-image.tsx';
import { useAddedFeedback } from './use-added-feedback.ts';
import { cn } from '../lib/format/cn.ts';
import { firstChoice } from '../lib/data/products.ts';
import { isSoldOut } from '../../shared/stock-rules.ts';
import { StockNote } from './stock-note.tsx';
import { ReleaseNote } from './release-note.tsx';
import { canBeOrdered, isComingSoon } from '../../shared/releases.ts';

/** Two cards a row from the smallest phone up; pages add their wider columns (lg:, xl:). */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-6';

/** A shop card: picture, name, style, the size picker (first size chosen) and Add to Cart. */
type ProductCardProps = {
  product: Product;
  /** The card's rendered width for the image's sizes attribute. */
  sizes: string;
  onAdd: (product: Product, variant: ProductVariant) => void;
  /** The name's heading level: one below the heading the cards sit under (the shop's h1, a section's h2). */
  headingLevel?: 2 | 3;
  /** In the page but not shown yet (the shop's next page of cards). */
  hidden?: boolean;
};

export function ProductCard({ product, sizes, onAdd, headingLevel = 3, hidden }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const [variantId, setVariantId] = useState(firstChoice(product)?.id ?? '');
  const [added, flash] = useAddedFeedback();
  const selectId = useId();
  const variant = product.variants.find((v) => v.id === variantId);
  const comingSoon = isComingSoon(product);
  const soldOut = !comingSoon && isSoldOut(product);
  const orderable = canBeOrdered(product, variant);

  const add = () => {
    // docs/rules/ordering.md: a second click while "Added!" shows adds nothing.
    if (!variant || !orderable || added) return;
    onAdd(product, variant);
    flash();
  };

  return (
    <article
      hidden={hidden}
      className="group flex min-w-0 flex-col overflow-hidden rounded-xl border sm:rounded-2xl bg-card shadow-sm shadow-black/5 transition-shadow hover:shadow-lg hover:shadow-primary/10"
    >
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
        {/* One row that wraps: on a narrow card the stock badge goes under "Top Seller", never over it. */}
        <div className="absolute inset-x-2 top-2 flex flex-wrap items-start gap-1 sm:inset-x-3 sm:top-3">
          {product.isTopSeller ? <Badge className="shadow-md">{t('catalog.topSeller')}</Badge> : null}
          {soldOut || comingSoon ? (
            <Badge variant="secondary" className="ml-auto shadow-md">
              {t(comingSoon ? 'catalog.comingSoon' : 'catalog.soldOut')}
            </Badge>
          ) : null}
        </div>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        <div className="space-y-1">
          <p className="text-[0.6875rem] font-semibold tracking-[0.08em] text-amber-800 uppercase sm:text-xs sm:tracking-[0.14em] dark:text-primary">
            {t(`catalog.category.${product.category}`)}
            {product.abv ? (
              <span className="text-muted-foreground">
                {' · '}
                <span className="whitespace-nowrap">
                  {t('catalog.abvShort', { abv: Number(product.abv) })}
                </span>
              </span>
            ) : null}
          </p>
          <Heading className="text-base leading-snug font-semibold break-words sm:text-lg">
            <Link
              to={`/product/${product.id}`}
              className="rounded hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {product.name}
            </Link>
          </Heading>
          {product.style ? <p className="text-sm text-muted-foreground">{product.style}</p> : null}
        </div>
        {product.description ? (
          <p className="hidden text-sm text-muted-foreground sm:line-clamp-2">{product.description}</p>
        ) : null}
        <div className="mt-auto space-y-2 sm:space-y-3">
          {product.variants.length > 0 ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
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
                  // A sold-out size stays in the list, not choosable.
                  <option key={v.id} value={v.id} disabled={!v.available}>
                    {v.available ? v.size : t('catalog.sizeSoldOut', { size: v.size })}
                  </option>
                ))}
              </select>
              <span className="shrink-0 text-base font-bold tabular-nums max-sm:order-first sm:text-lg">
                {variant ? formatPrice(variant.price) : ''}
              </span>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('catalog.unavailable')}</p>
          )}
          <ReleaseNote product={product} dateOnly />
          <StockNote variant={soldOut || comingSoon ? undefined : variant} />
          <Button
            className="w-full"
            variant={added ? 'success' : 'default'}
            onClick={add}
            disabled={!orderable}
            aria-label={added || !orderable ? undefined : t('catalog.addNamed', { name: product.name })}
          >
            {added ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
            {added ? (
              t('catalog.added')
            ) : comingSoon ? (
              t('catalog.comingSoon')
            ) : soldOut ? (
              t('catalog.soldOut')
            ) : (
              <>
                <span className="sm:hidden">{t('catalog.add')}</span>
                <span className="max-sm:hidden">{t('catalog.addToCart')}</span>
              </>
            )}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The loading stand-in with the card's shape, so the grid does not jump. */
export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card sm:rounded-2xl" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse bg-muted" />
      <div className="space-y-3 p-3 sm:p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-9 w-full animate-pulse rounded bg-muted" />
        <div className="h-10 w-full animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
