// A product announced for a later release cannot be ordered before that time
// (docs/decisions/026-releases-and-stock-alerts.md): the order is refused with 409 in the shopper's
// language, naming the product and when it opens, and nothing is written.
import type { Language } from '../../../shared/config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { notReleasedMessage } from '../stock/messages.ts';
import { productNameIn } from '../stock/repository.ts';
import type { CatalogueVariant } from './pricing.ts';

export async function refuseUnreleased(
  db: DbOrTx,
  language: Language,
  items: readonly { variantId: string; productId: string }[],
  catalogue: ReadonlyMap<string, CatalogueVariant>,
): Promise<void> {
  const index = items.findIndex((item) => {
    const variant = catalogue.get(item.variantId);
    return variant?.productId === item.productId && variant.opensAt !== null;
  });
  if (index < 0) return;
  const variant = catalogue.get(items[index]!.variantId)!;
  const product = (await productNameIn(db, variant.productId, language)) ?? variant.productName;
  const message = notReleasedMessage(language, product, variant.opensAt!);
  throw new HttpError(409, message, {
    issues: [{ path: `items.${index}.variantId`, message }],
    details: { notReleased: { productId: variant.productId, opensAt: variant.opensAt!.toISOString() } },
  });
}
