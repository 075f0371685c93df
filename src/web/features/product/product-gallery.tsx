import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PRODUCT_MAIN_IMAGE_SIZES } from '../../../shared/images.ts';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { cn } from '../../lib/format/cn.ts';

/** The gallery index cycles around in both directions. */
export const cycleIndex = (index: number, step: number, length: number): number =>
  (index + step + length) % length;

export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const urls = product.imageUrls.length > 0 ? product.imageUrls : [product.imageUrl];
  const count = urls.length;
  const altOf = (i: number) =>
    product.images[i]?.altText ?? t('product.imageAlt', { name: product.name, number: i + 1 });

  const showFallbackNotice = () =>
    toast({
      variant: 'destructive',
      title: t('product.imageErrorTitle'),
      description: t('product.imageErrorDescription'),
    });

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl border bg-muted shadow-sm">
        <ProductImage
          src={urls[index]}
          category={product.category}
          alt={altOf(index)}
          sizes={PRODUCT_MAIN_IMAGE_SIZES}
          priority
          onFallback={showFallbackNotice}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => setIndex((i) => cycleIndex(i, -1, count))}
              aria-label={t('product.previousImage')}
              className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-background/85 shadow-md backdrop-blur transition hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => setIndex((i) => cycleIndex(i, 1, count))}
              aria-label={t('product.nextImage')}
              className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-background/85 shadow-md backdrop-blur transition hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-background/85 px-2.5 py-0.5 text-xs font-medium tabular-nums"
              aria-live="polite"
            >
              {t('product.imageCounter', { current: index + 1, total: count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="grid grid-cols-4 gap-2 sm:gap-3">
          {urls.map((url, i) => (
            <li key={`${url ?? 'none'}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('product.showImage', { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  i === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ProductImage
                  src={url}
                  category={product.category}
                  alt=""
                  sizes="(min-width: 1024px) 144px, 22vw"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
