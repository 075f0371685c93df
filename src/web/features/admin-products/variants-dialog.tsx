import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatPrice } from '../../../shared/money.ts';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useAddVariant } from './api/admin-products-api.ts';

const E = 'adminProducts.variants.errors.';
const variantFormSchema = z.object({
  size: z.string().trim().min(1, `${E}sizeRequired`).max(100, 'adminProducts.form.errors.tooLong'),
  price: z
    .string()
    .trim()
    .min(1, `${E}priceRequired`)
    .regex(/^\d{1,8}(\.\d{1,2})?$/, `${E}price`),
  isActive: z.boolean(),
});
type VariantFormValues = z.infer<typeof variantFormSchema>;
const EMPTY: VariantFormValues = { size: '', price: '', isActive: true };

export function VariantsDialog({
  product,
  onOpenChange,
}: {
  product: Product | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const addVariant = useAddVariant();
  const { register, handleSubmit, reset, control, formState } = useForm<VariantFormValues>({
    resolver: zodResolver(variantFormSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  useEffect(() => reset(EMPTY), [product?.id, reset]);

  if (!product) return null;
  const submit = handleSubmit((values) => {
    addVariant.mutate(
      {
        productId: product.id,
        body: { size: values.size.trim(), price: Number(values.price), isActive: values.isActive },
      },
      { onSuccess: () => reset(EMPTY) },
    );
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
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
                <li key={variant.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span className="font-medium">{variant.size}</span>
                  <span className="flex items-center gap-2">
                    {variant.isActive ? null : (
                      <Badge variant="secondary">{t('adminProducts.inactive')}</Badge>
                    )}
                    <span className="tabular-nums">{formatPrice(variant.price)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <form onSubmit={submit} noValidate className="grid gap-4 border-t pt-4">
          <h3 className="text-sm font-semibold">{t('adminProducts.variants.addTitle')}</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${uid}-size`}>{t('adminProducts.variants.size')}</Label>
              <Input
                id={`${uid}-size`}
                placeholder={t('adminProducts.variants.sizePlaceholder')}
                aria-invalid={errors.size ? true : undefined}
                aria-describedby={errors.size ? `${uid}-size-error` : undefined}
                {...register('size')}
              />
              {errors.size?.message ? (
                <p id={`${uid}-size-error`} className="text-sm text-destructive">
                  {t(errors.size.message)}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${uid}-price`}>{t('adminProducts.variants.price')}</Label>
              <Input
                id={`${uid}-price`}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                aria-invalid={errors.price ? true : undefined}
                aria-describedby={errors.price ? `${uid}-price-error` : undefined}
                {...register('price')}
              />
              {errors.price?.message ? (
                <p id={`${uid}-price-error`} className="text-sm text-destructive">
                  {t(errors.price.message)}
                </p>
              ) : null}
            </div>
          </div>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${uid}-active`}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor={`${uid}-active`}>{t('adminProducts.form.isActive')}</Label>
              </div>
            )}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={addVariant.isPending}>
              {addVariant.isPending ? t('adminProducts.saving') : t('adminProducts.variants.add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
