import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { MailCheck } from 'lucide-react';
import { passwordResetRequestFormSchema, type AccountKind } from '../../../shared/schemas/password-reset.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { apiErrorStatus } from '../../lib/data/api-error.ts';
import { asLanguage } from './reset-paths.ts';
import { requestResetLink } from './password-reset-api.ts';
import { ResetFrame } from './reset-frame.tsx';
import { usePasswordMessages } from './use-password-messages.ts';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordPage({ account }: { account: AccountKind }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const messages = usePasswordMessages();
  const schema = useMemo(() => passwordResetRequestFormSchema(messages), [messages]);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestResetLink({
        email,
        account,
        language: asLanguage(i18n.resolvedLanguage),
      });
      setSentTo(email);
    } catch (error) {
      setFailure(apiErrorStatus(error) === 429 ? t('passwordReset.tooMany') : t('passwordReset.failed'));
    }
  });

  return (
    <ResetFrame step="forgot" account={account}>
      {sentTo ? (
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <MailCheck className="size-10 text-primary" aria-hidden="true" />
          <p className="font-medium">{t('passwordReset.forgot.sentTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('passwordReset.forgot.sent', { email: sentTo })}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField
            id="forgot-email"
            label={t('passwordReset.email')}
            error={form.formState.errors.email?.message}
          >
            <Input type="email" autoComplete="email" {...form.register('email')} />
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
            {form.formState.isSubmitting
              ? t('passwordReset.forgot.sending')
              : t('passwordReset.forgot.submit')}
          </Button>
        </form>
      )}
    </ResetFrame>
  );
}
