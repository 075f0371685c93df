import { useState } from 'react';
import { DEFAULT_IMAGE_URLS } from '../../shared/default-images.ts';
import { IMAGE_ASPECT, imageSrcSet } from '../../shared/images.ts';
import type { ProductCategory } from '../../shared/schemas/catalog.ts';
import { cn } from '../lib/format/cn.ts';

type ProductImageProps = {
  src: string | null | undefined;
  category: ProductCategory;
  alt: string;
  /** The rendered width, e.g. '(min-width: 1024px) 25vw, 50vw', so the browser picks a rendition. */
  sizes: string;
  /** The page's main image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  /** Called when the product's own image fails and the category picture replaces it. */
  onFallback?: () => void;
};

/**
 * A product picture in its 4:3 frame. A missing or broken image falls back to the category's default
 * picture; if even that fails, a beer glass stands in.
 */
export function ProductImage({
  src,
  category,
  alt,
  sizes,
  priority = false,
  className,
  onFallback,
}: ProductImageProps) {
  const fallback = DEFAULT_IMAGE_URLS[category];
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = src && !failed.has(src) ? src : fallback;

  if (failed.has(fallback) && current === fallback) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('grid aspect-[4/3] place-items-center bg-muted text-5xl', className)}
      >
        <span aria-hidden="true">🍺</span>
      </div>
    );
  }

  return (
    <img
      key={current}
      src={current}
      srcSet={imageSrcSet(current)}
      sizes={sizes}
      width={IMAGE_ASPECT.width * 200}
      height={IMAGE_ASPECT.height * 200}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('aspect-[4/3] w-full bg-muted object-cover', className)}
      onError={() => {
        setFailed((previous) => new Set(previous).add(current));
        if (current !== fallback) onFallback?.();
      }}
    />
  );
}
