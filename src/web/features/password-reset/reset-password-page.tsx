import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { passwordResetFormSchema, type AccountKind } from '../../../shared/schemas/password-reset.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiErrorStatus } from '../../lib/data/api-error.ts';
import { asLanguage, FORGOT_PATHS, SIGN_IN_PATHS } from './reset-paths.ts';
import { resetPassword } from './password-reset-api.ts';
import { ResetFrame } from './reset-frame.tsx';
import { usePasswordMessages } from './use-password-messages.ts';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';

/** The token travels in the address's fragment (#token=...), which browsers never send to a server. */
function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/** Chooses a new password with the link from the reset mail. */
export function ResetPasswordPage({ account }: { account: AccountKind }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const token = tokenFromHash(useLocation().hash);
  const messages = usePasswordMessages();
  const schema = useMemo(() => passwordResetFormSchema(messages), [messages]);
  const form = useForm<{ password: string }>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({
        token,
        password,
        language: asLanguage(i18n.resolvedLanguage),
      });
      toast({ title: t('passwordReset.reset.doneTitle'), description: t('passwordReset.reset.done') });
      await navigate(SIGN_IN_PATHS[account]);
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 400) setLinkInvalid(true);
      else setFailure(status === 429 ? t('passwordReset.tooMany') : t('passwordReset.failed'));
    }
  });

  return (
    <ResetFrame step="reset" account={account}>
      {linkInvalid ? (
        <div role="alert" className="grid gap-3 text-center">
          <p className="font-medium text-destructive">{t('passwordReset.reset.invalidLink')}</p>
          <Button asChild variant="outline">
            <Link to={FORGOT_PATHS[account]}>{t('passwordReset.reset.askAgain')}</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField
            id="reset-password"
            label={t('passwordReset.reset.newPassword')}
            hint={t('passwordReset.reset.hint')}
            error={form.formState.errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          {failure ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!hydrated || form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? t('passwordReset.reset.saving') : t('passwordReset.reset.submit')}
          </Button>
        </form>
      )}
    </ResetFrame>
  );
}
