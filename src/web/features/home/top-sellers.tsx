import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { PRODUCT_GRID_CLASS, ProductCard, ProductCardSkeleton } from '../../components/product-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useProducts } from '../../lib/data/products.ts';
import { useAddToCart } from '../../components/use-add-to-cart.tsx';

const MAX_TOP_SELLERS = 4;
const CARD_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 48vw';
const gridClass = `${PRODUCT_GRID_CLASS} lg:grid-cols-4`;

export function TopSellers() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useProducts();
  const topSellers = (data ?? []).filter((p) => p.isTopSeller).slice(0, MAX_TOP_SELLERS);
  const add = useAddToCart();

  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="top-sellers-title">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-amber-800 dark:text-primary uppercase">
            {t('home.topSellers.eyebrow')}
          </p>
          <h2 id="top-sellers-title" className="mt-2 text-3xl font-bold sm:text-4xl">
            {t('home.topSellers.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('home.topSellers.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/shop">
            {t('home.topSellers.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {isPending ? (
        <div className={gridClass} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: MAX_TOP_SELLERS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : isError ? (
        <p className="rounded-2xl border border-dashed p-8 text-center text-muted-foreground">
          {t('home.topSellers.error')}
        </p>
      ) : (
        <div className={gridClass}>
          {topSellers.map((product) => (
            <ProductCard key={product.id} product={product} sizes={CARD_SIZES} onAdd={add} />
          ))}
        </div>
      )}
    </section>
  );
}
