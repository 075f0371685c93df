import { useId } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useAddVariant } from './api/admin-products-api.ts';
import { EMPTY_VARIANT, toVariantInput, VariantForm } from './variant-fields.tsx';
import { VariantRow } from './variant-row.tsx';

export function VariantsDialog({
  product,
  onOpenChange,
}: {
  product: AdminProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const addVariant = useAddVariant();
  if (!product) return null;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('adminProducts.variants.title', { name: product.name })}</DialogTitle>
          <DialogDescription>{t('adminProducts.variants.description')}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby={`${uid}-existing`}>
          <h3 id={`${uid}-existing`} className="mb-2 text-sm font-semibold">
            {t('adminProducts.variants.existing')}
          </h3>
          {product.variants.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('adminProducts.variants.none')}</p>
          ) : (
            <ul className="divide-y rounded-md border">
              {product.variants.map((variant) => (
                <VariantRow key={variant.id} productId={product.id} variant={variant} />
              ))}
            </ul>
          )}
        </section>
        <section className="grid gap-4 border-t pt-4" aria-labelledby={`${uid}-add`}>
          <h3 id={`${uid}-add`} className="text-sm font-semibold">
            {t('adminProducts.variants.addTitle')}
          </h3>
          <VariantForm
            key={product.id}
            initial={EMPTY_VARIANT}
            submitLabel={t('adminProducts.variants.add')}
            pending={addVariant.isPending}
            onSubmit={async (values) => {
              await addVariant.mutateAsync({ productId: product.id, body: toVariantInput(values) });
              return true;
            }}
          />
        </section>
      </DialogContent>
    </Dialog>
  );
}
