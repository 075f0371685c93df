import { useTranslation } from '../../lib/use-translation.ts';
import { FlaskConical } from 'lucide-react';
import { ListParamSearch, ListSortSelect } from '../../components/list-controls.tsx';
import { Pager } from '../../components/pager.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CUSTOM_BEER_PAGE_SIZE, useCustomBeerRequestPage } from './custom-beer-requests-api.ts';
import { RequestCard } from './request-card.tsx';

const SKELETON_ROWS = 5;
const SORTS = ['newest', 'oldest'] as const;

export function AdminCustomBeerPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminCustomBeer'));
  const list = useListParams();
  const { data, isLoading, isError } = useCustomBeerRequestPage(
    list.apiQuery(['q', 'sort'], CUSTOM_BEER_PAGE_SIZE),
  );
  const requests = data?.items ?? [];

  return (
    <div>
      <h1 className="text-3xl font-bold">{t('pages.adminCustomBeer')}</h1>
      <p className="mt-1 text-muted-foreground">{t('adminCustomBeer.subtitle')}</p>
      <div className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr] sm:items-end">
        <ListParamSearch list={list} label={t('adminCustomBeer.list.search')} />
        <ListSortSelect list={list} choices={SORTS} labelOf={(value) => t(`listControls.${value}`)} />
      </div>
      <div className="mt-6">
        {isLoading ? (
          <div className="grid gap-3" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Skeleton key={i} className="h-40 w-full rounded-xl" />
            ))}
          </div>
        ) : isError ? (
          <Card className="px-6 py-10 text-center text-destructive" role="alert">
            {t('adminCustomBeer.loadFailed')}
          </Card>
        ) : requests.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <FlaskConical className="size-10 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-semibold">
              {list.get('q') ? t('adminCustomBeer.list.noMatch') : t('adminCustomBeer.empty')}
            </h2>
            <p className="max-w-md text-sm text-muted-foreground">
              {list.get('q') ? t('adminCustomBeer.list.noMatchHint') : t('adminCustomBeer.emptyHint')}
            </p>
          </Card>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground">
              {t('adminCustomBeer.count', { count: data?.total ?? 0 })}
            </p>
            <ul className="grid gap-4">
              {requests.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} />
                </li>
              ))}
            </ul>
            <Pager data={data} list={list} label={t('adminCustomBeer.list.pages')} />
          </>
        )}
      </div>
    </div>
  );
}
