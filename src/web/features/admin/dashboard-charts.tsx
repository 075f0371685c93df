// Loaded lazily: the dashboard's counts show first, the charts follow.
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { formatPrice, toSen } from '../../../shared/money.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { BarChart } from './bar-chart.tsx';
import type { DashboardStats } from './admin-api.ts';

function useDayLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

export function DashboardCharts({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const peakText = (value: string) => t('admin.dashboard.chartPeak', { value });
  const dayLabel = useDayLabel();
  const weeks = stats.weeklyOrders;
  return (
    <section aria-labelledby="dashboard-charts" className="mt-10">
      <h2 id="dashboard-charts" className="mb-4 text-xl font-semibold">
        {t('admin.dashboard.chartsTitle')}
      </h2>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <Card>
          <CardContent className="pt-6">
            <BarChart
              title={t('admin.dashboard.ordersPerWeek')}
              valueHeading={t('admin.dashboard.ordersHeading')}
              emptyText={t('admin.dashboard.noOrders')}
              peakText={peakText}
              labelEvery={2}
              points={weeks.map((w) => ({
                label: dayLabel(w.weekStart),
                value: w.orders,
                display: String(w.orders),
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <BarChart
              title={t('admin.dashboard.revenuePerWeek')}
              valueHeading={t('admin.dashboard.revenueHeading')}
              emptyText={t('admin.dashboard.noRevenue')}
              peakText={peakText}
              labelEvery={2}
              points={weeks.map((w) => ({
                label: dayLabel(w.weekStart),
                value: toSen(w.revenue),
                display: formatPrice(w.revenue),
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <BarChart
              title={t('admin.dashboard.viewsPerDay')}
              valueHeading={t('admin.dashboard.viewsHeading')}
              emptyText={t('admin.dashboard.noViews')}
              peakText={peakText}
              labelEvery={5}
              points={stats.dailyPageViews.map((d) => ({
                label: dayLabel(d.day),
                value: d.views,
                display: String(d.views),
              }))}
            />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
