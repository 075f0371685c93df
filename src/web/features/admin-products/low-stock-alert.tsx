// A counted size's low-stock level (docs/decisions/026-releases-and-stock-alerts.md): at or below it the
// size shows on the dashboard's to-do list and in the brewery's daily low-stock mail. Empty: no alert.
import { useId, useState } from 'react';
import { MAX_STOCK } from '../../../shared/schemas/stock.ts';
import type { AdminProductVariant } from '../../../shared/schemas/admin-products.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useSetLowStockAlert } from './api/admin-products-api.ts';

export function LowStockAlertForm({
  productId,
  variant,
}: {
  productId: string;
  variant: AdminProductVariant;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [level, setLevel] = useState(variant.lowStockAt === null ? '' : String(variant.lowStockAt));
  const [error, setError] = useState<string | null>(null);
  const save = useSetLowStockAlert();

  const submit = () => {
    const text = level.trim();
    const valid = text === '' || (/^\d{1,6}$/.test(text) && Number(text) <= MAX_STOCK);
    if (!valid) return setError(t('adminProducts.stock.invalid'));
    const lowStockAt = text === '' ? null : Number(text);
    save.mutate({ productId, variantId: variant.id, body: { lowStockAt } });
  };

  return (
    <form
      className="grid gap-1.5 rounded-md border bg-muted/40 p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={`${uid}-level`}>{t('adminProducts.stock.alertLabel')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={`${uid}-level`}
          inputMode="numeric"
          className="h-9 w-24 text-center tabular-nums"
          value={level}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${uid}-${error ? 'error' : 'hint'}`}
          onChange={(event) => {
            setLevel(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          {t('adminProducts.stock.alertSave')}
        </Button>
      </div>
      {error ? (
        <p id={`${uid}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${uid}-hint`} className="text-sm text-muted-foreground">
          {t('adminProducts.stock.alertHint')}
        </p>
      )}
    </form>
  );
}
