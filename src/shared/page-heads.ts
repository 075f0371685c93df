// The title and description of each storefront page. The server writes them into the first HTML (with
// canonical, alternates, Open Graph and structured data) and the web app keeps the tab title and description
// in step while the shopper navigates or switches language, so both read them from the one catalogue in
// ./page-heads/locales through their own t() (docs/architecture.md, "Texts"): the server holds all three
// languages, the web app loads only the shown one with the shell's texts.
import { shopConfig } from './config.ts';
import type { TFunction } from './message-catalogue.ts';
import type en from './page-heads/locales/en.json';

export type HeadPage = keyof (typeof en)['pageHeads'];

export interface PageText {
  title: string;
  description: string;
}

/** A page's title and description, read through a t() over the page heads' catalogue. */
export function pageText(t: TFunction, page: HeadPage): PageText {
  return { title: t(`pageHeads.${page}.title`), description: t(`pageHeads.${page}.description`) };
}

/** What the browser tab shows: the page's own title, then the shop's name. */
export function documentTitle(title: string): string {
  return `${title} · ${shopConfig.brandName}`;
}

/** The storefront page a shop category shows (any other value means all products). */
export function shopPageFor(category: string | null | undefined): HeadPage {
  if (category === 'beer') return 'shop-beer';
  if (category === 'rice-wine') return 'shop-rice-wine';
  return 'shop';
}
