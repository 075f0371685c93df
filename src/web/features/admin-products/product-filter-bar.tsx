import { useId } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { ProductFilter } from './product-filters.ts';

const selectClass =
  'h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Search by name, and filters by category and status, above the product table. */
export function ProductFilterBar({
  filter,
  onChange,
  shown,
  total,
}: {
  filter: ProductFilter;
  onChange: (filter: ProductFilter) => void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  const uid = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={`${uid}-search`}>{t('adminProducts.table.search')}</Label>
        <div className="relative">
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id={`${uid}-search`}
            type="search"
            className="pl-8"
            value={filter.search}
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${uid}-category`}>{t('adminProducts.table.category')}</Label>
        <select
          id={`${uid}-category`}
          className={selectClass}
          value={filter.category}
          onChange={(event) =>
            onChange({ ...filter, category: event.target.value as ProductFilter['category'] })
          }
        >
          <option value="all">{t('adminProducts.table.all')}</option>
          <option value="beer">{t('adminProducts.category.beer')}</option>
          <option value="rice-wine">{t('adminProducts.category.rice-wine')}</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${uid}-status`}>{t('adminProducts.table.status')}</Label>
        <select
          id={`${uid}-status`}
          className={selectClass}
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: event.target.value as ProductFilter['status'] })}
        >
          <option value="all">{t('adminProducts.table.all')}</option>
          <option value="active">{t('adminProducts.active')}</option>
          <option value="inactive">{t('adminProducts.inactive')}</option>
        </select>
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-3" role="status">
        {t('adminProducts.table.showing', { shown, total })}
      </p>
    </div>
  );
}
