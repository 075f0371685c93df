import { useTranslation } from '../../lib/texts/use-translation.ts';
import { CalendarCheck, Download, Newspaper, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { SUBSCRIBER_FILTERS } from '../../../shared/schemas/admin-lists.ts';
import { AdminListState } from '../../components/admin-list-state.tsx';
import { ListToolbar } from '../../components/list-controls.tsx';
import { Pager } from '../../components/pager.tsx';
import { SummaryCards } from '../../components/summary-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../lib/data/api-client.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { saveFile } from '../../lib/browser/save-file.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { buildSubscribersCsv, csvFileName } from './subscribers-csv.ts';
import { SubscriberRow } from './subscriber-row.tsx';
import { readAllSubscribers, useSubscriberPage, useSubscriberSummary } from './newsletter-api.ts';

const PAGE_SIZE = 50;
const SHOW = ['all', ...SUBSCRIBER_FILTERS] as const;
const SORTS = ['newest', 'oldest', 'email'] as const;

export function AdminNewsletterPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminNewsletter'));
  const list = useListParams();
  const { data, isLoading, isError } = useSubscriberPage(list.apiQuery(['q', 'status', 'sort'], PAGE_SIZE));
  const { data: summary, isLoading: summaryLoading } = useSubscriberSummary();
  const subscribers = data?.items ?? [];
  // Only confirmed subscribers are on the mailing list; pending and unsubscribed ones get no newsletter.
  const active = summary?.active ?? 0;
  const [exporting, setExporting] = useState(false);

  // The file holds every subscriber, not just the page on screen.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await readAllSubscribers();
      const confirmed = all.filter((s) => s.isActive);
      saveFile(buildSubscribersCsv(confirmed), csvFileName());
      toast({
        title: t('adminNewsletter.toast.downloaded'),
        description: t('adminNewsletter.toast.downloadedDescription', { count: confirmed.length }),
      });
    } catch (error) {
      // A 401 is already on its way to the sign-in page.
      if (!isUnauthorizedError(error)) {
        toast({ title: t('adminNewsletter.list.exportFailed'), variant: 'destructive' });
      }
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('adminNewsletter.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('adminNewsletter.subtitle')}</p>
        </div>
        <Button onClick={() => void exportCsv()} disabled={summaryLoading || active === 0 || exporting}>
          <Download aria-hidden="true" />
          {t('adminNewsletter.download', { count: active })}
        </Button>
      </div>
      <SummaryCards
        loading={summaryLoading}
        figures={[
          {
            icon: Users,
            label: t('adminNewsletter.counters.total'),
            value: summary?.total ?? 0,
            testId: 'newsletter-total',
          },
          {
            icon: UserCheck,
            label: t('adminNewsletter.counters.active'),
            value: summary?.active ?? 0,
            testId: 'newsletter-active',
          },
          {
            icon: CalendarCheck,
            label: t('adminNewsletter.counters.today'),
            value: summary?.today ?? 0,
            testId: 'newsletter-today',
          },
        ]}
      />
      <section className="mt-8" aria-labelledby="subscriber-list-heading">
        <h2 id="subscriber-list-heading" className="mb-3 text-lg font-semibold">
          {t('adminNewsletter.listTitle')}
        </h2>
        <ListToolbar
          className="mb-4"
          list={list}
          searchLabel={t('adminNewsletter.list.search')}
          status={{ choices: SHOW, labelOf: (value) => t(`adminNewsletter.list.show.${value}`) }}
          sorts={SORTS}
          sortLabelOf={(value) => t(`adminNewsletter.list.sort.${value}`)}
        />
        <AdminListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={subscribers.length === 0}
          rowClassName="h-16"
          loadFailed={t('adminNewsletter.loadFailed')}
          empty={
            list.get('q') || list.get('status')
              ? {
                  icon: Newspaper,
                  title: t('adminNewsletter.list.noMatch'),
                  hint: t('adminNewsletter.list.noMatchHint'),
                }
              : { icon: Newspaper, title: t('adminNewsletter.empty'), hint: t('adminNewsletter.emptyHint') }
          }
        >
          <Card className="overflow-hidden p-0">
            <ul className="divide-y">
              {subscribers.map((subscriber) => (
                <SubscriberRow key={subscriber.id} subscriber={subscriber} />
              ))}
            </ul>
          </Card>
          <Pager data={data} list={list} label={t('adminNewsletter.list.pages')} />
        </AdminListState>
      </section>
    </div>
  );
}
