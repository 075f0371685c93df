import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { Product, ProductImage } from '../../../shared/schemas/catalog.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useDeleteImage, useReorderImages } from './api/admin-products-api.ts';
import { ImageUploader } from './image-uploader.tsx';
import { SortableImageList } from './sortable-image-list.tsx';

export function ImagesDialog({
  product,
  onOpenChange,
}: {
  product: Product | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const deleteImage = useDeleteImage();
  const reorder = useReorderImages();
  // An image is deleted only after staff confirm it, like a product or a variant.
  const [deleting, setDeleting] = useState<ProductImage | null>(null);
  if (!product) return null;

  const onReorder = (ordered: ProductImage[]) =>
    reorder.mutate({
      productId: product.id,
      body: { imageOrders: ordered.map((image, order) => ({ id: image.id, order })) },
    });
  const confirmDelete = (image: ProductImage) =>
    deleteImage.mutate({ productId: product.id, imageId: image.id }, { onSettled: () => setDeleting(null) });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('adminProducts.images.title', { name: product.name })}</DialogTitle>
          <DialogDescription>{t('adminProducts.images.description')}</DialogDescription>
        </DialogHeader>
        <ImageUploader productId={product.id} existingCount={product.images.length} />
        {product.images.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{t('adminProducts.images.none')}</p>
        ) : (
          <SortableImageList
            images={product.images}
            onReorder={onReorder}
            onDelete={setDeleting}
            deletingId={deleteImage.isPending ? (deleteImage.variables?.imageId ?? null) : null}
          />
        )}
        <ConfirmDialog
          open={deleting !== null}
          title={t('adminProducts.images.deleteTitle')}
          description={t('adminProducts.images.deleteText')}
          confirmLabel={t('adminProducts.images.deleteConfirm')}
          cancelLabel={t('adminProducts.cancel')}
          pending={deleteImage.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting) confirmDelete(deleting);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
