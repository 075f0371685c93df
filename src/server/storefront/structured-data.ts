// schema.org descriptions for search engines: the brewery on the home page, a product with one offer per
// size on its own page. The brewery's details come from its business profile.
import type { BusinessProfile } from '../../shared/business-profile.ts';
import { socialLinksOf } from '../../shared/social-links.ts';
import { shopConfig } from '../../shared/config.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { absoluteUrl } from './page-head.ts';

export function breweryData(origin: string, profile: BusinessProfile): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Brewery',
    name: shopConfig.breweryName,
    legalName: profile.legalName,
    // The SSM number is the company's registration with the Companies Commission of Malaysia.
    identifier: { '@type': 'PropertyValue', propertyID: 'SSM', value: profile.ssmNumber },
    url: `${origin}/`,
    email: profile.email,
    telephone: profile.phone,
    address: { '@type': 'PostalAddress', streetAddress: profile.address, addressCountry: 'MY' },
    paymentAccepted: profile.paymentMethods.en,
    sameAs: socialLinksOf(profile).map((link) => link.url),
  };
}

/** PreOrder while the product is still to be released, then InStock or OutOfStock per size. */
function offerAvailability(product: Product, variant: Product['variants'][number]) {
  if (product.releaseAt) return 'PreOrder';
  return variant.available ? 'InStock' : 'OutOfStock';
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
      availability: `https://schema.org/${offerAvailability(product, variant)}`,
      // A product announced for a later release says when it can be had.
      availabilityStarts: product.releaseAt ?? undefined,
      url: pageUrl,
    })),
  };
}
