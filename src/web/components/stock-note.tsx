import { useTranslation } from '../lib/texts/use-translation.ts';
import type { ProductVariant } from '../../shared/schemas/catalog.ts';
import { cn } from '../lib/format/cn.ts';

/** "Sold out" or "Only 3 left" for one size; nothing when plenty are left (docs/decisions/025-stock-ledger.md). */
export function StockNote({
  variant,
  className,
}: {
  variant: ProductVariant | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!variant || (variant.available && variant.left === null)) return null;
  return (
    <p
      className={cn(
        'text-sm font-semibold',
        variant.available ? 'text-amber-800 dark:text-amber-300' : 'text-destructive',
        className,
      )}
      data-testid="stock-note"
    >
      {variant.available ? t('catalog.onlyLeft', { count: variant.left ?? 0 }) : t('catalog.soldOut')}
    </p>
  );
}
