import { useId } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { z } from 'zod';
import type { AdminProductVariant, VariantInput } from '../../../shared/schemas/admin-products.ts';
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
  sizeMs: z.string().trim().max(100, 'adminProducts.form.errors.tooLong'),
  sizeZh: z.string().trim().max(100, 'adminProducts.form.errors.tooLong'),
});
export type VariantFormValues = z.infer<typeof variantFormSchema>;
export const EMPTY_VARIANT: VariantFormValues = {
  size: '',
  price: '',
  isActive: true,
  sizeMs: '',
  sizeZh: '',
};

/** The form's values of a stored size. */
export const variantFormValues = (variant: AdminProductVariant): VariantFormValues => ({
  size: variant.size,
  price: variant.price,
  isActive: variant.isActive,
  sizeMs: variant.sizeTranslations.ms ?? '',
  sizeZh: variant.sizeTranslations.zh ?? '',
});

export const toVariantInput = (values: VariantFormValues): VariantInput => ({
  size: values.size.trim(),
  price: Number(values.price),
  isActive: values.isActive,
  sizeTranslations: { ms: values.sizeMs.trim() || null, zh: values.sizeZh.trim() || null },
});

/** The size's Malay and Chinese names, beside the English one; empty reads as English. */
function SizeTranslationFields({ form, uid }: { form: UseFormReturn<VariantFormValues>; uid: string }) {
  const { t } = useTranslation();
  const fields = [
    {
      name: 'sizeMs',
      label: 'adminProducts.variants.sizeMs',
      placeholder: 'adminProducts.variants.sizeMsPlaceholder',
    },
    {
      name: 'sizeZh',
      label: 'adminProducts.variants.sizeZh',
      placeholder: 'adminProducts.variants.sizeZhPlaceholder',
    },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label, placeholder }) => (
        <div key={name} className="grid gap-1.5">
          <Label htmlFor={`${uid}-${name}`}>{t(label)}</Label>
          <Input
            id={`${uid}-${name}`}
            placeholder={t(placeholder)}
            aria-describedby={`${uid}-translated-hint`}
            {...form.register(name)}
          />
        </div>
      ))}
      <p id={`${uid}-translated-hint`} className="text-xs text-muted-foreground sm:col-span-2">
        {t('adminProducts.variants.sizeTranslatedHint')}
      </p>
    </div>
  );
}

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
  const form = useForm<VariantFormValues>({
    resolver: zodResolver(variantFormSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, reset, control, formState } = form;
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
      <SizeTranslationFields form={form} uid={uid} />
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
