import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { Product } from '../../../shared/schemas/catalog.ts';

/** The details block: ABV, IBU, style and colour, each shown only when known. */
export function ProductFacts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('product.abv'), value: product.abv === null ? null : `${Number(product.abv)}%` },
    { label: t('product.ibu'), value: product.ibu === null ? null : String(product.ibu) },
    { label: t('product.style'), value: product.style },
    { label: t('product.color'), value: product.color },
  ].filter((fact) => fact.value);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="product-details">
      <h2 id="product-details" className="mb-3 text-lg font-semibold">
        {t('product.details')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border bg-card px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {fact.label}
            </dt>
            <dd className="mt-1 font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
