// A size's stock in the variants dialog (docs/decisions/025-stock-ledger.md): the count, and a quick
// adjustment with its reason: units brewed, sold over the taproom's counter or spoiled (+/−), or a new
// count. A size not counted is always available until staff count it.
import { useId, useState } from 'react';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import { Minus, Plus } from 'lucide-react';
import { MAX_STOCK, STAFF_STOCK_REASONS, type StaffStockReason } from '../../../shared/schemas/stock.ts';
import type { AdminProductVariant } from '../../../shared/schemas/admin-products.ts';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceMenu } from '../../components/ui/choice-menu.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useAdjustStock, useSetStockCount } from './api/admin-products-api.ts';
import { LowStockAlertForm } from './low-stock-alert.tsx';

type Ids = { productId: string; variantId: string };

/** "24 in stock", "Sold out" or "Not counted: always available". */
export function stockLabel(variant: AdminProductVariant, t: TFunction) {
  if (variant.stock === null) return t('adminProducts.stock.uncounted');
  return variant.stock === 0
    ? t('adminProducts.stock.soldOut')
    : t('adminProducts.stock.count', { count: variant.stock });
}

const wholeUnits = (text: string): number | null =>
  /^\d{1,6}$/.test(text.trim()) && Number(text) <= MAX_STOCK ? Number(text) : null;

function StockForm({ ids, variant, onDone }: { ids: Ids; variant: AdminProductVariant; onDone: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const counted = variant.stock !== null;
  const [reason, setReason] = useState<StaffStockReason>(counted ? 'brewed' : 'counted');
  const [amount, setAmount] = useState(counted ? '1' : '0');
  const [error, setError] = useState<string | null>(null);
  const setCount = useSetStockCount();
  const adjust = useAdjustStock();
  const pending = setCount.isPending || adjust.isPending;
  const units = wholeUnits(amount);
  const step = (by: number) => setAmount(String(Math.max(0, Math.min(MAX_STOCK, (units ?? 0) + by))));

  const save = async () => {
    if (units === null || (reason !== 'counted' && units === 0))
      return setError(t('adminProducts.stock.invalid'));
    const takes = reason === 'sold-at-taproom' || reason === 'spoiled';
    if (takes && units > (variant.stock ?? 0))
      return setError(t('adminProducts.stock.tooMany', { count: variant.stock ?? 0 }));
    if (reason === 'counted') await setCount.mutateAsync({ ...ids, body: { count: units, reason } });
    else await adjust.mutateAsync({ ...ids, body: { change: takes ? -units : units, reason } });
    onDone();
  };

  return (
    <form
      className="grid gap-3 rounded-md border bg-muted/40 p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save().catch(() => {});
      }}
    >
      {counted ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${uid}-reason`}>{t('adminProducts.stock.reason')}</Label>
          <ChoiceMenu
            id={`${uid}-reason`}
            value={reason}
            choices={STAFF_STOCK_REASONS.map((value) => ({
              value,
              label: t(`adminProducts.stock.reasons.${value}`),
            }))}
            onValueChange={(value) => setReason(value as StaffStockReason)}
            className="h-9"
          />
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${uid}-units`}>
          {t(reason === 'counted' ? 'adminProducts.stock.newCount' : 'adminProducts.stock.units')}
        </Label>
        <div className="flex items-center gap-1">
          <IconButton
            type="button"
            className="size-9 border"
            onClick={() => step(-1)}
            label={t('adminProducts.stock.less')}
          >
            <Minus aria-hidden="true" />
          </IconButton>
          <Input
            id={`${uid}-units`}
            inputMode="numeric"
            className="h-9 w-24 text-center tabular-nums"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${uid}-error` : undefined}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(null);
            }}
          />
          <IconButton
            type="button"
            className="size-9 border"
            onClick={() => step(1)}
            label={t('adminProducts.stock.more')}
          >
            <Plus aria-hidden="true" />
          </IconButton>
        </div>
        {error ? (
          <p id={`${uid}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {counted ? (
          <Button
            type="button"
            variant="ghost"
            disabled={pending}
            onClick={() =>
              void setCount.mutateAsync({ ...ids, body: { count: null } }).then(onDone, () => {})
            }
          >
            {t('adminProducts.stock.stopCounting')}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onDone}>
          {t('adminProducts.stock.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {t('adminProducts.stock.save')}
        </Button>
      </div>
    </form>
  );
}

/** The size's count with its quick adjustment, opened in place. */
export function StockControl({ productId, variant }: { productId: string; variant: AdminProductVariant }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tone = variant.stock === 0 ? 'text-destructive font-semibold' : 'text-muted-foreground';
  return (
    <div className="grid w-full gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="grid gap-0.5">
          <span className={tone} data-testid="variant-stock">
            {stockLabel(variant, t)}
            {variant.stock !== null && variant.lowStockAt !== null
              ? ` · ${t('adminProducts.stock.alertAt', { count: variant.lowStockAt })}`
              : null}
          </span>
          {/* Who waits is not shown to staff, only how many (docs/decisions/026-releases-and-stock-alerts.md). */}
          {variant.waiting ? (
            <span className="text-muted-foreground" data-testid="variant-waiting">
              {t('adminProducts.stock.waiting', { count: variant.waiting })}
            </span>
          ) : null}
        </span>
        {open ? null : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOpen(true)}
            aria-label={t(
              variant.stock === null ? 'adminProducts.stock.startCountingOf' : 'adminProducts.stock.adjustOf',
              { size: variant.size },
            )}
          >
            {variant.stock === null
              ? t('adminProducts.stock.startCounting')
              : t('adminProducts.stock.adjust')}
          </Button>
        )}
      </div>
      {open ? (
        <StockForm
          ids={{ productId, variantId: variant.id }}
          variant={variant}
          onDone={() => setOpen(false)}
        />
      ) : null}
      {open && variant.stock !== null ? <LowStockAlertForm productId={productId} variant={variant} /> : null}
    </div>
  );
}
