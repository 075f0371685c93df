import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { SettingsForm } from './settings-form.tsx';
import { useAdminSettings } from './settings-api.ts';

/** /admin/settings: the brewery's business profile, shown in the footer, on /about, /contact and in mails. */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminSettings'));
  const query = useAdminSettings();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t('adminSettings.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('adminSettings.subtitle')}</p>
      </div>
      <Card className="p-4 sm:p-6">
        {query.data ? (
          <SettingsForm profile={query.data} />
        ) : query.isError ? (
          <p role="alert">{t('adminSettings.loadFailed')}</p>
        ) : (
          <div className="grid gap-4" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
