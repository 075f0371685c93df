import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Pencil, Trash2 } from 'lucide-react';
import { formatPrice } from '../../../shared/money.ts';
import type { AdminProductVariant } from '../../../shared/schemas/admin-products.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useEditVariant, useRemoveVariant } from './api/admin-products-api.ts';
import { PriceHistory } from './price-history.tsx';
import { StockControl } from './stock-control.tsx';
import { toVariantInput, VariantForm, variantFormValues } from './variant-fields.tsx';

/** One variant: size, price and state, with edit, switch on/off and remove (after a confirmation). */
export function VariantRow({ productId, variant }: { productId: string; variant: AdminProductVariant }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditVariant();
  const remove = useRemoveVariant();
  const ids = { productId, variantId: variant.id };
  const current = { size: variant.size, price: Number(variant.price), isActive: variant.isActive };

  if (editing) {
    return (
      <li className="grid gap-3 bg-muted/40 px-3 py-3" data-testid="variant-row">
        <h4 className="text-sm font-semibold">
          {t('adminProducts.variants.editLabel', { size: variant.size })}
        </h4>
        <VariantForm
          initial={variantFormValues(variant)}
          submitLabel={t('adminProducts.variants.save')}
          pending={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await edit.mutateAsync({ ...ids, body: toVariantInput(values) });
            setEditing(false);
            return true;
          }}
        />
        <PriceHistory productId={productId} variantId={variant.id} />
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm" data-testid="variant-row">
      {/* At least a short size name wide ("500ML Can"): on a phone the price and buttons wrap below it
          rather than squeezing the name to a letter a line. */}
      <span className="min-w-32 flex-1 font-medium break-words">{variant.size}</span>
      {variant.isActive ? null : <Badge variant="secondary">{t('adminProducts.variants.off')}</Badge>}
      <span className="tabular-nums">{formatPrice(variant.price)}</span>
      <span className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={t('adminProducts.variants.editLabel', { size: variant.size })}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={edit.isPending}
          onClick={() => edit.mutate({ ...ids, body: { ...current, isActive: !variant.isActive } })}
        >
          {variant.isActive ? t('adminProducts.variants.switchOff') : t('adminProducts.variants.switchOn')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          onClick={() => setConfirming(true)}
          aria-label={t('adminProducts.variants.removeLabel', { size: variant.size })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </span>
      <ConfirmDialog
        open={confirming}
        title={t('adminProducts.variants.removeTitle', { size: variant.size })}
        description={t('adminProducts.variants.removeText')}
        confirmLabel={t('adminProducts.variants.remove')}
        cancelLabel={t('adminProducts.cancel')}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(ids, { onSettled: () => setConfirming(false) })}
      />
      <StockControl productId={productId} variant={variant} />
    </li>
  );
}
