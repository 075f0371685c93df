// A size as the back office reads and writes it: its stock as shoppers see it, and its stored names in
// Malay and Chinese beside the English one (docs/decisions/010-product-translations.md).
import { sizeTranslationsOf } from '../../../shared/product-text.ts';
import { withShopperStock } from '../../../shared/stock-rules.ts';

/** A size as the back office reads it: the shopper's view of its stock and its stored names in each language. */
export const adminVariant = <
  T extends { stock: number | null; sizeMs: string | null; sizeZh: string | null },
>(
  variant: T,
) => ({ ...withShopperStock(variant), sizeTranslations: sizeTranslationsOf(variant) });

/** The stored columns for a size's Malay and Chinese names, when the request named them. */
export const sizeColumns = (names: { ms: string | null; zh: string | null } | undefined) =>
  names ? { sizeMs: names.ms, sizeZh: names.zh } : {};
