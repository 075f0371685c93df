import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useSearchParams } from 'react-router';
import { shopPageFor } from '../../../shared/page-heads.ts';
import type { ProductCategory } from '../../../shared/schemas/catalog.ts';
import { DeferredChoiceMenu } from '../../components/ui/deferred-choice-menu.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Label } from '../../components/ui/label.tsx';
import { CATEGORY_LABEL_KEYS, parseCategory, useProducts } from '../../lib/data/products.ts';
import { useStorefrontHead } from '../../lib/hooks/use-storefront-head.ts';
import { ProductGrid } from './product-grid.tsx';
import { DEFAULT_SORT, parseSort, SORT_ORDERS, type SortOrder } from './sort-products.ts';

const TABS = ['all', 'beer', 'rice-wine'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL_KEYS: Record<Tab, string> = {
  all: 'shop.tabs.all',
  beer: 'shop.tabs.beer',
  'rice-wine': 'shop.tabs.riceWine',
};

export function ShopPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // docs/rules/catalogue.md: only beer and rice-wine filter; riceWine and anything else mean all products.
  const category = parseCategory(searchParams.get('category'));
  const sort = parseSort(searchParams.get('sort'));
  const products = useProducts();
  useStorefrontHead(shopPageFor(category));

  const update = (next: { category?: ProductCategory | null; sort?: SortOrder }) => {
    const params = new URLSearchParams();
    const nextCategory = next.category === undefined ? category : next.category;
    const nextSort = next.sort ?? sort;
    if (nextCategory) params.set('category', nextCategory);
    if (nextSort !== DEFAULT_SORT) params.set('sort', nextSort);
    setSearchParams(params);
  };
  const tab: Tab = category ?? 'all';

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-amber-800 dark:text-primary uppercase">
          {t('shop.eyebrow')}
        </p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">
          {category ? t(CATEGORY_LABEL_KEYS[category]) : t('shop.title')}
        </h1>
        <p className="mt-3 text-muted-foreground">{t('shop.subtitle')}</p>
      </header>

      <Tabs value={tab} onValueChange={(value) => update({ category: parseCategory(value) })}>
        <div className="flex flex-col gap-4 border-b pb-5 sm:flex-row sm:items-center sm:justify-between">
          <TabsList aria-label={t('shop.tabsLabel')} className="w-full sm:w-auto">
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
                {t(TAB_LABEL_KEYS[value])}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="flex items-center gap-3">
            <Label htmlFor="shop-sort" className="shrink-0 text-muted-foreground">
              {t('shop.sortLabel')}
            </Label>
            <DeferredChoiceMenu
              id="shop-sort"
              className="w-full sm:w-52"
              value={sort}
              choices={SORT_ORDERS.map((order) => ({ value: order, label: t(`shop.sort.${order}`) }))}
              onValueChange={(value) => update({ sort: parseSort(value) })}
            />
          </div>
        </div>
        {/* Every panel stays mounted (hidden when inactive) so each tab's aria-controls points somewhere. */}
        {TABS.map((value) => (
          <TabsContent key={value} value={value} forceMount className="mt-8 data-[state=inactive]:hidden">
            {value === tab ? (
              <ProductGrid
                key={`${tab}-${sort}`}
                query={products}
                category={category}
                sort={sort}
                onShowAll={() => update({ category: null })}
              />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
