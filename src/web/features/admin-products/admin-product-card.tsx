import { useTranslation } from 'react-i18next';
import { Images, Layers, Pencil, Star, Trash2 } from 'lucide-react';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

export interface ProductActions {
  onEdit: (product: Product) => void;
  onVariants: (product: Product) => void;
  onImages: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export function AdminProductCard({
  product,
  actions,
  deleting,
}: {
  product: Product;
  actions: ProductActions;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`adminProducts.actions.${key}Of`, { name: product.name });
  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="admin-product-card">
      <div className="relative">
        <ProductImage
          src={product.imageUrl}
          category={product.category}
          alt={product.name}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {product.isTopSeller ? (
            <Badge className="bg-amber-500 text-black">
              <Star className="size-3" aria-hidden="true" />
              {t('adminProducts.topSeller')}
            </Badge>
          ) : null}
          <Badge variant={product.isActive ? 'default' : 'secondary'}>
            {product.isActive ? t('adminProducts.active') : t('adminProducts.inactive')}
          </Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-tight font-semibold">{product.name}</h2>
        {product.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span>{t(`adminProducts.category.${product.category}`)}</span>
          <span>{t('adminProducts.variantCount', { count: product.variants.length })}</span>
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.onEdit(product)}
            aria-label={label('edit')}
          >
            <Pencil aria-hidden="true" />
            {t('adminProducts.actions.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.onVariants(product)}
            aria-label={label('variants')}
          >
            <Layers aria-hidden="true" />
            {t('adminProducts.actions.variants')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.onImages(product)}
            aria-label={label('images')}
          >
            <Images aria-hidden="true" />
            {t('adminProducts.actions.images')}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={() => actions.onDelete(product)}
            disabled={deleting}
            aria-label={label('delete')}
          >
            <Trash2 aria-hidden="true" />
            {t('adminProducts.actions.delete')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
