// Decides each page's head from its address, its language and the current catalogue. A product page for
// a product outside the active catalogue, and any address outside the route table, is a 404.
import { DEFAULT_IMAGE_URLS } from '../../shared/default-images.ts';
import { IMAGE_ASPECT, renditionUrl } from '../../shared/images.ts';
import { documentTitle, shopPageFor, type HeadPage } from '../../shared/page-heads.ts';
import type { BusinessProfile } from '../../shared/business-profile.ts';
import { shopConfig, type Language } from '../../shared/config.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { matchSitePage } from '../../shared/site-pages.ts';
import type { FirstScreenHints } from './first-screen-hints.ts';
import { languageUrl, type HeadImage, type PageHead } from './page-head.ts';
import { pageTextIn } from './page-texts.ts';
import { breweryData, productData } from './structured-data.ts';

/** The shop's share picture (1200×630), drawn by og-image.ts. */
export const SHARE_IMAGE: Omit<HeadImage, 'alt'> = { url: '/og-image.png', width: 1200, height: 630 };
const OG_WIDTH = 1200;

export interface PageRequest {
  origin: string;
  pathname: string;
  query: URLSearchParams;
  language: Language;
  findProduct: (id: string) => Promise<Product | null>;
  profile: BusinessProfile;
  /** The scripts a page's first screen needs (first-screen-hints.ts). */
  firstScreen?: FirstScreenHints;
}

export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

/** A product's pictures in display order, the main one first; the category picture when it has none. */
export function productImages(product: Product): string[] {
  const own = product.imageUrls.length > 0 ? product.imageUrls : product.imageUrl ? [product.imageUrl] : [];
  return own.length > 0 ? own : [DEFAULT_IMAGE_URLS[product.category]];
}

function pageHead(request: PageRequest, page: HeadPage, path: string): PageHead {
  const text = pageTextIn(request.language, page);
  return {
    origin: request.origin,
    path,
    language: request.language,
    title: documentTitle(text.title),
    description: text.description,
    image: { ...SHARE_IMAGE, alt: shopConfig.breweryName },
    type: 'website',
  };
}

async function productAnswer(request: PageRequest, productId: string): Promise<PageAnswer> {
  const product = await request.findProduct(productId);
  if (!product) return notFound(request);
  const path = `/product/${encodeURIComponent(product.id)}`;
  const images = productImages(product);
  const main = images[0]!;
  const ogImage = renditionUrl(main, OG_WIDTH);
  const fallback = pageTextIn(request.language, 'product');
  const head: PageHead = {
    ...pageHead(request, 'product', path),
    title: documentTitle(product.name),
    description: product.description?.trim() || fallback.description,
    image: {
      url: ogImage ?? main,
      width: OG_WIDTH,
      height: Math.round((OG_WIDTH * IMAGE_ASPECT.height) / IMAGE_ASPECT.width),
      alt: product.name,
    },
    type: 'product',
    firstScreen: request.firstScreen?.({ page: 'product' }),
  };
  head.structuredData = [
    productData(product, request.origin, languageUrl(request.origin, path, request.language), images),
  ];
  return { status: 200, head };
}

function notFound(request: PageRequest): PageAnswer {
  const head = { ...pageHead(request, 'not-found', request.pathname), noindex: true };
  return { status: 404, head: { ...head, firstScreen: request.firstScreen?.({}) } };
}

export async function answerPage(request: PageRequest): Promise<PageAnswer> {
  const match = matchSitePage(request.pathname);
  if (!match) return notFound(request);
  if (match.page.read === 'product') return productAnswer(request, match.params.id ?? '');
  const headPage = match.page.head;
  // Known screens that are not for search engines: accounts, back office, newsletter links.
  if (!headPage) {
    const head = { ...pageHead(request, 'home', request.pathname), noindex: true };
    return { status: 200, head: { ...head, firstScreen: request.firstScreen?.({ page: match.id }) } };
  }
  const category = request.query.get('category');
  const page = headPage === 'shop' ? shopPageFor(category) : headPage;
  // The table's own spelling of the address; a shop category is part of it, any other query is not.
  const path = page === headPage ? match.page.path : `/shop?category=${category}`;
  const head = { ...pageHead(request, page, path), firstScreen: request.firstScreen?.({ page: match.id }) };
  if (match.id === 'home') head.structuredData = [breweryData(request.origin, request.profile)];
  return { status: 200, head };
}
