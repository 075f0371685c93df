// Releases (docs/decisions/026-releases-and-stock-alerts.md): a product announced for a later time is
// "coming soon" until then. The catalogue carries `releaseAt` only while that time is ahead, so what a
// shopper sees never depends on their own clock.
import type { Product } from './schemas/catalog.ts';

export const isComingSoon = (product: Pick<Product, 'releaseAt'>): boolean => product.releaseAt !== null;

/** The release time shoppers see: null once it has passed (the product is then simply open). */
export function upcomingRelease(releaseAt: Date | null, now: Date): string | null {
  return releaseAt && releaseAt.getTime() > now.getTime() ? releaseAt.toISOString() : null;
}

/** Whether a shopper can order the product now: released, and the size in stock. */
export const canBeOrdered = (
  product: Pick<Product, 'releaseAt'>,
  variant: { available: boolean } | undefined,
): boolean => !isComingSoon(product) && variant?.available === true;
