import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { LogOut, Shield, UserRound } from 'lucide-react';
import { toLanguage } from '../../shared/config.ts';
import { addressName } from '../../shared/person-name.ts';
import { useAdminUser } from '../lib/data/admin-auth.ts';
import { useCustomerProfile } from '../lib/data/customer-session.ts';
import { cn } from '../lib/format/cn.ts';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Customer and admin entry points. /api/login and /api/logout are server routes, so plain links do full-page loads. */
export function AccountLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const { t, i18n } = useTranslation();
  const { isAuthenticated: isAdmin } = useAdminUser();
  const { profile } = useCustomerProfile();
  return (
    <div className={cn('flex items-center gap-1', className)}>
      {profile ? (
        <Link to="/customer/dashboard" className={cn(linkClass, itemClassName)}>
          <UserRound className="size-4" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('nav.customerAccount')}: </span>
            {addressName(profile, toLanguage(i18n.resolvedLanguage))}
          </span>
        </Link>
      ) : (
        <Link to="/customer/login" className={cn(linkClass, itemClassName)}>
          <UserRound className="size-4" aria-hidden="true" />
          {t('nav.customerLogin')}
        </Link>
      )}
      {isAdmin ? (
        <>
          <Link to="/admin" className={cn(linkClass, itemClassName)}>
            <Shield className="size-4" aria-hidden="true" />
            {t('nav.admin')}
          </Link>
          <a href="/api/logout" className={cn(linkClass, itemClassName)}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('nav.logout')}
          </a>
        </>
      ) : (
        <a href="/api/login" className={cn(linkClass, itemClassName)}>
          <Shield className="size-4" aria-hidden="true" />
          {t('nav.adminLogin')}
        </a>
      )}
    </div>
  );
}
