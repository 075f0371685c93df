import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import { formatPrice } from '../../../shared/money.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { StockControl } from './stock-control.tsx';

/** Every size of a product with its stock and quick adjustment: open to each member who manages stock. */
export function StockDialog({
  product,
  onOpenChange,
}: {
  product: AdminProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!product) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('adminProducts.stock.dialogTitle', { name: product.name })}</DialogTitle>
          <DialogDescription>{t('adminProducts.stock.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {product.variants.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminProducts.variants.none')}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {product.variants.map((variant) => (
              <li key={variant.id} className="grid gap-2 px-3 py-3 text-sm" data-testid="stock-row">
                <span className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium break-words">{variant.size}</span>
                  <span className="tabular-nums">{formatPrice(variant.price)}</span>
                </span>
                <StockControl productId={product.id} variant={variant} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
