import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/use-translation.ts';
import { z } from 'zod';
import type { VariantInput } from '../../../shared/schemas/admin-products.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

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
export type VariantFormValues = z.infer<typeof variantFormSchema>;
export const EMPTY_VARIANT: VariantFormValues = { size: '', price: '', isActive: true };

export const toVariantInput = (values: VariantFormValues): VariantInput => ({
  size: values.size.trim(),
  price: Number(values.price),
  isActive: values.isActive,
});

/** Size, price and on/off of a variant: the add form and the edit form are the same fields. */
export function VariantForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: VariantFormValues;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when saved, so the add form can empty itself. */
  onSubmit: (values: VariantFormValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const { register, handleSubmit, reset, control, formState } = useForm<VariantFormValues>({
    resolver: zodResolver(variantFormSchema),
    defaultValues: initial,
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(initial);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
            <Label htmlFor={`${uid}-active`}>{t('adminProducts.variants.onSale')}</Label>
          </div>
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('adminProducts.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? t('adminProducts.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
