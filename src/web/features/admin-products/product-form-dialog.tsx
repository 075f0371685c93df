import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../shared/schemas/catalog.ts';
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
import { Textarea } from '../../components/ui/textarea.tsx';
import { useCreateProduct, useUpdateProduct } from './api/admin-products-api.ts';
import {
  emptyProductForm,
  formToPayload,
  productFormSchema,
  productToForm,
  type ProductFormValues,
} from './product-form.ts';

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
  product?: Product;
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

  useEffect(() => {
    if (open) reset(product ? productToForm(product) : emptyProductForm());
  }, [open, product, reset]);

  const submit = handleSubmit((values) => {
    const body = formToPayload(values);
    const done = { onSuccess: () => onOpenChange(false) };
    if (product) update.mutate({ id: product.id, body }, done);
    else create.mutate(body, done);
  });
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
          <Field id={`${uid}-name`} label={t('adminProducts.form.name')} error={errors.name?.message}>
            <Input {...register('name')} {...field('name')} required />
          </Field>
          <Field
            id={`${uid}-description`}
            label={t('adminProducts.form.descriptionField')}
            error={errors.description?.message}
          >
            <Textarea {...register('description')} {...field('description')} rows={3} />
          </Field>
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
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${uid}-style`} label={t('adminProducts.form.style')} error={errors.style?.message}>
              <Input {...register('style')} {...field('style')} />
            </Field>
            <Field id={`${uid}-color`} label={t('adminProducts.form.color')} error={errors.color?.message}>
              <Input {...register('color')} {...field('color')} />
            </Field>
          </div>
          <Field
            id={`${uid}-tastingNotes`}
            label={t('adminProducts.form.tastingNotes')}
            error={errors.tastingNotes?.message}
          >
            <Textarea {...register('tastingNotes')} {...field('tastingNotes')} rows={2} />
          </Field>
          <Field
            id={`${uid}-brewingStory`}
            label={t('adminProducts.form.brewingStory')}
            error={errors.brewingStory?.message}
          >
            <Textarea {...register('brewingStory')} {...field('brewingStory')} rows={2} />
          </Field>
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
