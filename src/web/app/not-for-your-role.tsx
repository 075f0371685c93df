import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { usePageTitle } from '../lib/hooks/use-page-title.ts';

/** Shown in place of a back-office screen the member's role does not open (the server refuses its calls too). */
export function NotForYourRole() {
  const { t } = useTranslation();
  usePageTitle(t('admin.nav.notForYourRole'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <ShieldAlert className="size-10 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('admin.nav.notForYourRole')}</h1>
      <p className="text-muted-foreground">{t('admin.nav.notForYourRoleText')}</p>
      <Link to="/admin" className="font-medium text-primary hover:underline">
        {t('admin.nav.dashboard')}
      </Link>
    </div>
  );
}
