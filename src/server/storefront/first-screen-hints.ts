// Which scripts, read and picture a storefront page's first screen needs, from the build's list of screen
// chunks (src/shared/first-screen.ts), for the page's head. Without a build's list the hint names no
// scripts, and the app loads its screen as it always can, after its entry.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../shared/config.ts';
import {
  SCREEN_CHUNKS_FILE,
  type FirstScreenHint,
  type PreloadImage,
  type ScreenChunks,
} from '../../shared/first-screen.ts';
import { DEFAULT_IMAGE_URLS } from '../../shared/default-images.ts';
import { HOME_HERO_IMAGE_SIZES, imageSrcSet } from '../../shared/images.ts';
import type { HeadPage } from '../../shared/page-heads.ts';

interface Screen {
  /** The module the web app's router loads for the page (src/web/app/router.tsx). */
  module: string;
  /** The screen's own part of the texts (src/web/app/text-groups.ts). */
  texts: string;
  read?: 'list' | 'product';
  /** The screen's largest paint when it is always the same picture (a product's comes with the product). */
  image?: PreloadImage;
}

/** The storefront's frame speaks from the shell's texts on every page. */
const FRAME_TEXTS = 'shell';

const shop: Screen = { module: 'src/web/features/shop/shop-page.tsx', texts: 'shop', read: 'list' };
const policy: Screen = { module: 'src/web/features/legal/policy-page.tsx', texts: 'legal' };

export const STOREFRONT_SCREENS: Partial<Record<HeadPage, Screen>> = {
  home: {
    module: 'src/web/features/home/home-page.tsx',
    texts: 'home',
    // The hero picture (src/web/features/home/home-hero.tsx).
    image: {
      href: DEFAULT_IMAGE_URLS.beer,
      srcset: imageSrcSet(DEFAULT_IMAGE_URLS.beer),
      sizes: HOME_HERO_IMAGE_SIZES,
    },
  },
  shop,
  'shop-beer': shop,
  'shop-rice-wine': shop,
  product: { module: 'src/web/features/product/product-page.tsx', texts: 'product', read: 'product' },
  about: { module: 'src/web/features/about/about-page.tsx', texts: 'about' },
  contact: { module: 'src/web/features/contact/contact-page.tsx', texts: 'contact' },
  'custom-beer': { module: 'src/web/features/custom-beer/custom-beer-page.tsx', texts: 'custom-beer' },
  privacy: policy,
  terms: policy,
};

export interface ShownScreen {
  page: HeadPage;
  productId?: string;
  image?: PreloadImage;
}

export type FirstScreenHints = (screen: ShownScreen) => FirstScreenHint | undefined;

/** The build's list, or null when there is none (no build, or an older one). */
export function readScreenChunks(distDir: string): ScreenChunks | null {
  const file = path.join(distDir, SCREEN_CHUNKS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenChunks) : null;
}

export function firstScreenHints(chunks: ScreenChunks | null): FirstScreenHints {
  return ({ page, productId, image }) => {
    const screen = STOREFRONT_SCREENS[page];
    if (!screen) return undefined;
    const picture = image ?? screen.image;
    const scripts = chunks?.screens[screen.module] ?? [];
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        [FRAME_TEXTS, screen.texts].flatMap((part) => chunks?.texts[`texts-${part}-${language}`] ?? []),
      ]),
    ) as FirstScreenHint['texts'];
    const read =
      screen.read === 'list'
        ? { list: true as const }
        : screen.read === 'product' && productId
          ? { product: productId }
          : undefined;
    return { scripts, texts, ...(read ? { read } : {}), ...(picture ? { image: picture } : {}) };
  };
}
