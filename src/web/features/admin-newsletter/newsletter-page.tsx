import { useTranslation } from 'react-i18next';
import { CalendarCheck, Download, Newspaper, UserCheck, Users } from 'lucide-react';
import type { NewsletterSubscriberView } from '../../../shared/schemas/admin-inbox.ts';
import { AdminListState } from '../../components/admin-list-state.tsx';
import { SummaryCard } from '../../components/summary-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { buildSubscribersCsv, csvFileName, signupsToday } from './subscribers-csv.ts';
import { SubscriberRow } from './subscriber-row.tsx';

function download(content: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later so the browser has taken the file before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AdminNewsletterPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminNewsletter'));
  const {
    data: subscribers = [],
    isLoading,
    isError,
  } = useAdminList<NewsletterSubscriberView>('/api/admin/newsletter-subscribers');
  // Only confirmed subscribers are on the mailing list; pending and unsubscribed ones get no newsletter.
  const confirmed = subscribers.filter((s) => s.isActive);
  const active = confirmed.length;

  const exportCsv = () => {
    download(buildSubscribersCsv(confirmed), csvFileName());
    toast({
      title: t('adminNewsletter.toast.downloaded'),
      description: t('adminNewsletter.toast.downloadedDescription', { count: active }),
    });
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('adminNewsletter.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('adminNewsletter.subtitle')}</p>
        </div>
        <Button onClick={exportCsv} disabled={isLoading || active === 0}>
          <Download aria-hidden="true" />
          {t('adminNewsletter.download', { count: active })}
        </Button>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SummaryCard
          icon={Users}
          label={t('adminNewsletter.counters.total')}
          value={subscribers.length}
          loading={isLoading}
          testId="newsletter-total"
        />
        <SummaryCard
          icon={UserCheck}
          label={t('adminNewsletter.counters.active')}
          value={active}
          loading={isLoading}
          testId="newsletter-active"
        />
        <SummaryCard
          icon={CalendarCheck}
          label={t('adminNewsletter.counters.today')}
          value={signupsToday(subscribers)}
          loading={isLoading}
          testId="newsletter-today"
        />
      </div>
      <section className="mt-8" aria-labelledby="subscriber-list-heading">
        <h2 id="subscriber-list-heading" className="mb-3 text-lg font-semibold">
          {t('adminNewsletter.listTitle')}
        </h2>
        <AdminListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={subscribers.length === 0}
          rowClassName="h-16"
          loadFailed={t('adminNewsletter.loadFailed')}
          empty={{ icon: Newspaper, title: t('adminNewsletter.empty'), hint: t('adminNewsletter.emptyHint') }}
        >
          <Card className="overflow-hidden p-0">
            <ul className="divide-y">
              {subscribers.map((subscriber) => (
                <SubscriberRow key={subscriber.id} subscriber={subscriber} />
              ))}
            </ul>
          </Card>
        </AdminListState>
      </section>
    </div>
  );
}
