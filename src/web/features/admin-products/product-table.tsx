import type { TFunction } from '../../../shared/message-catalogue.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Images, Layers, Pencil, Star, Trash2 } from 'lucide-react';
import { missingTranslations } from '../../../shared/product-text.ts';
import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDate } from '../../../shared/format-date.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/format/cn.ts';
import { activeVariantCount, priceRange } from './product-filters.ts';
import { stockLabel } from './stock-control.tsx';

export interface ProductActions {
  onEdit: (product: AdminProduct) => void;
  onVariants: (product: AdminProduct) => void;
  onImages: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/** A product's actions; none for a member whose role may only view the catalogue. */
function Actions({ product, actions }: { product: AdminProduct; actions: ProductActions | undefined }) {
  const { t } = useTranslation();
  if (!actions) return null;
  const label = (key: string) => t(`adminProducts.actions.${key}Of`, { name: product.name });
  return (
    <span className="flex flex-wrap justify-end gap-1">
      <Button variant="outline" size="sm" onClick={() => actions.onEdit(product)} aria-label={label('edit')}>
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
        variant="ghost"
        size="sm"
        onClick={() => actions.onImages(product)}
        aria-label={label('images')}
      >
        <Images aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => actions.onDelete(product)}
        aria-label={label('delete')}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}

/** Opens a product's stock; undefined for a member who may not manage stock. */
type StockOpener = ((product: AdminProduct) => void) | undefined;

/** A counted size at or below its low-stock alert, not yet sold out (docs/decisions/026-releases-and-stock-alerts.md). */
function isRunningLow(variant: AdminProduct['variants'][number]): boolean {
  return (
    variant.stock !== null &&
    variant.stock > 0 &&
    variant.lowStockAt !== null &&
    variant.stock <= variant.lowStockAt
  );
}

/**
 * Each counted size's stock under the on-sale line, sold-out sizes in red, sizes at their low-stock alert
 * marked, with the way to adjust it.
 */
function StockFacts({ product, onStock }: { product: AdminProduct; onStock: StockOpener }) {
  const { t } = useTranslation();
  const counted = product.variants.filter((variant) => variant.stock !== null);
  if (counted.length === 0 && !onStock) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="product-stock">
      {counted.map((variant) => {
        const low = isRunningLow(variant);
        const tone = variant.stock === 0 ? 'text-destructive' : 'text-foreground';
        return (
          <span key={variant.id} className={cn(tone, (variant.stock === 0 || low) && 'font-semibold')}>
            {t('adminProducts.stock.summary', { size: variant.size, stock: stockLabel(variant, t) })}
            {low ? ` · ${t('adminProducts.stock.runningLow')}` : null}
          </span>
        );
      })}
      {onStock && product.variants.length > 0 ? (
        <Button
          size="sm"
          variant="link"
          className="h-auto p-0"
          onClick={() => onStock(product)}
          aria-label={t('adminProducts.stock.adjustOf', { size: product.name })}
        >
          {t('adminProducts.stock.adjust')}
        </Button>
      ) : null}
    </span>
  );
}

function productFacts(product: AdminProduct, t: TFunction, language: string) {
  const active = activeVariantCount(product);
  return {
    category: t(`adminProducts.category.${product.category}`),
    price: priceRange(product) ?? t('adminProducts.table.noPrice'),
    stock:
      active === 0
        ? t('adminProducts.table.noneOnSale')
        : t('adminProducts.table.onSale', { active, total: product.variants.length }),
    stockTone: active === 0 ? 'text-destructive' : 'text-muted-foreground',
    status: (
      <span className="flex flex-wrap gap-1">
        <Badge variant={product.isActive ? 'default' : 'secondary'}>
          {product.isActive ? t('adminProducts.active') : t('adminProducts.inactive')}
        </Badge>
        {missingTranslations(product, product.translations).map((language) => (
          // docs/rules/catalogue.md: the shop shows English in place of a missing translation.
          <Badge key={language} variant="outline" data-testid={`missing-${language}`}>
            {t(`adminProducts.translations.missing.${language}`)}
          </Badge>
        ))}
        {product.releaseAt && Date.parse(product.releaseAt) > Date.now() ? (
          <Badge variant="outline" data-testid="release-badge">
            {t('adminProducts.releaseBadge', {
              date: formatDate(product.releaseAt, language, 'dateTime') ?? '',
            })}
          </Badge>
        ) : null}
        {product.isTopSeller ? (
          <Badge className="bg-amber-500 text-black">
            <Star className="size-3" aria-hidden="true" />
            {t('adminProducts.topSeller')}
          </Badge>
        ) : null}
      </span>
    ),
  };
}

const Thumb = ({ product }: { product: AdminProduct }) => (
  <div className="size-14 shrink-0 overflow-hidden rounded-md">
    <ProductImage
      src={product.imageUrl}
      category={product.category}
      alt=""
      sizes="64px"
      className="size-full object-cover text-2xl"
    />
  </div>
);

/** The product list: a table from tablet width up, stacked rows on phones. */
export function ProductTable({
  products,
  actions,
  onStock,
}: {
  products: AdminProduct[];
  actions: ProductActions | undefined;
  onStock?: StockOpener;
}) {
  const { t, i18n } = useTranslation();
  const columns = ['image', 'name', 'category', 'price', 'stock', 'status', 'actions'] as const;
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-0 rounded-xl border bg-card text-sm md:table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="border-b px-3 py-2 text-left font-medium text-muted-foreground"
              >
                {/* The picture and button columns speak for themselves; their names are for screen readers. */}
                <span className={column === 'image' || column === 'actions' ? 'sr-only' : undefined}>
                  {t(`adminProducts.table.${column}`)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const facts = productFacts(product, t, i18n.language);
            return (
              <tr key={product.id} data-testid="admin-product-row" className="align-middle">
                <td className="border-b px-3 py-2">
                  <Thumb product={product} />
                </td>
                <th scope="row" className="border-b px-3 py-2 text-left font-semibold">
                  {product.name}
                </th>
                <td className="border-b px-3 py-2">{facts.category}</td>
                <td className="border-b px-3 py-2 tabular-nums">{facts.price}</td>
                <td className={`border-b px-3 py-2 ${facts.stockTone}`}>
                  {facts.stock}
                  <StockFacts product={product} onStock={onStock} />
                </td>
                <td className="border-b px-3 py-2">{facts.status}</td>
                <td className="border-b px-3 py-2">
                  <Actions product={product} actions={actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden">
        {products.map((product) => {
          const facts = productFacts(product, t, i18n.language);
          return (
            <li
              key={product.id}
              data-testid="admin-product-row"
              className="grid gap-3 rounded-xl border bg-card p-3"
            >
              <div className="flex gap-3">
                <Thumb product={product} />
                <div className="grid min-w-0 gap-1">
                  <h2 className="font-semibold break-words">{product.name}</h2>
                  <p className="text-sm text-muted-foreground">
                    {facts.category} · <span className="tabular-nums">{facts.price}</span>
                  </p>
                  <div className={`text-sm ${facts.stockTone}`}>
                    {facts.stock}
                    <StockFacts product={product} onStock={onStock} />
                  </div>
                  {facts.status}
                </div>
              </div>
              <Actions product={product} actions={actions} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
