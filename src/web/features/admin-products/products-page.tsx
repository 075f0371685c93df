import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { PackagePlus, Plus } from 'lucide-react';
import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useCan } from '../../lib/data/use-can.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ProductFilterBar } from './product-filter-bar.tsx';
import { filterProducts, NO_FILTER, type ProductFilter } from './product-filters.ts';
import { ProductTable, type ProductActions } from './product-table.tsx';
import { useAdminProducts, useDeleteProduct } from './api/admin-products-api.ts';
import { StockDialog } from './stock-dialog.tsx';
import { ImagesDialog } from './images-dialog.tsx';
import { ProductFormDialog } from './product-form-dialog.tsx';
import { VariantsDialog } from './variants-dialog.tsx';

const SKELETON_CARDS = 6;

type Open =
  | { kind: 'form'; product?: AdminProduct }
  | { kind: 'variants' | 'images' | 'stock'; productId: string }
  | null;

export function AdminProductsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminProducts'));
  const { data: products, isLoading } = useAdminProducts();
  const deleteProduct = useDeleteProduct();
  const canEdit = useCan('products.edit');
  const canManageStock = useCan('stock.manage');
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [filter, setFilter] = useState<ProductFilter>(NO_FILTER);
  const shown = products ? filterProducts(products, filter) : [];
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  // Dialogs read the product from the list, so they show each change as soon as the list refreshes.
  const current =
    open && open.kind !== 'form' ? (products?.find((p) => p.id === open.productId) ?? null) : null;

  const actions: ProductActions = {
    onEdit: (product) => setOpen({ kind: 'form', product }),
    onVariants: (product) => setOpen({ kind: 'variants', productId: product.id }),
    onImages: (product) => setOpen({ kind: 'images', productId: product.id }),
    onDelete: (product) => setDeleting(product),
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('adminProducts.title')}</h1>
        {canEdit ? (
          <Button onClick={() => setOpen({ kind: 'form' })}>
            <Plus aria-hidden="true" />
            {t('adminProducts.add')}
          </Button>
        ) : null}
      </div>

      {isLoading ? (
        <div
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Card key={i} className="overflow-hidden">
              <Skeleton className="aspect-[4/3] rounded-none" />
              <div className="grid gap-2 p-4">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-8 w-full" />
              </div>
            </Card>
          ))}
        </div>
      ) : !products || products.length === 0 ? (
        <Card className="mt-8 flex flex-col items-center gap-3 px-6 py-16 text-center">
          <PackagePlus className="size-10 text-primary" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t('adminProducts.emptyTitle')}</h2>
          <p className="max-w-sm text-muted-foreground">{t('adminProducts.emptyText')}</p>
          {canEdit ? (
            <Button onClick={() => setOpen({ kind: 'form' })}>{t('adminProducts.addFirst')}</Button>
          ) : null}
        </Card>
      ) : (
        <div className="mt-6 grid gap-4">
          <ProductFilterBar
            filter={filter}
            onChange={setFilter}
            shown={shown.length}
            total={products.length}
          />
          {shown.length === 0 ? (
            <p className="rounded-xl border bg-card px-4 py-10 text-center text-muted-foreground">
              {t('adminProducts.table.noMatch')}
            </p>
          ) : (
            <ProductTable
              products={shown}
              actions={canEdit ? actions : undefined}
              onStock={
                canManageStock ? (product) => setOpen({ kind: 'stock', productId: product.id }) : undefined
              }
            />
          )}
        </div>
      )}

      <ProductFormDialog
        open={open?.kind === 'form'}
        onOpenChange={close}
        product={open?.kind === 'form' ? open.product : undefined}
      />
      <VariantsDialog product={open?.kind === 'variants' ? current : null} onOpenChange={close} />
      <ImagesDialog product={open?.kind === 'images' ? current : null} onOpenChange={close} />
      <StockDialog product={open?.kind === 'stock' ? current : null} onOpenChange={close} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminProducts.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('adminProducts.deleteConfirm')}
        confirmLabel={t('adminProducts.actions.delete')}
        cancelLabel={t('adminProducts.cancel')}
        pending={deleteProduct.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteProduct.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
