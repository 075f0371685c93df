// The Activity screen: the audit trail newest first, one page at a time, filtered by staff member, kind
// of thing, days and a search on the entity's name; every filter and the page live in the address
// (docs/decisions/008-paged-admin-lists.md).
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { History } from 'lucide-react';
import { ACTIVITY_KIND_NAMES } from '../../../shared/schemas/activity.ts';
import { AdminListState } from '../../components/admin-list-state.tsx';
import { ListDay, ListParamSearch, ListParamSelect } from '../../components/list-controls.tsx';
import { Pager } from '../../components/pager.tsx';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useActivityPage, useActivityStaff } from './activity-api.ts';
import { ActivityRow } from './activity-row.tsx';

const PAGE_SIZE = 25;
const KINDS = ['all', ...ACTIVITY_KIND_NAMES] as const;
const FILTERS = ['actor', 'kind', 'from', 'to', 'q'] as const;

export function AdminActivityPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminActivity'));
  const list = useListParams();
  const { data, isLoading, isError } = useActivityPage(list.apiQuery(FILTERS, PAGE_SIZE));
  const { data: staff = [] } = useActivityStaff();
  const staffChoices = ['all', ...staff.map((member) => member.id)];
  const emailOf = (id: string) => staff.find((member) => member.id === id)?.email ?? id;
  const events = data?.items ?? [];
  const filtered = FILTERS.some((name) => list.get(name));

  return (
    <div>
      <h1 className="text-3xl font-bold">{t('adminActivity.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('adminActivity.subtitle')}</p>
      <section className="mt-6" aria-labelledby="activity-list-heading">
        <h2 id="activity-list-heading" className="sr-only">
          {t('adminActivity.listTitle')}
        </h2>
        <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr] lg:items-end">
          <div className="sm:col-span-2 lg:col-span-1">
            <ListParamSearch list={list} label={t('adminActivity.filters.search')} />
          </div>
          <ListParamSelect
            list={list}
            name="actor"
            label={t('adminActivity.filters.staff')}
            choices={staffChoices}
            fallback="all"
            labelOf={(id) => (id === 'all' ? t('adminActivity.filters.allStaff') : emailOf(id))}
          />
          <ListParamSelect
            list={list}
            name="kind"
            label={t('adminActivity.filters.kind')}
            choices={KINDS}
            fallback="all"
            labelOf={(kind) => t(`adminActivity.filters.kinds.${kind}`)}
          />
          <ListDay
            label={t('admin.listControls.from')}
            value={list.get('from')}
            onChange={(from) => list.update({ from })}
          />
          <ListDay
            label={t('admin.listControls.to')}
            value={list.get('to')}
            onChange={(to) => list.update({ to })}
          />
        </div>
        <AdminListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={events.length === 0}
          rowClassName="h-28"
          loadFailed={t('adminActivity.loadFailed')}
          empty={
            filtered
              ? { icon: History, title: t('adminActivity.noMatch'), hint: t('adminActivity.noMatchHint') }
              : { icon: History, title: t('adminActivity.empty'), hint: t('adminActivity.emptyHint') }
          }
        >
          <p className="mb-3 text-sm text-muted-foreground">
            {t('adminActivity.count', { count: data?.total ?? 0 })}
          </p>
          <ol className="grid gap-3">
            {events.map((event) => (
              <li key={event.id}>
                <ActivityRow event={event} />
              </li>
            ))}
          </ol>
          <Pager data={data} list={list} label={t('adminActivity.pages')} />
        </AdminListState>
      </section>
    </div>
  );
}
