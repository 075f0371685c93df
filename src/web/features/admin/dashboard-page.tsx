import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, ClipboardList, Mail, Newspaper, Package } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useAdminUser } from '../../lib/data/admin-auth.ts';
import { can, screenPermission } from '../../../shared/staff-permissions.ts';
import { useDashboardStats, type DashboardStats } from './admin-api.ts';
import { MailStatusCard } from './mail-status-card.tsx';
import { ToDoPanel } from './to-do-panel.tsx';

const DashboardCharts = lazy(async () => ({
  default: (await import('./dashboard-charts.tsx')).DashboardCharts,
}));

type CountKey = keyof DashboardStats['counts'];
const TILES: { key: CountKey; to: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'products', to: '/admin/products', icon: Package },
  { key: 'orders', to: '/admin/orders', icon: ClipboardList },
  { key: 'messages', to: '/admin/messages', icon: Mail },
  { key: 'subscribers', to: '/admin/newsletter', icon: Newspaper },
];

function ChartsSkeleton() {
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2" aria-hidden="true">
      <Skeleton className="h-64" />
      <Skeleton className="h-64" />
    </div>
  );
}

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useDashboardStats();
  const { user } = useAdminUser();
  usePageTitle(t('pages.adminDashboard'));

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('admin.dashboard.welcome')}</h1>
          <p className="mt-1 text-muted-foreground">{t('admin.dashboard.subtitle')}</p>
        </div>
        <Link to="/" className="flex items-center gap-2 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('admin.nav.backToStore')}
        </Link>
      </div>

      <ToDoPanel />

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.filter(({ to }) => can(user?.role, screenPermission(to))).map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Card className="h-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
              <Link to={to} className="flex h-full flex-col gap-3 p-5 outline-none">
                <span className="flex items-center justify-between text-sm font-medium text-muted-foreground">
                  {t(`admin.dashboard.counts.${key}`)}
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                </span>
                {isLoading || !data ? (
                  <Skeleton className="h-9 w-16" />
                ) : (
                  <span className="text-3xl font-bold tabular-nums">{data.counts[key]}</span>
                )}
                <span className="mt-auto flex items-center gap-1 text-sm font-medium text-primary">
                  {t(`admin.dashboard.manage.${key}`)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <MailStatusCard />

      {data ? (
        <Suspense fallback={<ChartsSkeleton />}>
          <DashboardCharts stats={data} />
        </Suspense>
      ) : (
        <ChartsSkeleton />
      )}
    </div>
  );
}
