import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { PackageOpen } from 'lucide-react';
import type { Product, ProductCategory } from '../../../shared/schemas/catalog.ts';
import { PRODUCT_GRID_CLASS, ProductCard, ProductCardSkeleton } from '../../components/product-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CATEGORY_LABEL_KEYS } from '../../lib/data/products.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAddToCart } from '../../components/use-add-to-cart.tsx';
import { sortProducts, type SortOrder } from './sort-products.ts';

const PAGE_SIZE = 12;
/** The cards the first screen can show (a row of four on a wide screen, two rows on a phone). */
const SKELETON_COUNT = 8;
const CARD_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 48vw';
const gridClass = `${PRODUCT_GRID_CLASS} lg:grid-cols-3 xl:grid-cols-4`;

type ProductGridProps = {
  query: UseQueryResult<Product[]>;
  category: ProductCategory | null;
  sort: SortOrder;
  onShowAll: () => void;
};

export function ProductGrid({ query, category, sort, onShowAll }: ProductGridProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(PAGE_SIZE);
  const shown = useMemo(() => {
    const inCategory = (query.data ?? []).filter((p) => !category || p.category === category);
    return sortProducts(inCategory, sort);
  }, [query.data, category, sort]);
  const add = useAddToCart();

  if (query.isPending) {
    return (
      <div className={gridClass} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="rounded-2xl border border-dashed p-10 text-center">
        <p className="font-medium">{t('shop.loadError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('shop.retry')}
        </Button>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed bg-card/60 px-6 py-16 text-center">
        <PackageOpen className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold">{t('shop.emptyTitle')}</h2>
        <p className="mt-2 text-muted-foreground">{t('shop.emptyDescription')}</p>
        {category ? (
          <Button className="mt-6" onClick={onShowAll}>
            {t('shop.viewAll')}
          </Button>
        ) : null}
      </div>
    );
  }

  // The page carries every product (search engines and the first HTML read them all); the visitor sees a
  // page of them at a time and asks for more.
  const card = (product: Product, index: number) => (
    <ProductCard
      key={product.id}
      product={product}
      sizes={CARD_SIZES}
      onAdd={add}
      headingLevel={2}
      hidden={index >= visible}
    />
  );
  return (
    <>
      <div className={gridClass}>{shown.map(card)}</div>
      <div className="mt-10 flex flex-col items-center gap-4">
        {visible < shown.length ? (
          <Button variant="outline" size="lg" onClick={() => setVisible((n) => n + PAGE_SIZE)}>
            {t('shop.loadMore')}
          </Button>
        ) : null}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('shop.showing', { count: shown.length })}
          {category ? ` ${t('shop.inCategory', { category: t(CATEGORY_LABEL_KEYS[category]) })}` : ''}
        </p>
      </div>
    </>
  );
}
