import { useTranslation } from '../../lib/texts/use-translation.ts';
import { FlaskConical } from 'lucide-react';
import { AdminListState } from '../../components/admin-list-state.tsx';
import { ListToolbar } from '../../components/list-controls.tsx';
import { Pager } from '../../components/pager.tsx';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { CUSTOM_BEER_PAGE_SIZE, useCustomBeerRequestPage } from './custom-beer-requests-api.ts';
import { RequestCard } from './request-card.tsx';

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
      <ListToolbar
        className="mt-6"
        list={list}
        searchLabel={t('adminCustomBeer.list.search')}
        sorts={SORTS}
        sortLabelOf={(value) => t(`admin.listControls.${value}`)}
      />
      <div className="mt-6">
        <AdminListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={requests.length === 0}
          rowClassName="h-40"
          loadFailed={t('adminCustomBeer.loadFailed')}
          empty={
            list.get('q')
              ? {
                  icon: FlaskConical,
                  title: t('adminCustomBeer.list.noMatch'),
                  hint: t('adminCustomBeer.list.noMatchHint'),
                }
              : {
                  icon: FlaskConical,
                  title: t('adminCustomBeer.empty'),
                  hint: t('adminCustomBeer.emptyHint'),
                }
          }
        >
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
        </AdminListState>
      </div>
    </div>
  );
}
