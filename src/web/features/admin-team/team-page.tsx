import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAdminUser } from '../../lib/data/admin-auth.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberCard } from './member-card.tsx';
import { useTeam } from './team-api.ts';
import { TwoFactorPolicy } from './two-factor-policy.tsx';

/** /admin/team: owners invite members, change their role and access (docs/rules/accounts.md, "Team"). */
export function AdminTeamPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminTeam'));
  const team = useTeam();
  const { user } = useAdminUser();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t('adminTeam.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('adminTeam.subtitle')}</p>
      </div>
      <Card className="grid gap-3 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('adminTeam.invite.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('adminTeam.invite.text')}</p>
        <InviteForm />
      </Card>
      {team.data ? <TwoFactorPolicy required={team.data.twoFactorRequired} /> : null}
      <section aria-labelledby="team-members" className="grid gap-3">
        <h2 id="team-members" className="text-lg font-semibold">
          {t('adminTeam.members')}
        </h2>
        {team.data ? (
          team.data.members.map((member) => (
            <MemberCard key={member.id} member={member} isYou={member.id === user?.id} />
          ))
        ) : team.isError ? (
          <p role="alert">{t('adminTeam.loadFailed')}</p>
        ) : (
          <div className="grid gap-3" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
