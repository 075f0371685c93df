import { useState } from 'react';
import { LogOut, ShieldCheck, ShieldOff, UserCheck, UserCog, UserX } from 'lucide-react';
import type { TeamMember } from '../../../shared/schemas/team.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiErrorStatus } from '../../lib/data/api-error.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useChangeRole, useEndMemberSessions, useResetTwoFactor, useSetAccess } from './team-api.ts';

/** What went wrong with a change, as a toast; a 409 is the last enabled owner. */
function useChangeFailed() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const status = apiErrorStatus(error);
    if (status === 401) return;
    toast({
      title: t('adminTeam.changeFailed'),
      description: status === 409 ? t('adminTeam.lastOwner') : undefined,
      variant: 'destructive',
    });
  };
}

/** One member of the team with the changes an owner can make. */
export function MemberCard({ member, isYou }: { member: TeamMember; isYou: boolean }) {
  const { t, i18n } = useTranslation();
  const changeRole = useChangeRole();
  const setAccess = useSetAccess();
  const resetTwoFactor = useResetTwoFactor();
  const endSessions = useEndMemberSessions();
  const failed = useChangeFailed();
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const name = member.name || member.email;
  const otherRole = member.role === 'owner' ? 'staff' : 'owner';
  const busy =
    changeRole.isPending || setAccess.isPending || resetTwoFactor.isPending || endSessions.isPending;

  const access = (disabled: boolean) =>
    setAccess.mutate(
      { id: member.id, disabled },
      {
        onSuccess: () => toast({ title: t(disabled ? 'adminTeam.disabled' : 'adminTeam.enabled', { name }) }),
        onError: failed,
        onSettled: () => setConfirmingDisable(false),
      },
    );

  return (
    <Card
      className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid={`member-${member.email}`}
    >
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {name}
          {isYou ? <span className="font-normal text-muted-foreground"> ({t('adminTeam.you')})</span> : null}
        </p>
        {member.name ? <p className="text-sm break-all text-muted-foreground">{member.email}</p> : null}
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
            {t(`adminTeam.role.${member.role}`)}
          </Badge>
          <Badge variant={member.state === 'disabled' ? 'destructive' : 'outline'}>
            {t(`adminTeam.state.${member.state}`)}
          </Badge>
          <Badge variant="outline">
            <ShieldCheck className="size-3" aria-hidden="true" />
            {t(member.twoFactor ? 'adminTeam.twoFactorOn' : 'adminTeam.twoFactorOff')}
          </Badge>
        </div>
        {member.invitationExpiresAt ? (
          <p className="mt-1 text-xs text-muted-foreground">
            {t('adminTeam.invitationUntil', {
              date: formatDate(member.invitationExpiresAt, i18n.resolvedLanguage, 'dateTime'),
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            changeRole.mutate(
              { id: member.id, role: otherRole },
              {
                onSuccess: () =>
                  toast({
                    title: t('adminTeam.roleChanged', { name, role: t(`adminTeam.role.${otherRole}`) }),
                  }),
                onError: failed,
              },
            )
          }
        >
          <UserCog aria-hidden="true" />
          {t(`adminTeam.makeRole.${otherRole}`)}
          <span className="sr-only"> ({name})</span>
        </Button>
        {member.twoFactor ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() =>
              resetTwoFactor.mutate(member.id, {
                onSuccess: () => toast({ title: t('adminTeam.twoFactorReset', { name }) }),
                onError: failed,
              })
            }
          >
            <ShieldOff aria-hidden="true" />
            {t('adminTeam.resetTwoFactor')}
            <span className="sr-only"> ({name})</span>
          </Button>
        ) : null}
        {member.state === 'active' && !isYou ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() =>
              endSessions.mutate(member.id, {
                onSuccess: () => toast({ title: t('adminTeam.sessionsEnded', { name }) }),
                onError: failed,
              })
            }
          >
            <LogOut aria-hidden="true" />
            {t('adminTeam.endSessions')}
            <span className="sr-only"> ({name})</span>
          </Button>
        ) : null}
        {member.state === 'disabled' ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => access(false)}>
            <UserCheck aria-hidden="true" />
            {t('adminTeam.enable')}
            <span className="sr-only"> ({name})</span>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirmingDisable(true)}>
            <UserX aria-hidden="true" />
            {t('adminTeam.disable')}
            <span className="sr-only"> ({name})</span>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingDisable}
        title={t('adminTeam.disableTitle', { name })}
        description={t('adminTeam.disableText')}
        confirmLabel={t('adminTeam.disable')}
        cancelLabel={t('adminTeam.cancel')}
        pending={setAccess.isPending}
        onConfirm={() => access(true)}
        onCancel={() => setConfirmingDisable(false)}
      />
    </Card>
  );
}
