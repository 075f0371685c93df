import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import {
  invitationAcceptFormSchema,
  type InvitationProblem,
  type InvitationStatus,
} from '../../../shared/schemas/team.ts';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { readApiError } from '../../lib/data/api-error.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { lookUpInvitation, useAcceptInvitation } from './team-api.ts';

interface AcceptValues {
  firstName: string;
  lastName: string;
  password: string;
}

/** The token travels in the address's fragment (#token=...), which browsers never send to a server. */
const tokenFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** The problem a refused acceptance names, else a link that no longer works. */
function problemOf(error: unknown): InvitationProblem {
  const body = readApiError(error)?.body as { problem?: InvitationProblem } | undefined;
  return body?.problem ?? 'unknown';
}

/** /admin/invitation: the invitee chooses their name and password and is signed in to the back office. */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const acceptInvitation = useAcceptInvitation();
  const token = tokenFromHash(useLocation().hash);
  const [status, setStatus] = useState<InvitationStatus | null>(null);
  useEffect(() => {
    lookUpInvitation(token).then(setStatus, () => setStatus({ ok: false, problem: 'unknown' }));
  }, [token]);
  const messages = useMemo(
    () => ({
      firstNameRequired: t('adminTeam.accept.firstNameRequired'),
      passwordTooShort: t('adminTeam.accept.passwordTooShort'),
      passwordTooLong: t('adminTeam.accept.passwordTooLong'),
      passwordTooCommon: t('adminTeam.accept.passwordTooCommon'),
    }),
    [t],
  );
  const form = useForm<AcceptValues>({
    resolver: zodResolver(invitationAcceptFormSchema(messages)),
    defaultValues: { firstName: '', lastName: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await acceptInvitation({ token, ...values });
      toast({ title: t('adminTeam.accept.welcome') });
      await navigate('/admin');
    } catch (error) {
      setStatus({ ok: false, problem: problemOf(error) });
    }
  });
  const errors = form.formState.errors;

  return (
    <AuthFrame
      title={t('adminTeam.accept.title')}
      description={status?.ok ? t('adminTeam.accept.description', { email: status.email }) : ''}
      footer={{
        text: t('adminTeam.accept.haveAccount'),
        linkTo: '/admin/login',
        linkLabel: t('adminTeam.accept.signIn'),
      }}
    >
      {!status ? (
        <p role="status">{t('common.loading')}</p>
      ) : !status.ok ? (
        <div role="alert" className="grid gap-2 text-center">
          <p className="font-medium text-destructive">{t(`adminTeam.problem.${status.problem}.title`)}</p>
          <p className="text-sm text-muted-foreground">{t(`adminTeam.problem.${status.problem}.text`)}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <p className="text-center text-sm">
            {t('adminTeam.accept.asRole', { role: t(`adminTeam.role.${status.role}`) })}
          </p>
          <FormField
            id="invite-first-name"
            label={t('adminTeam.accept.firstName')}
            error={errors.firstName?.message}
          >
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField
            id="invite-last-name"
            label={t('adminTeam.accept.lastName')}
            error={errors.lastName?.message}
          >
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
          <FormField
            id="invite-password"
            label={t('adminTeam.accept.password')}
            hint={t('adminTeam.accept.passwordHint')}
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
            {t('adminTeam.accept.submit')}
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
