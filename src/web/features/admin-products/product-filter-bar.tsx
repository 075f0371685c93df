import { useId } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Search } from 'lucide-react';
import { ChoiceMenu } from '../../components/ui/choice-menu.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { ProductFilter } from './product-filters.ts';

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
        <ChoiceMenu
          id={`${uid}-category`}
          value={filter.category}
          choices={[
            { value: 'all', label: t('adminProducts.table.all') },
            { value: 'beer', label: t('adminProducts.category.beer') },
            { value: 'rice-wine', label: t('adminProducts.category.rice-wine') },
          ]}
          onValueChange={(category) =>
            onChange({ ...filter, category: category as ProductFilter['category'] })
          }
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${uid}-status`}>{t('adminProducts.table.status')}</Label>
        <ChoiceMenu
          id={`${uid}-status`}
          value={filter.status}
          choices={[
            { value: 'all', label: t('adminProducts.table.all') },
            { value: 'active', label: t('adminProducts.active') },
            { value: 'inactive', label: t('adminProducts.inactive') },
          ]}
          onValueChange={(status) => onChange({ ...filter, status: status as ProductFilter['status'] })}
        />
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-3" role="status">
        {t('adminProducts.table.showing', { shown, total })}
      </p>
    </div>
  );
}
