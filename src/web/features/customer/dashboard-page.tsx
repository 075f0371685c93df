import { revenueSen } from '../../../shared/order-rules.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { formatRM } from '../../../shared/money.ts';
import { toLanguage } from '../../../shared/config.ts';
import { addressName } from '../../../shared/person-name.ts';
import { BrandLogoLink } from '../../components/brand-logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useCustomerProfile } from '../../lib/data/customer-session.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useCustomerOrders, useForgetAnswers, useLogout } from './api/customer-api.ts';
import { OrderHistory } from './order-history.tsx';
import { DataRightsCard } from './data-rights-card.tsx';
import { DevicesCard } from './devices-card.tsx';
import { EmailVerificationCard } from './email-verification-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { StatCards } from './stat-cards.tsx';

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { profile, isLoading } = useCustomerProfile();
  const orders = useCustomerOrders(Boolean(profile));
  const logout = useLogout();
  const forgetAnswers = useForgetAnswers();
  // Signing out or deleting the account leaves for the home page; the cached answers are forgotten once
  // this screen is gone, so none of its reads asks again with the ended session (a 401 there would send
  // the visitor to the sign-in page instead).
  const leaving = useRef(false);
  usePageTitle(t('pages.customerDashboard'));
  useEffect(
    () => () => {
      if (leaving.current) setTimeout(forgetAnswers, 0);
    },
    [forgetAnswers],
  );

  useEffect(() => {
    if (isLoading || profile || leaving.current) return;
    toast({
      title: t('customer.dashboard.signInTitle'),
      description: t('customer.dashboard.signInDescription'),
      variant: 'destructive',
    });
    void navigate('/customer/login', { replace: true });
  }, [isLoading, profile, navigate, t]);

  if (!profile) return <PageLoader fullScreen label={t('customer.dashboard.loading')} />;

  const signOut = async () => {
    try {
      leaving.current = true;
      await logout.mutateAsync();
      await navigate('/');
    } catch {
      leaving.current = false;
      toast({
        title: t('customer.dashboard.signOutFailedTitle'),
        description: t('customer.dashboard.signOutFailed'),
        variant: 'destructive',
      });
    }
  };

  // After the account is deleted: the session is gone, so the cached profile and orders go too.
  const leave = async () => {
    leaving.current = true;
    await navigate('/');
  };

  const list = orders.data ?? [];
  const spentSen = revenueSen(list);

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLogoLink to="/" destination={t('customer.backToStore')} />
          <Button variant="outline" onClick={() => void signOut()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            {logout.isPending ? t('customer.dashboard.signingOut') : t('customer.dashboard.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 [&>*]:min-w-0">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight">
            {t('customer.dashboard.greeting', {
              name:
                addressName(profile, toLanguage(i18n.resolvedLanguage)) ||
                t('customer.dashboard.fallbackName'),
            })}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('customer.dashboard.subtitle')}</p>
        </div>
        {!profile.emailVerified && <EmailVerificationCard email={profile.email} />}
        <StatCards orderCount={list.length} totalSpent={formatRM(spentSen)} />
        <ProfileCard profile={profile} />
        <OrderHistory orders={list} isLoading={orders.isLoading} isError={orders.isError} />
        <DevicesCard />
        <DataRightsCard onDeleted={() => void leave()} />
      </main>
    </div>
  );
}
