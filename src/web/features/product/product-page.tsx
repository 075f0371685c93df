import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link, useParams } from 'react-router';
import { ArrowLeft, PackageX } from 'lucide-react';
import { DeliveryInfo } from '../../components/delivery-info.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProduct } from '../../lib/data/products.ts';
import { useStorefrontHead } from '../../lib/hooks/use-storefront-head.ts';
import { ProductFacts } from './product-facts.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { BackInStockForm } from './back-in-stock-form.tsx';

export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: product, isPending, isError } = useProduct(id);
  useStorefrontHead('product', { title: product?.name, description: product?.description });

  const back = (
    <Button asChild variant="ghost" className="-ml-3 mb-6">
      <Link to="/shop">
        <ArrowLeft aria-hidden="true" />
        {t('product.backToShop')}
      </Link>
    </Button>
  );

  if (isPending && !product) return <ProductSkeleton />;
  if (isError || !product) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <PackageX className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold">{t('product.notFoundTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('product.notFoundDescription')}</p>
        <Button asChild className="mt-8">
          <Link to="/shop">{t('product.backToShop')}</Link>
        </Button>
      </div>
    );
  }

  const categoryLink =
    product.category === 'rice-wine' ? t('product.viewAllRiceWines') : t('product.viewAllBeers');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {back}
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
        <ProductGallery key={product.id} product={product} />
        <div className="space-y-6">
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{t(`catalog.category.${product.category}`)}</Badge>
              {product.isTopSeller ? <Badge>{t('catalog.topSeller')}</Badge> : null}
            </div>
            <h1 className="text-4xl font-bold sm:text-5xl">{product.name}</h1>
            {product.style ? (
              <p className="text-lg text-amber-800 dark:text-primary">{product.style}</p>
            ) : null}
            {product.description ? (
              <p className="text-lg leading-relaxed text-muted-foreground">{product.description}</p>
            ) : null}
          </div>
          <ProductPurchase key={product.id} product={product} />
          <BackInStockForm key={`ask-${product.id}`} product={product} />
          <ProductFacts product={product} />
          <Link
            to={`/shop?category=${product.category}`}
            className="inline-block font-medium text-amber-800 dark:text-primary underline-offset-4 hover:underline"
          >
            {categoryLink} →
          </Link>
        </div>
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {product.tastingNotes ? (
          <NoteCard id="tasting-notes" title={t('product.tastingNotes')} text={product.tastingNotes} />
        ) : null}
        {product.brewingStory ? (
          <NoteCard id="brewing-story" title={t('product.brewingStory')} text={product.brewingStory} />
        ) : null}
        <DeliveryInfo className="lg:col-span-2" />
      </div>
    </div>
  );
}

/** A titled paragraph under the product: its tasting notes or its brewing story. */
function NoteCard({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className="rounded-2xl border bg-card p-6" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-muted-foreground">{text}</p>
    </section>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8"
      role="status"
      aria-label={t('common.loading')}
    >
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-12 w-48" />
      </div>
    </div>
  );
}
