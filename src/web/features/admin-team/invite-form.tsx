import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { invitationFormSchema } from '../../../shared/schemas/team.ts';
import { STAFF_ROLES, type StaffRole } from '../../../shared/staff-permissions.ts';
import { toLanguage } from '../../../shared/config.ts';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceMenu } from '../../components/ui/choice-menu.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiErrorStatus } from '../../lib/data/api-error.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useInvite } from './team-api.ts';

/** An owner invites someone by email with a role; the link goes out by mail and works once, for 72 hours. */
export function InviteForm() {
  const { t, i18n } = useTranslation();
  const invite = useInvite();
  const schema = useMemo(
    () => invitationFormSchema({ invalidEmail: t('adminTeam.invite.invalidEmail') }),
    [t],
  );
  const form = useForm<{ email: string; role: StaffRole }>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', role: 'staff' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync({ ...values, language: toLanguage(i18n.resolvedLanguage) });
      toast({ title: t('adminTeam.invite.sent', { email: values.email }) });
      form.reset();
    } catch (error) {
      const taken = apiErrorStatus(error) === 409;
      if (apiErrorStatus(error) === 401) return;
      toast({
        title: t('adminTeam.invite.failed'),
        description: taken ? t('adminTeam.invite.taken') : undefined,
        variant: 'destructive',
      });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
      <FormField
        id="invite-email"
        label={t('adminTeam.invite.email')}
        error={form.formState.errors.email?.message}
      >
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <FormField id="invite-role" label={t('adminTeam.invite.role')}>
            <ChoiceMenu
              id="invite-role"
              value={field.value}
              choices={STAFF_ROLES.map((role) => ({ value: role, label: t(`adminTeam.role.${role}`) }))}
              onValueChange={field.onChange}
            />
          </FormField>
        )}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        <Send aria-hidden="true" />
        {t('adminTeam.invite.submit')}
      </Button>
    </form>
  );
}
