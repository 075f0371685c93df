import { useEffect } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import {
  ArrowLeft,
  ClipboardList,
  FlaskConical,
  History,
  LayoutDashboard,
  LogOut,
  Mail,
  Newspaper,
  Package,
  Settings,
  ShieldCheck,
  Users,
  UsersRound,
} from 'lucide-react';
import { BrandLogoLink } from '../components/brand-logo.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { redirectToAdminLogin, useAdminUser } from '../lib/data/admin-auth.ts';
import { can, screenPermission } from '../../shared/staff-permissions.ts';
import { NotForYourRole } from './not-for-your-role.tsx';
import { cn } from '../lib/format/cn.ts';
import { LanguagePicker } from './language-picker.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const ADMIN_LINKS = [
  { to: '/admin', labelKey: 'admin.nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/products', labelKey: 'admin.nav.products', icon: Package, end: false },
  { to: '/admin/orders', labelKey: 'admin.nav.orders', icon: ClipboardList, end: false },
  { to: '/admin/customers', labelKey: 'admin.nav.customers', icon: Users, end: false },
  { to: '/admin/messages', labelKey: 'admin.nav.messages', icon: Mail, end: false },
  { to: '/admin/newsletter', labelKey: 'admin.nav.newsletter', icon: Newspaper, end: false },
  { to: '/admin/custom-beer', labelKey: 'admin.nav.customBeer', icon: FlaskConical, end: false },
  { to: '/admin/settings', labelKey: 'admin.nav.settings', icon: Settings, end: false },
  { to: '/admin/activity', labelKey: 'admin.nav.activity', icon: History, end: false },
  { to: '/admin/team', labelKey: 'admin.nav.team', icon: UsersRound, end: false },
  { to: '/admin/account', labelKey: 'admin.nav.account', icon: ShieldCheck, end: false },
] as const;

const ENROLMENT_PATH = '/admin/account';

/** Guards every /admin screen: a loading view while the session is checked, nothing (and a redirect) without one. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { isLoading, isAuthenticated, user } = useAdminUser();
  const { pathname } = useLocation();
  // While the team requires a second factor, a member without one can do nothing but set it up.
  const mustEnrol = Boolean(user?.twoFactorRequired && !user.twoFactorEnabled);
  const offered = (to: string) => (mustEnrol ? to === ENROLMENT_PATH : can(user?.role, screenPermission(to)));

  useEffect(() => {
    if (!isLoading && !isAuthenticated) redirectToAdminLogin();
  }, [isLoading, isAuthenticated]);

  if (isLoading) return <PageLoader fullScreen label={t('admin.nav.checking')} />;
  if (!isAuthenticated) return null;

  return (
    <div className="min-h-dvh bg-muted/40">
      {/* On a phone every section is in view, wrapped over a few rows, so the header scrolls away with the
          page instead of covering a third of it; from tablet width it stays at the top. */}
      <header data-sticky-header className="top-0 z-40 border-b bg-background/95 backdrop-blur-md sm:sticky">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <BrandLogoLink
            to="/admin"
            destination={t('admin.nav.dashboard')}
            wordmarkClassName="max-sm:sr-only"
          />
          <span className="hidden rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary sm:inline">
            {t('admin.nav.title')}
          </span>
          <div className="ml-auto flex min-w-0 items-center gap-0.5">
            <LanguagePicker />
            <ThemeToggle />
            {/* A full-page visit: the server ends the staff session and sends the browser to the shop. */}
            <a
              href="/api/logout"
              className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <LogOut className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('admin.nav.signOut')}</span>
            </a>
          </div>
        </div>
        <nav aria-label={t('admin.nav.label')} className="mx-auto max-w-7xl px-2 sm:px-4 lg:px-6">
          <ul className="-mb-px flex flex-wrap gap-x-1 max-sm:gap-x-0">
            {ADMIN_LINKS.filter(({ to }) => offered(to)).map(({ to, labelKey, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-sm:gap-1.5 max-sm:px-2.5 max-sm:py-2',
                      isActive
                        ? 'border-primary text-primary'
                        : 'border-transparent text-muted-foreground hover:text-foreground',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
            <li className="ml-auto">
              <Link
                to="/"
                className="flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t('admin.nav.backToStore')}
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {mustEnrol && pathname !== ENROLMENT_PATH ? (
          <Navigate to={ENROLMENT_PATH} replace />
        ) : can(user?.role, screenPermission(pathname)) ? (
          <Outlet />
        ) : (
          <NotForYourRole />
        )}
      </main>
    </div>
  );
}
