import { useAdminUser } from '../../lib/data/admin-auth.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { SessionsCard } from './sessions-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** /admin/account: a member's own sign-in security (docs/rules/accounts.md, "Two-step sign-in"). */
export function AdminAccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminAccount'));
  const { user } = useAdminUser();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t('adminAccount.title')}</h1>
        <p className="mt-1 break-all text-muted-foreground">{user?.email}</p>
      </div>
      <TwoFactorCard enabled={Boolean(user?.twoFactorEnabled)} required={Boolean(user?.twoFactorRequired)} />
      {user?.twoFactorRequired && !user.twoFactorEnabled ? null : <SessionsCard />}
    </div>
  );
}
