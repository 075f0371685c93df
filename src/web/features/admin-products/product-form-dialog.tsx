import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { Language } from '../../../shared/config.ts';
import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { useCreateProduct, useUpdateProduct } from './api/admin-products-api.ts';
import {
  emptyProductForm,
  formToPayload,
  productFormSchema,
  productToForm,
  type ProductFormValues,
} from './product-form.ts';
import { ProductTextTabs } from './product-text-tabs.tsx';

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Add (product undefined) or Edit dialog. */
export function ProductFormDialog({
  open,
  onOpenChange,
  product,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: AdminProduct;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: emptyProductForm(),
  });
  const { register, handleSubmit, formState, reset, control } = form;
  const errors = formState.errors;

  // Each opening starts on the English tab.
  const [tab, setTab] = useState<Language>('en');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTab('en');
  }

  useEffect(() => {
    if (open) reset(product ? productToForm(product) : emptyProductForm());
  }, [open, product, reset]);

  const submit = handleSubmit(
    (values) => {
      const body = formToPayload(values);
      const done = { onSuccess: () => onOpenChange(false) };
      if (product) update.mutate({ id: product.id, body }, done);
      else create.mutate(body, done);
    },
    // A mistake in a hidden tab would go unseen: show the first language that has one.
    (invalid) => {
      const { translations, ...rest } = invalid;
      if (Object.keys(rest).length > 0) setTab('en');
      else if (translations?.ms) setTab('ms');
      else if (translations?.zh) setTab('zh');
    },
  );
  const pending = create.isPending || update.isPending;
  const field = (name: keyof ProductFormValues) => ({
    id: `${uid}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {product ? t('adminProducts.form.editTitle') : t('adminProducts.form.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('adminProducts.form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <ProductTextTabs form={form} uid={uid} tab={tab} onTabChange={setTab} />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              id={`${uid}-category`}
              label={t('adminProducts.form.category')}
              error={errors.category?.message}
            >
              <Controller
                control={control}
                name="category"
                render={({ field: f }) => (
                  <Select value={f.value} onValueChange={f.onChange}>
                    <SelectTrigger id={`${uid}-category`} onBlur={f.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="beer">{t('adminProducts.category.beer')}</SelectItem>
                      <SelectItem value="rice-wine">{t('adminProducts.category.rice-wine')}</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            <Field id={`${uid}-abv`} label={t('adminProducts.form.abv')} error={errors.abv?.message}>
              <Input
                {...register('abv')}
                {...field('abv')}
                type="number"
                inputMode="decimal"
                step="0.1"
                min="0"
                max="99.9"
              />
            </Field>
            <Field id={`${uid}-ibu`} label={t('adminProducts.form.ibu')} error={errors.ibu?.message}>
              <Input
                {...register('ibu')}
                {...field('ibu')}
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
              />
            </Field>
          </div>
          <div className="grid gap-1.5 sm:max-w-sm">
            <Field
              id={`${uid}-releaseAt`}
              label={t('adminProducts.form.releaseAt')}
              error={errors.releaseAt?.message}
            >
              <Input
                {...register('releaseAt')}
                {...field('releaseAt')}
                aria-describedby={errors.releaseAt ? `${uid}-releaseAt-error` : `${uid}-releaseAt-hint`}
                type="datetime-local"
                // The browser's date-and-time control is wider than a phone's dialog unless let shrink.
                className="min-w-0"
              />
            </Field>
            <p id={`${uid}-releaseAt-hint`} className="text-sm text-muted-foreground">
              {t('adminProducts.form.releaseHint')}
            </p>
          </div>
          <div className="flex flex-wrap gap-6">
            {(['isTopSeller', 'isActive'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field: f }) => (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={`${uid}-${name}`}
                      checked={f.value}
                      onCheckedChange={(checked) => f.onChange(checked === true)}
                    />
                    <Label htmlFor={`${uid}-${name}`}>{t(`adminProducts.form.${name}`)}</Label>
                  </div>
                )}
              />
            ))}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('adminProducts.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending
                ? t('adminProducts.saving')
                : product
                  ? t('adminProducts.form.save')
                  : t('adminProducts.form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
