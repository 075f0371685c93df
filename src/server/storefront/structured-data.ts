// schema.org descriptions for search engines: the brewery on the home page, a product with one offer per
// size on its own page. The brewery's details come from the shop settings module.
import { shopConfig } from '../../shared/config.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { absoluteUrl } from './page-head.ts';

export function breweryData(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Brewery',
    name: shopConfig.breweryName,
    url: `${origin}/`,
    email: shopConfig.orderEmail,
    telephone: shopConfig.phoneDisplay,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shopConfig.pickupAddress,
      addressRegion: 'Kuala Lumpur',
      addressCountry: 'MY',
    },
    openingHours: ['Mo-Fr 09:00-18:00', 'Sa-Su 10:00-16:00'],
    sameAs: Object.values(shopConfig.social),
  };
}

export function productData(product: Product, origin: string, pageUrl: string, imageUrls: string[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description ?? undefined,
    image: imageUrls.map((url) => absoluteUrl(origin, url)),
    category: product.category,
    brand: { '@type': 'Brand', name: shopConfig.brandName },
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.size,
      sku: variant.id,
      price: variant.price,
      priceCurrency: 'MYR',
      availability: 'https://schema.org/InStock',
      url: pageUrl,
    })),
  };
}
